import type { RemotesConfig } from '@plotwise/contracts';
import { defineRoute } from '../../define-route';
import { variantFor } from '../../releases/visitor-bucket';
import { NO_CACHE } from '../cache-policy';

export const remotesJsonRoute = defineRoute('GET /remotes.json', false, {
  description: 'Which remotes make up the site, where their manifests are and which routes they own.',
  query: false,
  handler: (request, h) => {
    const body: RemotesConfig = variantFor(request).remotes;
    return h.response(body).header('cache-control', NO_CACHE);
  },
});
