import Boom from '@hapi/boom';
import type { Plugin } from '@hapi/hapi';

export const NUL_REFUSED = 'Text may not contain the NUL character (\\0).';

/** How deep the guard looks into a JSON body (deeper bodies are refused by their schemas anyway). */
const MAX_DEPTH = 64;

/** A multipart file part as hapi hands it over (annotated or written to disk), never a JSON object. */
function isUploadedPart(value: object): boolean {
  const part = value as { filename?: unknown; headers?: unknown; path?: unknown; payload?: unknown };
  return typeof part.filename === 'string' && typeof part.headers === 'object' && part.headers !== null
    && (typeof part.path === 'string' || Buffer.isBuffer(part.payload) || typeof part.payload === 'string');
}

/**
 * Whether a value from outside holds a NUL anywhere: PostgreSQL text cannot
 * store one, so it would reach the database and fail there as a 500.
 */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  // Streams and uploaded files (multipart parts with a filename) carry a file's
  // content, not form text; their readers check them.
  if (typeof (value as { pipe?: unknown }).pipe === 'function' || isUploadedPart(value)) return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

/**
 * Every text from outside (path, query, JSON or form fields) is refused with a
 * 400 when it holds a NUL, before any route validates or stores it.
 */
export const textGuardExtension: Plugin<void> = {
  name: 'plotwise-text-guard',
  register(server) {
    server.ext('onPostAuth', (request, h) => {
      if (containsNul(request.params) || containsNul(request.query) || containsNul(request.payload)) {
        throw Boom.badRequest(NUL_REFUSED);
      }
      return h.continue;
    });
  },
};
