import crypto from 'node:crypto';
import Boom from '@hapi/boom';
import type { Request, RouteOptionsAccess, Server } from '@hapi/hapi';
import type { User } from '../../db/models';

/** The deploy credential: `Authorization: Bearer <DEPLOY_TOKEN>`, the same value the API was started with. */
export const DEPLOY_STRATEGY = 'deploy-token';

/** Release routes: the deploy credential, or a signed-in admin (an admin screen may publish and promote). */
export const DEPLOY_OR_ADMIN_ACCESS: RouteOptionsAccess = {
  strategies: [DEPLOY_STRATEGY, 'session'],
  mode: 'required',
  access: { scope: ['deploy', 'admin'] },
};

const sameSecret = (given: string, expected: string) => {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
};

export function registerDeployAuth(server: Server, deployToken: string | null): void {
  server.auth.scheme(DEPLOY_STRATEGY, () => ({
    authenticate(request, h) {
      const header = String(request.headers.authorization ?? '');
      // No bearer token: not this strategy's request, so the session is tried next.
      if (!/^Bearer\s/i.test(header)) throw Boom.unauthorized(null, 'Bearer');
      // No challenge on these: the site's own wording of sign-in failures is for sessions, and a deployer needs the reason.
      if (!deployToken) throw Boom.unauthorized('This server takes no deploy token (DEPLOY_TOKEN is not set).');
      if (!sameSecret(header.replace(/^Bearer\s+/i, ''), deployToken)) throw Boom.unauthorized('The deploy token is not the one this server was started with.');
      return h.authenticated({ credentials: { scope: ['deploy'] } });
    },
  }));
  server.auth.strategy(DEPLOY_STRATEGY, DEPLOY_STRATEGY);
}

/** Who did it, for the releases' log: the admin's username, or the deployer the command names. */
export function actorOf(request: Pick<Request, 'auth'>, by: string | undefined): string {
  const user = request.auth.credentials.user as User | undefined;
  if (user) return `admin:${user.username}`;
  return by ? `deploy:${by}` : 'deploy';
}
