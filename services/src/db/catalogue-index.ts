import type { Knex } from 'knex';
import { cityDisplayName } from '@plotwise/contracts';
import { forgetSearchResults } from './search-results';

/**
 * What the public catalogue holds, in memory: its places (cities and
 * localities with their project counts) for search suggestions, and the words
 * of its titles and places for correcting a misspelt search word. Built from
 * approved projects with two grouped queries (about 1.5 s at 100,000 projects
 * on PostgreSQL), kept for REFRESH_MS, and built again once a project changes
 * through this process. Another API process's change shows here within
 * REFRESH_MS.
 */
const REFRESH_MS = 5 * 60_000;

/** How long a search waits for a rebuild before the previous index answers. */
const STALE_WAIT_MS = 200;
/** Shorter words are never corrected: "pun" is a start, not a typo. */
const MIN_CORRECTED_LENGTH = 4;
/** At most this many spellings stand in for one misspelt word. */
const MAX_CORRECTIONS = 3;

export interface CataloguePlace {
  kind: 'city' | 'locality';
  /** The locality's name, or the city's. */
  name: string;
  city: string;
  state: string;
  projectCount: number;
  /** Lower-cased words of the name, of its city and of its state, for matching what is typed. */
  words: string[];
  cityWords: string[];
  stateWords: string[];
}

export interface CatalogueIndex {
  places: CataloguePlace[];
  /** Distinct lower-cased words (of three letters or more, no digits) of public titles and places, sorted. */
  words: string[];
  builtAt: number;
}

interface IndexState {
  index: CatalogueIndex | null;
  building: Promise<CatalogueIndex> | null;
  changed: boolean;
}

/** One state per database: tests run several apps, each on its own database, in one process. */
const states = new WeakMap<Knex, IndexState>();

function stateOf(knex: Knex): IndexState {
  let state = states.get(knex);
  if (!state) {
    state = { index: null, building: null, changed: false };
    states.set(knex, state);
  }
  return state;
}

/** Words of a text as search compares them: lower-case runs of letters and digits. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * The catalogue's places and words, built when missing, changed or older than
 * REFRESH_MS. A rebuild is waited for up to STALE_WAIT_MS (a small catalogue's
 * takes a few milliseconds, so a change shows at once); past that the previous
 * index answers while the rebuild finishes (at 100,000 projects it takes
 * about a second and a half).
 */
export async function catalogueIndex(knex: Knex): Promise<CatalogueIndex> {
  const state = stateOf(knex);
  const current = state.index;
  if (current && !state.changed && Date.now() - current.builtAt < REFRESH_MS) return current;
  if (!state.building) {
    state.changed = false;
    state.building = buildIndex(knex)
      .then((index) => {
        state.index = index;
        return index;
      })
      .finally(() => {
        state.building = null;
      });
  }
  if (!current) return state.building;
  let timer: NodeJS.Timeout | undefined;
  const stale = new Promise<CatalogueIndex>((resolve) => {
    timer = setTimeout(() => resolve(current), STALE_WAIT_MS);
  });
  // A failed rebuild leaves the previous index in use; the next use tries again.
  const rebuilt = state.building.catch(() => current);
  return Promise.race([rebuilt, stale]).finally(() => clearTimeout(timer));
}

/** A project was created, changed, approved or removed: the next use builds the index again, and kept searches are forgotten. */
export function markCatalogueChanged(knex: Knex): void {
  stateOf(knex).changed = true;
  forgetSearchResults(knex);
}

const placeWords = (name: string, city: string, state: string) => ({ words: wordsOf(name), cityWords: wordsOf(city), stateWords: wordsOf(state) });

