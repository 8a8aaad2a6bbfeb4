import type { Plugin } from '@hapi/hapi';
import { searchSuggestionsRoute } from './routes/suggestions';

/** Search helpers for the search boxes: place suggestions while typing. The listing search itself is GET /api/projects. */
export const searchPlugin: Plugin<void> = {
  name: 'plotwise-search',
  dependencies: ['plotwise-auth'],
  register(server) {
    server.route([searchSuggestionsRoute]);
  },
};
