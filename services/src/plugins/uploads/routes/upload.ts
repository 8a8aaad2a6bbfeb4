import Boom from '@hapi/boom';
import { UPLOAD_MAX_BYTES, UPLOAD_TEXTS, uploadQuerySchema, type UploadKind } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { guardPublicForm } from '../../public-forms';
import { storeUpload } from '../upload-service';

/** Room for the multipart boundaries and headers around the largest file. */
const MULTIPART_OVERHEAD = 64 * 1024;

interface AnnotatedPart {
  filename: string;
  headers: Record<string, string>;
  payload: Buffer;
}

function isFilePart(value: unknown): value is AnnotatedPart {
  return typeof value === 'object' && value !== null && Buffer.isBuffer((value as AnnotatedPart).payload) && 'filename' in value;
}

export const uploadRoute = defineRoute<{ Query: { kind: UploadKind }; Payload: Record<string, unknown> }>({
  method: 'POST',
  path: '/api/upload',
  options: {
    auth: PUBLIC_ACCESS,
    description:
      'Stores one file (multipart field "file") for a form: ?kind=image (JPEG/PNG, 5 MB), document (PDF/Word, 10 MB), layout (image or PDF, 10 MB), resume (PDF/Word, 2 MB). Checked by content.',
    payload: {
      output: 'data',
      parse: true,
      multipart: { output: 'annotated' },
      allow: 'multipart/form-data',
      maxBytes: UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD,
    },
    validate: { query: zodValidator(uploadQuerySchema) },
    handler: async (request, h) => {
      // Signed-in people are accountable; anonymous forms share a per-IP allowance.
      if (!request.auth.isAuthenticated) guardPublicForm(request, 'upload');
      const part = request.payload?.file;
      if (Array.isArray(part)) throw Boom.badRequest('Send one file per request.');
      if (!isFilePart(part) || part.payload.byteLength === 0) throw Boom.badRequest(UPLOAD_TEXTS.missingFile);
      const stored = await storeUpload(request.query.kind, { filename: part.filename, data: part.payload });
      return h.response(stored).code(201);
    },
  },
});