async function buildIndex(knex: Knex): Promise<CatalogueIndex> {
  const [localityRows, wordRows] = await Promise.all([
    knex('projects')
      .where('approvalStatus', 'approved')
      .groupByRaw('city_key, lower(location)')
      .select(
        knex.raw('city_key'),
        knex.raw('mode() within group (order by city) as city'),
        knex.raw('mode() within group (order by location) as location'),
        knex.raw('mode() within group (order by state) as state'),
        knex.raw('count(*) as project_count'),
      ) as Promise<{ cityKey: string; city: string; location: string; state: string; projectCount: string | number }[]>,
    knex
      .select(knex.raw('distinct word'))
      // Approvals, amenities and specifications too: "rera" or "borewell" is a word to search by, not a typo.
      .from(knex.raw(`projects, regexp_split_to_table(lower(title || ' ' || location || ' ' || city || ' ' || state || ' ' || approvals::text || ' ' || amenities::text || ' ' || specifications::text), '[^[:alnum:]]+') as word`))
      .where('approvalStatus', 'approved')
      // Words with digits are never corrected towards (a number is typed as meant), so not kept.
      .whereRaw(`length(word) >= 3 and word !~ '[0-9]'`) as Promise<{ word: string }[]>,
  ]);

  const cities = new Map<string, CataloguePlace>();
  const places: CataloguePlace[] = [];
  for (const row of localityRows) {
    const count = Number(row.projectCount);
    const cityName = cityDisplayName(row.cityKey, row.city);
    const city = cities.get(row.cityKey);
    if (city) city.projectCount += count;
    else cities.set(row.cityKey, { kind: 'city', name: cityName, city: cityName, state: row.state, projectCount: count, ...placeWords(cityName, cityName, row.state) });
    // A locality named as its city ("Pune, Pune") adds nothing to the city.
    if (row.location.trim().toLowerCase() !== row.cityKey) {
      places.push({ kind: 'locality', name: row.location.trim(), city: cityName, state: row.state, projectCount: count, ...placeWords(row.location, cityName, row.state) });
    }
  }
  return {
    places: [...cities.values(), ...places],
    words: wordRows.map((row) => row.word).sort(),
    builtAt: Date.now(),
  };
}

/**
 * How far `typed` is from the catalogue word `known`: 0 when it starts it,
 * else the edits between them (or between it and the start of `known`, for a
 * word still being typed, one edit dearer), or null past what is allowed: one
 * edit for words of four or five letters, two for longer ones, as search
 * engines' "auto" fuzziness; none for shorter words or ones with digits.
 * Two letters swapped count as one edit ("puen" is one from "pune").
 */
export function editsFrom(typed: string, known: string): number | null {
  if (known.startsWith(typed)) return 0;
  if (typed.length < MIN_CORRECTED_LENGTH || /\d/.test(typed)) return null;
  const allowed = typed.length <= 5 ? 1 : 2;
  if (known.length < typed.length - allowed) return null;
  // A word whose length is further off than the edits allowed is no candidate as a whole word.
  const whole = Math.abs(known.length - typed.length) <= allowed ? editDistance(typed, known) : Infinity;
  const edits = Math.min(whole, editDistance(typed, known.slice(0, typed.length + 1)) + 1);
  return edits <= allowed ? edits : null;
}

/**
 * Spellings in the catalogue that a misspelt word probably meant, closest
 * first; none when the word starts a catalogue word (it is being typed, or is
 * right).
 */
export function correctionsFor(word: string, index: CatalogueIndex): string[] {
  if (index.words.some((known) => known.startsWith(word))) return [];
  const near: { known: string; edits: number }[] = [];
  for (const known of index.words) {
    const edits = editsFrom(word, known);
    if (edits !== null) near.push({ known, edits });
  }
  return near
    .sort((a, b) => a.edits - b.edits || a.known.localeCompare(b.known))
    .slice(0, MAX_CORRECTIONS)
    .map((entry) => entry.known);
}

/** Rows reused by every editDistance call (a search compares a word with every catalogue word). */
const rows: [number[], number[], number[]] = [[], [], []];

/** Edits (insert, delete, substitute, or swap two neighbours) from `a` to `b`: the optimal string alignment distance. */
export function editDistance(a: string, b: string): number {
  // Three rows: two back for a swap, one back for the rest.
  let [before, previous, current] = rows;
  for (let j = 0; j <= b.length; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) best = Math.min(best, before[j - 2]! + 1);
      current[j] = best;
    }
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length]!;
}
