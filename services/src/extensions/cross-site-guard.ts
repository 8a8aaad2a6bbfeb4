import Boom from '@hapi/boom';
import type { Plugin } from '@hapi/hapi';

const UNSAFE_METHODS = new Set(['post', 'put', 'patch', 'delete']);

/**
 * The session cookie is SameSite=Lax; this is the second lock (ARCHITECTURE.md
 * section 4). A write to the API is refused when the browser says it comes from
 * another site: a `Sec-Fetch-Site: cross-site` header, or an `Origin` that is not
 * this server's own host. Requests without either header (curl, server-to-server)
 * carry no browser cookie risk and pass.
 */
export function isCrossSiteWrite(method: string, path: string, headers: Record<string, string | undefined>, host: string): boolean {
  if (!UNSAFE_METHODS.has(method) || !(path === '/api' || path.startsWith('/api/'))) return false;
  if (headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = headers.origin;
  if (origin === undefined) return false;
  return originHost(origin) !== host.toLowerCase();
}

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    // 'null' (sandboxed frames, file: pages) and garbage never match.
    return null;
  }
}

export const crossSiteGuardExtension: Plugin<void> = {
  name: 'plotwise-cross-site-guard',
  register(server) {
    server.ext('onRequest', (request, h) => {
      const headers = request.headers as Record<string, string | undefined>;
      if (isCrossSiteWrite(request.method, request.path, headers, request.info.host)) {
        throw Boom.forbidden('Cross-site request refused');
      }
      return h.continue;
    });
  },
};
