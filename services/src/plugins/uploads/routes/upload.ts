import fs from 'node:fs/promises';
import Boom from '@hapi/boom';
import { UPLOAD_MAX_BYTES, UPLOAD_TEXTS, uploadQuerySchema } from '@plotwise/contracts';
import { KEEPS_PUBLIC_PAGES, PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { guardPublicForm } from '../../public-forms';
import { releasedOnFailure } from '../../../rate-limit/sliding-window-limiter';
import { reserveUploadQuota } from '../../../storage/upload-quota';
import { currentUser } from '../../auth/current-user';
import { storeUpload } from '../upload-service';
import { uploadsSettings } from '../settings';

/** Room for the multipart boundaries and headers around the largest file. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** A file part as hapi hands it over with `output: 'file'`: already streamed to a temporary file. */
interface FilePart {
  filename: string;
  path: string;
  bytes: number;
  headers: Record<string, string>;
}

function isFilePart(value: unknown): value is FilePart {
  return typeof value === 'object' && value !== null && typeof (value as FilePart).path === 'string' && 'filename' in value;
}

/** Every part hapi wrote to disk, so a refused request leaves no temporary file behind. */
function temporaryFiles(payload: Record<string, unknown> | null | undefined): string[] {
  return Object.values(payload ?? {}).flat().filter(isFilePart).map((part) => part.path);
}

export const uploadRoute = defineRoute('POST /api/upload', PUBLIC_ACCESS, {
  app: KEEPS_PUBLIC_PAGES,
  description:
    'Stores one file (multipart field "file") for a form: ?kind=image (JPEG/PNG, 5 MB), document (PDF/Word, 10 MB), layout (image or PDF, 10 MB), resume (PDF/Word, 2 MB). Checked by content. A picture is judged by its header first: over 50 megapixels is a 413, a side under 16 px or longer than 10 times its width (either way) a 422; one that takes too long to process is a 422, and with the picture processes busy the answer is 503 with Retry-After.',
  query: uploadQuerySchema,
  // Streamed to a temporary file as it arrives (hapi stops at maxBytes), never held in memory whole.
  payloadOptions: {
    output: 'file',
    parse: true,
    multipart: { output: 'file' },
    allow: 'multipart/form-data',
    maxBytes: UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD,
  },
  handler: async (request, h) => {
    const part = request.payload?.file;
    const unused = temporaryFiles(request.payload).filter((file) => !isFilePart(part) || file !== part.path);
    try {
      // Anonymous forms share a per-address allowance; signed-in accounts have a quota of their own.
      const user = currentUser(request);
      if (!user) await guardPublicForm(request, 'upload');
      if (Array.isArray(part)) throw Boom.badRequest('Send one file per request.');
      if (!isFilePart(part) || part.bytes === 0) throw Boom.badRequest(UPLOAD_TEXTS.missingFile);
      const { rateLimitStore } = request.server.app;
      const quota = user ? await reserveUploadQuota(rateLimitStore, user.id, part.bytes, uploadsSettings.of(request).uploadQuota) : null;
      const file = { filename: part.filename, path: part.path, byteSize: part.bytes };
      const store = () => storeUpload(request.query.kind, file, user?.id ?? null);
      // A file refused (wrong type, unreadable) does not spend the quota.
      const stored = quota ? await releasedOnFailure(quota, store) : await store();
      return h.response(stored).code(201);
    } finally {
      await Promise.all((isFilePart(part) ? unused : temporaryFiles(request.payload)).map((file) => fs.rm(file, { force: true })));
    }
  },
});
