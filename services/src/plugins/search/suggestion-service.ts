import type { Knex } from 'knex';
import { SEARCH_SUGGESTIONS_LIMIT, type SearchSuggestion } from '@plotwise/contracts';
import { catalogueIndex, editsFrom, wordsOf, type CataloguePlace } from '../../db/catalogue-index';
import { inCatalogueNames } from './query-understanding';

/**
 * How well the typed words name a place, or null when one of them names no
 * word of it. A locality answers to its city's words beside its own
 * ("whitefield ban"), or to its city's name typed in full ("pune" offers
 * Pune's localities, "pu" only the city); a city answers to its state's. Exact starts count more than corrected spellings, and
 * the start of the place's own name most.
 */
function matchScore(typed: readonly string[], place: CataloguePlace): number | null {
  const known = [...place.words, ...(place.kind === 'locality' ? place.cityWords : place.stateWords)];
  let score = 0;
  let namesItself = false;
  for (const [position, word] of typed.entries()) {
    let best: number | null = null;
    for (const [index, candidate] of known.entries()) {
      const edits = editsFrom(word, candidate);
      if (edits === null) continue;
      const ownName = index < place.words.length;
      const value = (edits === 0 ? 4 : 2 - edits * 0.5) + (ownName ? 1 : 0) + (ownName && index === 0 && position === 0 ? 2 : 0);
      if (ownName || candidate === word) namesItself = true;
      if (best === null || value > best) best = value;
    }
    if (best === null) return null;
    score += best;
  }
  return place.kind === 'locality' && !namesItself ? null : score;
}

/**
 * `GET /api/search/suggestions`: the cities and localities of the public
 * catalogue that what is being typed names, best first, then those with more
 * projects. Answered from the in-memory catalogue index.
 */
export async function suggestPlaces(text: string, knex: Knex): Promise<SearchSuggestion[]> {
  if (wordsOf(text).length === 0) return [];
  const index = await catalogueIndex(knex);
  const typed = wordsOf(inCatalogueNames(text, index)).slice(0, 4);
  const scored: { place: CataloguePlace; score: number }[] = [];
  for (const place of index.places) {
    const score = matchScore(typed, place);
    if (score !== null) scored.push({ place, score });
  }
  return scored
    .sort((a, b) => b.score - a.score || b.place.projectCount - a.place.projectCount || a.place.name.localeCompare(b.place.name))
    .slice(0, SEARCH_SUGGESTIONS_LIMIT)
    .map(({ place }) => ({ kind: place.kind, name: place.name, city: place.city, state: place.state, projectCount: place.projectCount }));
}
