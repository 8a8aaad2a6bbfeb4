import Boom from '@hapi/boom';
import type { Plugin, Request } from '@hapi/hapi';

interface RouteAccess {
  scope?: { selection?: string[]; required?: string[]; forbidden?: string[] } | false;
}

function hasBody(request: Request): boolean {
  const length = Number(request.headers['content-length'] ?? 0);
  return length > 0 || request.headers['transfer-encoding'] !== undefined;
}

function scopeAllows(access: RouteAccess, scopes: string[]): boolean {
  const scope = access.scope;
  if (!scope) return true;
  if (scope.required?.some((item) => !scopes.includes(item))) return false;
  if (scope.forbidden?.some((item) => scopes.includes(item))) return false;
  return !scope.selection?.length || scope.selection.some((item) => scopes.includes(item));
}

/**
 * hapi reads and parses a request's body before it checks the route's scopes,
 * so a signed-in user's 4 MB upload to an admin-only route was parsed before
 * its 403. For routes with scopes, a request with a body is authenticated
 * first and refused at once when its session's scopes cannot pass; anything
 * else (no session, a bad token) goes on to the ordinary 401.
 */
export const earlyAccessExtension: Plugin<void> = {
  name: 'plotwise-early-access',
  register(server) {
    server.ext('onPreAuth', async (request, h) => {
      const auth = request.route.settings.auth;
      const access = (auth && (auth as { access?: RouteAccess[] }).access) || undefined;
      if (!access?.length || !hasBody(request)) return h.continue;
      let scopes: string[];
      try {
        const { credentials } = await request.server.auth.test('session', request);
        scopes = ([] as string[]).concat((credentials.scope as string[] | undefined) ?? []);
      } catch {
        return h.continue;
      }
      if (!access.some((item) => scopeAllows(item, scopes))) throw Boom.forbidden('Insufficient scope');
      return h.continue;
    });
  },
};
