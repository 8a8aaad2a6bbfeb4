import { CITY_ALIASES, cityNameKeys, type UnderstoodQuery } from '@plotwise/contracts';
import { correctionsFor, editsFrom, wordsOf, type CatalogueIndex, type CataloguePlace } from '../../db/catalogue-index';
import { MAX_SEARCH_WORDS } from '../../db/search-pattern';
import { FILLER_WORDS, readPhrases, type PhraseFilters } from './query-phrases';

/**
 * A search as the listings read it: the filters its words name and the words
 * left to search as text. Every search box (the listings' Search and Location
 * boxes, the home page's, a city page's link) goes through here, so the same
 * words find the same projects whichever box they were typed in.
 */
export interface QueryReading extends PhraseFilters {
  /** Every lower-cased name of the city named (its aliases too). */
  cityKeys?: string[];
  /** The locality's words, each matched anywhere in a project's place. */
  localityWords?: string[];
  /** Words to search as text, with their catalogue corrections. */
  textWords: string[];
  understood: UnderstoodQuery;
  didYouMean?: string;
}

/** Place names (cities under every name, and localities) longest first, as word lists. */
interface PlaceName {
  words: string[];
  place: CataloguePlace | null;
  /** The city's name as the site spells it, for an alias with no projects. */
  alias?: string;
}

/** Built once per catalogue index. */
const namesOfIndex = new WeakMap<CatalogueIndex, PlaceName[]>();

function placeNames(index: CatalogueIndex): PlaceName[] {
  const kept = namesOfIndex.get(index);
  if (kept) return kept;
  const names: PlaceName[] = index.places.map((place) => ({ words: place.words, place }));
  for (const group of CITY_ALIASES) {
    const inCatalogue = index.places.find((place) => place.kind === 'city' && group.some((alias) => alias.toLowerCase() === place.name.toLowerCase()));
    for (const alias of group) names.push({ words: wordsOf(alias), place: inCatalogue ?? null, alias: inCatalogue?.name ?? group[0]! });
  }
  names.sort((a, b) => b.words.length - a.words.length);
  namesOfIndex.set(index, names);
  return names;
}

/** Every word a place is known by, for correcting a misspelt one. */
const aliasWords = CITY_ALIASES.flatMap((group) => group.flatMap(wordsOf));

/**
 * The catalogue word a misspelt word meant, or null: none when it is a word
 * (or starts one) of the catalogue, a place's other name or a filler word.
 */
function correctionOf(word: string, index: CatalogueIndex): string | null {
  if (FILLER_WORDS.has(word) || /\d/.test(word) || aliasWords.includes(word)) return null;
  if (index.words.some((known) => known.startsWith(word))) return null;
  let best: { known: string; edits: number } | null = null;
  for (const known of aliasWords) {
    const edits = editsFrom(word, known);
    if (edits !== null && known.length >= word.length - 1 && (!best || edits < best.edits)) best = { known, edits };
  }
  const [catalogue] = correctionsFor(word, index);
  if (catalogue !== undefined && (!best || (editsFrom(word, catalogue) ?? 9) <= best.edits)) return catalogue;
  return best?.known ?? null;
}

/** The place named by `words` from `start`: the longest name matched word for word (a locality by its first words, as "hinjewadi" for "Hinjewadi Phase 3"). */
function placeAt(words: readonly string[], start: number, names: readonly PlaceName[]): { name: PlaceName; length: number } | null {
  for (const name of names) {
    const isLocality = name.place?.kind === 'locality';
    for (let length = Math.min(name.words.length, words.length - start); length >= 1; length -= 1) {
      if (length < name.words.length && (!isLocality || name.words[0]!.length < 4)) break;
      if (name.words.slice(0, length).every((word, offset) => words[start + offset] === word)) return { name, length };
    }
  }
  return null;
}

/**
 * Reads a search box's text and a place box's text as one search: budgets,
 * areas, types and statuses into filters; a city (under any of its names) or
 * a locality of the catalogue into a place filter; filler words dropped; a
 * misspelt word read as the catalogue word it is nearest to (and said, as
 * `didYouMean`). What is left is searched as text.
 */
export function readQuery(search: string | undefined, location: string | undefined, index: CatalogueIndex): QueryReading {
  const typed = [search, location].filter((text): text is string => Boolean(text?.trim())).join(' ').toLowerCase();
  const { filters, phrases, rest } = readPhrases(typed);
  const corrections: { typed: string; meant: string }[] = [];
  const typedWords = wordsOf(rest).slice(0, MAX_SEARCH_WORDS);
  const words = typedWords.map((word) => {
    const meant = correctionOf(word, index);
    if (meant === null) return word;
    corrections.push({ typed: word, meant });
    return meant;
  });
  const names = placeNames(index);
  const reading: QueryReading = { ...filters, textWords: [], understood: { ...filters, phrases: [...phrases], remaining: [], corrections } };
  for (let position = 0; position < words.length; ) {
    const word = words[position]!;
    const found = reading.cityKeys || reading.localityWords ? null : placeAt(words, position, names);
    if (found) {
      const { name, length } = found;
      const place = name.place;
      const named = words.slice(position, position + length);
      // As typed, so the page can take these words out of the search.
      reading.understood.phrases.push({ field: 'place', text: typedWords.slice(position, position + length).join(' ') });
      if (place?.kind === 'locality') {
        reading.localityWords = named;
        reading.cityKeys = cityNameKeys(place.city);
        reading.understood.locality = place.name;
        reading.understood.city = place.city;
      } else {
        const city = place?.name ?? name.alias ?? named.join(' ');
        reading.cityKeys = cityNameKeys(city);
        reading.understood.city = city;
      }
      position += length;
      continue;
    }
    // A word searched as text is searched as typed, its corrections beside it (searchQueryFor): it may
    // be in a description, or in a project newer than this process's catalogue index.
    const asTyped = typedWords[position]!;
    if (!FILLER_WORDS.has(word) && (asTyped.length > 1 || /\d/.test(asTyped))) reading.textWords.push(asTyped);
    position += 1;
  }
  reading.understood.remaining = [...reading.textWords];
  if (corrections.length > 0) {
    let corrected = typed;
    for (const { typed: wrong, meant } of corrections) corrected = corrected.replace(new RegExp(`(?<![\\p{L}\\p{N}])${wrong}(?![\\p{L}\\p{N}])`, 'u'), meant);
    reading.didYouMean = corrected.replace(/\s+/g, ' ').trim();
  }
  return reading;
}

/** `text` with a city's other names replaced by the name the catalogue uses ("bengaluru" reads "bangalore"), for place suggestions. */
export function inCatalogueNames(text: string, index: CatalogueIndex): string {
  let result = ` ${wordsOf(text).join(' ')} `;
  for (const group of CITY_ALIASES) {
    const inCatalogue = index.places.find((place) => place.kind === 'city' && group.some((alias) => alias.toLowerCase() === place.name.toLowerCase()));
    if (!inCatalogue) continue;
    for (const alias of group) result = result.replace(` ${wordsOf(alias).join(' ')} `, ` ${inCatalogue.name.toLowerCase()} `);
  }
  return result.trim();
}
