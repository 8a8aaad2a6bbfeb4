import { idParamsSchema, type SavedSearchList } from '@plotwise/contracts';
import { requireUser } from '../../auth/current-user';
import { KEEPS_PUBLIC_PAGES, SIGNED_IN_ACCESS, defineRoute, noContent } from '../../define-route';
import { deleteSavedSearch, listSavedSearches } from '../saved-search-service';

export const listSavedSearchesRoute = defineRoute('GET /api/saved-searches', SIGNED_IN_ACCESS, {
  description: "The signed-in account's saved searches, newest first: {items: [{id, filters, label, frequency, createdAt}]}. Never another account's.",
  handler: async (request): Promise<SavedSearchList> => ({ items: await listSavedSearches(requireUser(request).id) }),
});

export const deleteSavedSearchRoute = defineRoute('DELETE /api/saved-searches/{id}', SIGNED_IN_ACCESS, {
  app: KEEPS_PUBLIC_PAGES,
  description: "Deletes one of the account's saved searches (204); another account's, or a missing one, is 404.",
  params: idParamsSchema,
  handler: (request, h) => noContent(h, deleteSavedSearch(requireUser(request).id, request.params.id)),
});
