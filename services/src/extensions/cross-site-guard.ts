import Boom from '@hapi/boom';
import type { Plugin } from '@hapi/hapi';
import { SESSION_COOKIE } from '../plugins/auth/session-cookie';
import { requestOrigin } from './request-origin';

const UNSAFE_METHODS = new Set(['post', 'put', 'patch', 'delete']);
/** What a browser says of a request its own page made (`none`: the person typed or bookmarked it). */
const SAME_ORIGIN_FETCH = new Set(['same-origin', 'none']);

export interface WriteRequest {
  method: string;
  path: string;
  headers: Record<string, string | undefined>;
  /** This server's origin as the request addressed it (scheme and host), see requestOrigin. */
  origin: string;
}

export const CROSS_SITE_REFUSED = 'Cross-site request refused';

/**
 * The session cookie is SameSite=Lax; this is the second lock. A write to the
 * API is refused when the browser says it comes from elsewhere: a
 * `Sec-Fetch-Site` other than same-origin, or an `Origin` whose scheme and host
 * are not this server's. A write that carries the session cookie but neither
 * header is refused too: every browser that sends cookies sends one of them,
 * so only a forged or replayed request lacks both. Clients without the cookie
 * and without the headers (curl, server-to-server) carry no browser risk and pass.
 */
export function isCrossSiteWrite({ method, path, headers, origin }: WriteRequest): boolean {
  if (!UNSAFE_METHODS.has(method) || !(path === '/api' || path.startsWith('/api/'))) return false;
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite !== undefined && !SAME_ORIGIN_FETCH.has(fetchSite)) return true;
  const claimed = headers.origin;
  if (claimed !== undefined) return normalisedOrigin(claimed) !== origin;
  return fetchSite === undefined && carriesSession(headers.cookie);
}

/**
 * Whether a request says it comes from a page of this site: its `Origin` names
 * this server. Stricter than the guard above, which lets a write without the
 * header pass: a url-encoded form post is what any other site's page can send.
 */
export function comesFromOwnPage(headers: Record<string, string | undefined>, origin: string): boolean {
  return headers.origin !== undefined && normalisedOrigin(headers.origin) === origin;
}

function normalisedOrigin(origin: string): string | null {
  try {
    const url = new URL(origin);
    return `${url.protocol.replace(/:$/, '')}://${url.host}`.toLowerCase();
  } catch {
    // 'null' (sandboxed frames, file: pages) and garbage never match.
    return null;
  }
}

function carriesSession(cookie: string | undefined): boolean {
  return cookie !== undefined && cookie.split(';').some((pair) => pair.trim().startsWith(`${SESSION_COOKIE}=`));
}

export const crossSiteGuardExtension: Plugin<void> = {
  name: 'plotwise-cross-site-guard',
  register(server) {
    server.ext('onRequest', (request, h) => {
      const headers = request.headers as Record<string, string | undefined>;
      if (isCrossSiteWrite({ method: request.method, path: request.path, headers, origin: requestOrigin(request) })) {
        throw Boom.forbidden(CROSS_SITE_REFUSED);
      }
      return h.continue;
    });
  },
};
