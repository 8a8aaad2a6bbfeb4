import zlib from 'node:zlib';
import Boom from '@hapi/boom';
import type { Plugin, Request, ResponseObject, ResponseToolkit } from '@hapi/hapi';

/**
 * Brotli quality for replies compressed as they are sent: level 4 compresses
 * a listing's JSON to within a few percent of level 11 at a small fraction of
 * the time (built files are precompressed at the best level instead).
 */
export const REPLY_BROTLI_QUALITY = 4;

/**
 * Replies up to this size are compressed in one call on the event loop (quick
 * at this size); larger ones are left to hapi's
 * streaming compressors, which work on the thread pool.
 */
export const SYNC_COMPRESSION_MAX_BYTES = 64 * 1024;

type Encoding = 'br' | 'gzip' | 'deflate';

const COMPRESS: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) =>
    zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: REPLY_BROTLI_QUALITY,
        // A window as large as the largest reply compressed here, not the default 4 MB: less time per reply.
        [zlib.constants.BROTLI_PARAM_LGWIN]: 16,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => zlib.gzipSync(body),
  deflate: (body) => zlib.deflateSync(body),
};

const isEncoding = (value: string): value is Encoding => Object.hasOwn(COMPRESS, value);

/**
 * The reply's body as hapi would send it, or null when hapi must make it
 * itself (a stream, a file, a buffer, or JSON with route formatting options).
 */
function plainBody(request: Request, response: ResponseObject): string | null {
  const { source } = response;
  if (response.variety !== 'plain' || source === null || source === undefined) return null;
  if (typeof source === 'string') return source;
  const json = request.route.settings.json ?? {};
  if (response.settings.stringify || json.space || json.replacer || json.suffix || json.escape) return null;
  return JSON.stringify(source);
}

/**
 * Compresses the API's replies (and other small text replies) in one
 * synchronous call instead of hapi's zlib stream per reply. A stream hands
 * every reply to the thread pool and back, which costs more CPU than
 * compressing a small reply does (see docs/decisions.md). What
 * hapi would not compress (a small reply, an encoding the client did not ask
 * for, an error, a HEAD) is left to it, as is anything large or sent as a
 * stream; a reply compressed already (a server-rendered page, whose bytes
 * are kept with it) goes out as it is.
 */
export const replyCompressionExtension: Plugin<void> = {
  name: 'plotwise-reply-compression',
  register(server) {
    const settings = server.settings.compression;
    if (settings === false) return;
    // hapi's own threshold: a smaller reply is sent as it is.
    const minBytes = (settings === true ? undefined : settings?.minBytes) ?? 1024;
    server.ext('onPreResponse', (request: Request, h: ResponseToolkit) => {
      const { response } = request;
      const encoding = request.info.acceptEncoding;
      if (Boom.isBoom(response) || request.method === 'head' || !isEncoding(encoding)) return h.continue;
      if (response.headers['content-encoding'] || [204, 206, 304].includes(response.statusCode)) return h.continue;
      const contentType = response.contentType;
      if (!contentType || !server.mime.type(contentType).compressible) return h.continue;
      const text = plainBody(request, response);
      if (text === null) return h.continue;
      const bytes = Buffer.byteLength(text);
      const compress = bytes >= minBytes && bytes <= SYNC_COMPRESSION_MAX_BYTES;
      if (!compress && typeof response.source === 'string') return h.continue;

      // JSON serialised here goes on as text, so hapi does not serialise it again.
      const reply = h.response(compress ? COMPRESS[encoding](Buffer.from(text)) : text).code(response.statusCode);
      for (const [name, value] of Object.entries(response.headers)) {
        for (const item of [value].flat()) reply.header(name, String(item), { append: name === 'set-cookie' });
      }
      reply.type(contentType);
      // Hapi adds Vary itself only to a reply it compressed.
      return compress ? reply.compressed(encoding).vary('accept-encoding') : reply;
    });
  },
};
