import type { Knex } from 'knex';

/**
 * Recent text searches' matches, in their order, kept in memory for a short
 * while (SEARCH_CACHE_SECONDS) per database. A search's cost is its matches:
 * each is a table page read to count and order it, where a plain listing
 * walks an index. Visitors
 * repeat searches (the same words, the next page, another sort), so the ids
 * found once serve every page of that search until they expire, and a page
 * then reads only its own rows by id.
 *
 * A change to a project through this process forgets every search at once
 * (markCatalogueChanged); another API process's change shows within the cache
 * time. A page's rows are always read afresh with the public rule, so a
 * project withdrawn meanwhile never shows: it only leaves its page one short.
 */
export interface OrderedMatches {
  /** The first matches' ids in the search's order (at most the finder's limit). */
  ids: readonly number[];
  /** How many projects match in all. */
  total: number;
}

/** At most this many searches are kept; the least recently used goes first. */
const MAX_SEARCHES = 200;

interface Entry {
  matches: OrderedMatches;
  expires: number;
}

interface CacheState {
  ttlMs: number;
  entries: Map<string, Entry>;
  /** Searches being run, so visitors asking the same at once share one statement. */
  running: Map<string, Promise<OrderedMatches>>;
  /** Bumped by each change: a search begun before it is not kept. */
  generation: number;
}

/** One state per database: tests run several apps, each on its own database, in one process. */
const states = new WeakMap<Knex, CacheState>();

function stateOf(knex: Knex): CacheState {
  let state = states.get(knex);
  if (!state) {
    state = { ttlMs: 0, entries: new Map(), running: new Map(), generation: 0 };
    states.set(knex, state);
  }
  return state;
}

/** How long a search's matches are kept for this database (0: never; the default). */
export function setSearchCacheTime(knex: Knex, ms: number): void {
  const state = stateOf(knex);
  state.ttlMs = ms;
  state.entries.clear();
}

/** A project changed: every kept search is forgotten. */
export function forgetSearchResults(knex: Knex): void {
  const state = stateOf(knex);
  state.generation += 1;
  state.entries.clear();
  state.running.clear();
}

/**
 * The matches of the search named `key`, kept or found now with `find`. With
 * caching off (or inside a transaction, whose rows others may not see yet)
 * `find` answers every time.
 */
export async function searchMatches(knex: Knex, key: string, find: () => Promise<OrderedMatches>, cacheable = true): Promise<OrderedMatches> {
  const state = stateOf(knex);
  if (!cacheable || state.ttlMs <= 0) return find();
  const now = Date.now();
  const kept = state.entries.get(key);
  if (kept && kept.expires > now) {
    // Most recently used last, so the first entry is the one to let go.
    state.entries.delete(key);
    state.entries.set(key, kept);
    return kept.matches;
  }
  const running = state.running.get(key);
  if (running) return running;
  const generation = state.generation;
  const search = find()
    .then((matches) => {
      if (state.generation === generation) keep(state, key, matches);
      return matches;
    })
    .finally(() => {
      if (state.running.get(key) === search) state.running.delete(key);
    });
  state.running.set(key, search);
  return search;
}

function keep(state: CacheState, key: string, matches: OrderedMatches): void {
  state.entries.delete(key);
  state.entries.set(key, { matches, expires: Date.now() + state.ttlMs });
  while (state.entries.size > MAX_SEARCHES) {
    const oldest = state.entries.keys().next().value as string;
    state.entries.delete(oldest);
  }
}
