import { SEARCH_SUGGESTIONS_PATH, searchSuggestionsQuerySchema } from '@plotwise/contracts';
import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { suggestPlaces } from '../suggestion-service';

export const searchSuggestionsRoute = defineRoute(`GET ${SEARCH_SUGGESTIONS_PATH}`, PUBLIC_ACCESS, {
  description: 'Cities and localities of the public catalogue matching what is typed in a search box, with their project counts.',
  query: searchSuggestionsQuerySchema,
  handler: async (request, h) => {
    const suggestions = await suggestPlaces(request.query.q, request.server.app.knex);
    // The same for everybody, and places change slowly: a minute in any cache is fine.
    return h.response({ suggestions }).header('cache-control', 'public, max-age=60');
  },
});
