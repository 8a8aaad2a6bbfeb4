import type { Knex } from 'knex';
import { cityNameKeys, savedSearchFiltersSchema, type SavedSearchFiltersInput } from '@plotwise/contracts';
import { containsPattern, searchWords } from '../../db/search-pattern';
import { fieldsOrNull } from '../projects/present-project';
import { readListingQuery } from '../projects/project-service';

/**
 * What a saved search matches on, read once when it is saved exactly as the
 * listings read its query (plugins/projects readListingQuery): the words of
 * the search and place boxes become a city, a type, a budget…, the rest a
 * full-text query. An approval then matches every search in one statement
 * (saved-search-matches.ts) over these columns.
 */
export async function matchColumnsOf(raw: SavedSearchFiltersInput, trx?: Knex.Transaction) {
  const query = savedSearchFiltersSchema.parse(raw);
  const { reading, filters, textQuery } = await readListingQuery(query, trx);
  const typedCity = filters.city ? cityNameKeys(filters.city) : null;
  const readCity = reading?.cityKeys ?? null;
  // Both must hold, as the listing applies both: the names common to the two (none: it matches nothing).
  const cityKeys = typedCity && readCity ? typedCity.filter((key) => readCity.includes(key)) : (typedCity ?? readCity);
  const placeWords = [...searchWords(filters.location), ...(reading?.localityWords ?? [])];
  return {
    textQuery,
    placePatterns: placeWords.length > 0 ? placeWords.map(containsPattern) : null,
    cityKeys,
    ...fieldsOrNull(filters, ['projectType', 'status', 'minPrice', 'maxPrice', 'minArea', 'maxArea', 'featured']),
    bboxWest: filters.bbox?.west ?? null,
    bboxSouth: filters.bbox?.south ?? null,
    bboxEast: filters.bbox?.east ?? null,
    bboxNorth: filters.bbox?.north ?? null,
  };
}
