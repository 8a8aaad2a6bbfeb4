import type { Request } from '@hapi/hapi';

/**
 * The address a request came from, for rate limiting. Behind a reverse proxy
 * every request comes from the proxy, so with TRUST_PROXY the left-most
 * X-Forwarded-For entry (the client, as the first proxy saw it) is used.
 * Without it the header is ignored: a client could otherwise pick its own key.
 */
export function clientAddress(request: Pick<Request, 'info' | 'headers'>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = request.headers['x-forwarded-for'];
    const first = typeof forwarded === 'string' ? forwarded.split(',')[0]?.trim() : undefined;
    if (first) return first;
  }
  return request.info.remoteAddress;
}
