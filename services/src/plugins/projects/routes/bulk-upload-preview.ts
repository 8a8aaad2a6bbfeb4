import { type BulkUploadPreview } from '@plotwise/contracts';
import { ADMIN_ACCESS, KEEPS_PUBLIC_PAGES, defineRoute } from '../../define-route';
import { previewProjectCsv } from '../csv-import';
import { CSV_UPLOAD_PAYLOAD, uploadedCsvRecords } from './csv-upload';

export const previewBulkUploadRoute = defineRoute('POST /api/projects/bulk-upload/preview', ADMIN_ACCESS, {
  app: KEEPS_PUBLIC_PAGES,
  description:
    'Checks a CSV exactly as `POST /api/projects/bulk-upload` would (same file rules, same row check) and stores nothing: no project, no file, no SMS alert. `{ ready, withErrors, rows: [{ row, title, city, projectType, startingPrice, status, approvalStatus, errors: [{ field, message }] }] }`; a file refused as a whole is the same 400 or 413 as the import.',
  payloadOptions: CSV_UPLOAD_PAYLOAD,
  handler: async (request): Promise<BulkUploadPreview> => previewProjectCsv(await uploadedCsvRecords(request.payload)),
});
