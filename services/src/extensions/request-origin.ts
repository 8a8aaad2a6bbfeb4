import type { Request } from '@hapi/hapi';

type OriginRequest = Pick<Request, 'server' | 'headers'> & { info: Pick<Request['info'], 'host'> };

/**
 * A Host header that names a host and nothing else: letters, digits, dots and
 * hyphens (or a bracketed IPv6 address) and a port. Anything more (`\`, `@`,
 * `/`) is not a host, and some clients read it as another site's address.
 */
const HOST_HEADER = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/** Host names that can only be this machine. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether the visitor reached the site over https: the server's own TLS, or a
 * proxy that says so in X-Forwarded-Proto, believed only with TRUST_PROXY (a
 * client could otherwise claim it). The one rule for the Secure cookie flag,
 * HSTS and the origin a browser's writes must come from.
 */
export function isHttpsRequest(request: Pick<Request, 'server' | 'headers'>): boolean {
  if (request.server.info.protocol === 'https') return true;
  if (!request.server.app.shared.trustProxy) return false;
  const forwarded = request.headers['x-forwarded-proto'];
  return typeof forwarded === 'string' && forwarded.split(',')[0]?.trim().toLowerCase() === 'https';
}

/** The origin (scheme and host) this request was addressed to, e.g. `https://plotwise.in`, as the client wrote it. */
export function requestOrigin(request: OriginRequest): string {
  return `${isHttpsRequest(request) ? 'https' : 'http'}://${request.info.host.toLowerCase()}`;
}

/** The request's origin when its Host header is a host name and port; null for anything else. */
export function checkedRequestOrigin(request: OriginRequest): string | null {
  const host = request.info.host.toLowerCase();
  return host.length <= 261 && HOST_HEADER.test(host) ? requestOrigin(request) : null;
}

/**
 * The site's own origin for the addresses it writes (canonical URLs, the
 * sitemap, emailed links): PUBLIC_URL, else the request's when its Host is a
 * host name; null when it is not (the caller refuses, or leaves the link out).
 */
export function siteOrigin(request: OriginRequest): string | null {
  return request.server.app.shared.publicUrl ?? checkedRequestOrigin(request);
}

/** Whether an origin can only be this machine: a link to it cannot lead a stranger's victim elsewhere. */
export function isLoopbackOrigin(origin: string): boolean {
  return LOOPBACK_HOSTS.has(new URL(origin).hostname);
}
