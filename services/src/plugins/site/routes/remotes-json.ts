import type { RemotesConfig } from '@plotwise/contracts';
import { defineRoute } from '../../define-route';
import { NO_CACHE } from '../cache-policy';

export const remotesJsonRoute = defineRoute({
  method: 'GET',
  path: '/remotes.json',
  options: {
    auth: false,
    description: 'Which remotes make up the site, where their manifests are and which routes they own.',
    handler: (request, h) => {
      const body: RemotesConfig = request.server.app.config.remotes;
      return h.response(body).header('cache-control', NO_CACHE);
    },
  },
});
