import type { Request, ResponseObject, ResponseToolkit } from '@hapi/hapi';
import type { RenderedPage } from './kept-pages';
import { ENCODERS } from './page-bytes';

/**
 * Anonymous HTML may be kept by shared caches for a short while and served
 * stale while they fetch it again; nothing in it depends on a cookie.
 */
export const SERVER_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60';

/** The HTML reply; while a canary runs a page depends on the visitor's bucket cookie, so no shared cache may keep it. */
function htmlReply(h: Pick<ResponseToolkit, 'response'>, status: number, body: string | Buffer, hasCanary: boolean): ResponseObject {
  return h
    .response(body)
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', hasCanary ? 'private, no-cache' : status === 200 ? SERVER_PAGE_CACHE_CONTROL : 'public, max-age=0, s-maxage=10');
}

/**
 * A page in the encoding the visitor prefers, compressed on its first such
 * visit: a fresh page's first visitor compresses it for the visitors it is
 * kept for, instead of hapi compressing it on the way out and the kept
 * copy being compressed again for the next one. `grew` hears of each copy made.
 */
export async function replyWithPage(
  request: Pick<Request, 'info'>,
  h: Pick<ResponseToolkit, 'response'>,
  page: RenderedPage,
  { hasCanary, grew }: { hasCanary: boolean; grew: (bytes: number) => void },
): Promise<ResponseObject> {
  const encoding = request.info.acceptEncoding;
  if (encoding !== 'br' && encoding !== 'gzip') return htmlReply(h, page.status, page.html, hasCanary);
  let encoded = page.encoded.get(encoding);
  if (!encoded) {
    encoded = ENCODERS[encoding](page.html, page.kept);
    encoded.then((body) => grew(body.length), () => undefined);
    page.encoded.set(encoding, encoded);
  }
  const body = await encoded.catch(() => null);
  if (!body) {
    page.encoded.delete(encoding);
    return htmlReply(h, page.status, page.html, hasCanary);
  }
  // Hapi leaves Vary out for a body it did not compress itself.
  return htmlReply(h, page.status, body, hasCanary).compressed(encoding).vary('accept-encoding');
}
