import Boom from '@hapi/boom';
import type { Plugin } from '@hapi/hapi';

export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * A reply that depends on who is signed in must never be stored by a shared
 * cache, nor kept by the browser for the next person at the same computer:
 * every reply to a request that carried a valid session says
 * `private, no-store`. Hashed files served only to some sessions (the admin
 * remote) stay cacheable by that browser alone: their `public` becomes `private`.
 */
export const privateRepliesExtension: Plugin<void> = {
  name: 'plotwise-private-replies',
  register(server) {
    server.ext('onPreResponse', (request, h) => {
      if (!request.auth.isAuthenticated) return h.continue;
      const { response } = request;
      if (Boom.isBoom(response)) {
        response.output.headers['cache-control'] = PRIVATE_NO_STORE;
        return h.continue;
      }
      const current = String(response.headers['cache-control'] ?? '');
      const immutable = /\bpublic\b/.test(current) && /\bimmutable\b/.test(current);
      response.header('cache-control', immutable ? current.replace(/\bpublic\b/, 'private') : PRIVATE_NO_STORE);
      return h.continue;
    });
  },
};
