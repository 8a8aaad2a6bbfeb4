import Boom from '@hapi/boom';
import { BULK_UPLOAD_LIMITS, HUB_BULK_TEXTS, emptyObjectSchema, type BulkUploadResult } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { requireUser } from '../../auth/current-user';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { importProjectCsv, readProjectCsv } from '../csv-import';

/** Room for the multipart boundaries, headers and the spec's extra `adminId` field. */
const MULTIPART_OVERHEAD = 64 * 1024;

interface AnnotatedPart {
  filename: string;
  /** hapi hands text parts (text/csv, as browsers label .csv files) over decoded, other parts as bytes. */
  payload: Buffer | string;
}

function isFilePart(value: unknown): value is AnnotatedPart {
  if (typeof value !== 'object' || value === null || !('filename' in value)) return false;
  const { payload } = value as AnnotatedPart;
  return Buffer.isBuffer(payload) || typeof payload === 'string';
}

/** The file's bytes; text hapi decoded is encoded back (bytes that were not UTF-8 show as U+FFFD, which the reader refuses). */
function bytesOf(part: AnnotatedPart): Buffer {
  return Buffer.isBuffer(part.payload) ? part.payload : Buffer.from(part.payload, 'utf8');
}

export const bulkUploadProjectsRoute = defineRoute<{ Payload: Record<string, unknown> | null }>({
  method: 'POST',
  path: '/api/projects/bulk-upload',
  options: {
    auth: ADMIN_ACCESS,
    description:
      'Imports projects from a CSV (multipart field "csvFile", UTF-8 text up to 5 MB, the template\'s columns, list fields as JSON text). Every row is validated like the form; the good rows are stored in one transaction. `{ successful, failed: [{ row, errors }] }`. Any `adminId` field is ignored.',
    payload: {
      output: 'data',
      parse: true,
      multipart: { output: 'annotated' },
      allow: 'multipart/form-data',
      maxBytes: BULK_UPLOAD_LIMITS.maxBytes + MULTIPART_OVERHEAD,
    },
    validate: { query: zodValidator(emptyObjectSchema) },
    handler: async (request): Promise<BulkUploadResult> => {
      const part = request.payload?.csvFile;
      if (Array.isArray(part)) throw Boom.badRequest('Send one CSV file per upload.');
      if (!isFilePart(part) || part.payload.length === 0) throw Boom.badRequest(HUB_BULK_TEXTS.noFile);
      const records = readProjectCsv(bytesOf(part));
      return importProjectCsv(requireUser(request), records);
    },
  },
});
