import { type BulkUploadResult } from '@plotwise/contracts';
import { requireUser } from '../../auth/current-user';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { importProjectCsv } from '../csv-import';
import { CSV_UPLOAD_PAYLOAD, uploadedCsvRecords } from './csv-upload';

export const bulkUploadProjectsRoute = defineRoute('POST /api/projects/bulk-upload', ADMIN_ACCESS, {
  description:
    'Imports projects from a CSV (multipart field "csvFile", UTF-8 text up to 5 MB, the template\'s columns, list fields as items separated by | or as JSON text). Every row is checked again exactly as the preview checks it; the good rows are stored in one transaction. `{ successful, failed: [{ row, errors }] }`. Any `adminId` field is ignored.',
  payloadOptions: CSV_UPLOAD_PAYLOAD,
  handler: async (request): Promise<BulkUploadResult> => importProjectCsv(requireUser(request), await uploadedCsvRecords(request.payload)),
});
