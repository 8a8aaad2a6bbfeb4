import { z } from 'zod';
import { singleParam } from '../common/query-params';
import { SEARCH_SUGGESTIONS_QUERY_MAX } from './constants';

/** `GET /api/search/suggestions`: the places a search box offers as a visitor types. */

export const searchSuggestionsQuerySchema = z.strictObject({
  q: singleParam(
    'q',
    z
      .string({ error: 'q is required' })
      .trim()
      .min(1, 'q is required')
      .max(SEARCH_SUGGESTIONS_QUERY_MAX, `q must be at most ${SEARCH_SUGGESTIONS_QUERY_MAX} characters`),
  ),
});

/** A city or a locality (a project's `location` within its city) with its count of public projects. */
export const searchSuggestionSchema = z.object({
  kind: z.enum(['city', 'locality']),
  /** The locality's name, or the city's. */
  name: z.string(),
  city: z.string(),
  state: z.string(),
  projectCount: z.number().int(),
});
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

export const searchSuggestionsResponseSchema = z.object({
  suggestions: z.array(searchSuggestionSchema),
});
export type SearchSuggestionsResponse = z.infer<typeof searchSuggestionsResponseSchema>;
