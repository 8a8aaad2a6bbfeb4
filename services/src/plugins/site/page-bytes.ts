import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { ServerRenderResult } from '@plotwise/contracts';
import { REPLY_BROTLI_QUALITY } from '../../extensions/reply-compression';

export type KeptEncoding = 'br' | 'gzip';

const brotliCompress = promisify(zlib.brotliCompress);
const gzipCompress = promisify(zlib.gzip);

/**
 * A kept page is compressed once, not on every visit (each browser asks for
 * br or gzip, and on the fly that was most of a kept page's cost), on the
 * thread pool. Brotli 5 makes a page smaller than the per-request level 4
 * at little cost; higher levels cost far more. A page that is not kept goes
 * only to the visitors who asked while it rendered, so it gets the cheaper
 * level 4 (figures in docs/decisions.md).
 */
export const ENCODERS: Record<KeptEncoding, (html: string, kept: boolean) => Promise<Buffer>> = {
  br: (html, kept) =>
    brotliCompress(html, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: kept ? 5 : REPLY_BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html) },
    }),
  gzip: (html) => gzipCompress(html, { level: 6 }),
};

/**
 * The whole page: the frame around what React writes. The render is
 * complete when it is piped (every screen has its data), so React writes it
 * at once, in chunks of a few KB; the page is sent as one piece, so it is
 * compressed in one go, not chunk by chunk on the thread pool (which cost
 * more CPU).
 */
export async function pageHtml(result: ServerRenderResult, frame: { before: string; after: string }): Promise<string> {
  const body = new PassThrough();
  result.pipe(body);
  return `${frame.before}${await text(body)}${frame.after}`;
}
