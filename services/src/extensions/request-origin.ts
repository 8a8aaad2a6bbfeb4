import type { Request } from '@hapi/hapi';

type OriginRequest = Pick<Request, 'server' | 'headers'> & { info: Pick<Request['info'], 'host'> };

/**
 * Whether the visitor reached the site over https: the server's own TLS, or a
 * proxy that says so in X-Forwarded-Proto, believed only with TRUST_PROXY (a
 * client could otherwise claim it). The one rule for the Secure cookie flag,
 * HSTS and the origin a browser's writes must come from.
 */
export function isHttpsRequest(request: Pick<Request, 'server' | 'headers'>): boolean {
  if (request.server.info.protocol === 'https') return true;
  if (!request.server.app.config.trustProxy) return false;
  const forwarded = request.headers['x-forwarded-proto'];
  return typeof forwarded === 'string' && forwarded.split(',')[0]?.trim().toLowerCase() === 'https';
}

/** The origin (scheme and host) this request was addressed to, e.g. `https://plotwise.in`. */
export function requestOrigin(request: OriginRequest): string {
  return `${isHttpsRequest(request) ? 'https' : 'http'}://${request.info.host.toLowerCase()}`;
}
