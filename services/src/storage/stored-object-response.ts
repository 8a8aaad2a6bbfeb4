import { Readable } from 'node:stream';
import Ammo from '@hapi/ammo';
import Boom from '@hapi/boom';
import type { ResponseObject, ResponseToolkit } from '@hapi/hapi';
import { StoredObjectMissingError, fileStorage, type ByteRange, type FileStorage, type StoredObjectInfo } from './file-storage';

/** What a response is made from: the method and the conditional and range headers. */
type RequestHeads = { method: string; headers: Record<string, unknown> };

const headerOf = (request: RequestHeads, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

export interface StoredObject extends StoredObjectInfo {
  key: string;
  /** The entity tag (unquoted): stored objects never change, so their key is enough. */
  etag: string;
}

/** Whether the client's copy is current (If-None-Match, else If-Modified-Since), as hapi decides a 304. */
export function isNotModified(request: RequestHeads, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = headerOf(request, 'if-none-match');
  if (ifNoneMatch) {
    // A weak tag, or one hapi gave a compressed copy (`"id-gzip"`), names the same bytes.
    return ifNoneMatch.split(/\s*,\s*/).some((tag) => tag.replace(/^W\//, '').replace(/-(?:gzip|deflate|br)"$/, '"') === `"${etag}"`);
  }
  const since = Date.parse(headerOf(request, 'if-modified-since') ?? '');
  return Number.isFinite(since) && since >= Math.floor(lastModified.getTime() / 1000) * 1000;
}

/** The one range asked for, null for the whole object; a 416 for a range outside it. Several ranges get the whole object, as hapi does. */
function requestedRange(request: RequestHeads, etag: string, byteSize: number): ByteRange | null {
  const range = headerOf(request, 'range');
  const ifRange = headerOf(request, 'if-range');
  if (!range || (ifRange && ifRange !== `"${etag}"`)) return null;
  const ranges = Ammo.header(range, byteSize);
  if (!ranges) {
    const error = Boom.rangeNotSatisfiable();
    error.output.headers['content-range'] = `bytes */${byteSize}`;
    throw error;
  }
  return ranges.length === 1 ? { start: ranges[0]!.from, end: ranges[0]!.to } : null;
}

/** A stream that asks the storage for the bytes only if hapi reads it: never for HEAD or a 304. */
function readWhenSent(storage: FileStorage, key: string): Readable {
  return Readable.from(
    (async function* () {
      yield* await storage.read(key);
    })(),
    { objectMode: false },
  );
}

/**
 * A stored object as an HTTP response: streamed, with ETag, Last-Modified,
 * Range (206) and HEAD, never read whole. From a folder, inert serves the file
 * (as it always has). From a bucket the answer is made from what the database
 * or a HeadObject said: HEAD and 304 without fetching the body, one range
 * passed on to GetObject, the body piped through as S3 sends it.
 */
export async function storedObjectResponse(request: RequestHeads, h: Pick<ResponseToolkit, 'file' | 'response'>, object: StoredObject): Promise<ResponseObject> {
  const storage = fileStorage();
  const localFile = storage.localPath(object.key);
  if (localFile) return h.file(localFile, { confine: false, etagMethod: false, lookupCompressed: false }).etag(object.etag);

  const headersOnly = request.method === 'head' || isNotModified(request, object.etag, object.lastModified);
  const range = headersOnly || request.method !== 'get' ? null : requestedRange(request, object.etag, object.byteSize);
  let body: Readable;
  if (headersOnly) body = readWhenSent(storage, object.key);
  else {
    try {
      // Asked before answering, so a missing object is a 404, not a response cut short.
      // Wrapped: the bucket's own status and headers (on the body, an HTTP response) stay out of ours.
      body = Readable.from(await storage.read(object.key, range ?? undefined), { objectMode: false });
    } catch (error) {
      if (error instanceof StoredObjectMissingError) throw Boom.notFound('File not found');
      throw error;
    }
  }
  const response = h
    .response(body)
    .etag(object.etag)
    .header('last-modified', object.lastModified.toUTCString())
    .header('accept-ranges', 'bytes');
  if (!range) return response.bytes(object.byteSize);
  return response
    .code(206)
    .bytes(range.end - range.start + 1)
    .header('content-range', `bytes ${range.start}-${range.end}/${object.byteSize}`);
}
