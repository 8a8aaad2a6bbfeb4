import { SEARCH_SUGGESTIONS_PATH, searchSuggestionsQuerySchema, type SearchSuggestionsQuery } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { suggestPlaces } from '../suggestion-service';

export const searchSuggestionsRoute = defineRoute<{ Query: SearchSuggestionsQuery }>({
  method: 'GET',
  path: SEARCH_SUGGESTIONS_PATH,
  options: {
    auth: PUBLIC_ACCESS,
    validate: { query: zodValidator(searchSuggestionsQuerySchema) },
    description: 'Cities and localities of the public catalogue matching what is typed in a search box, with their project counts.',
    handler: async (request, h) => {
      const suggestions = await suggestPlaces(request.query.q, request.server.app.knex);
      // The same for everybody, and places change slowly: a minute in any cache is fine.
      return h.response({ suggestions }).header('cache-control', 'public, max-age=60');
    },
  },
});
