import type { Knex } from 'knex';
import {
  PROJECT_CAROUSEL_LIMIT,
  cityNameKeys,
  type Project as ProjectResponse,
  type ProjectListQuery,
  type ProjectListResponse,
  type ProjectSort,
  type ProjectSummary,
} from '@plotwise/contracts';
import { Project } from '../../db/models';
import { SUMMARY_COLUMNS, presentProject, presentProjectSummary, type ProjectSummaryRow } from './present-project';
import { loadDocumentFiles } from './linked-files';
import { presentPublicDueDiligence } from '../plots/diligence-service';
import { containsPattern, fullTextQuery, searchWords } from '../../db/search-pattern';
import { catalogueIndex, correctionsFor } from '../../db/catalogue-index';
import { readQuery } from '../search/query-understanding';
import { searchMatches } from '../../db/search-results';

/** The filters both the projects and the properties lists apply. */
export type ProjectFilters = Omit<ProjectListQuery, 'sortBy' | 'page' | 'pageSize'>;

/** A card's columns (the detail call reads the rest). */
const SELECT_SUMMARY = SUMMARY_COLUMNS.map((column) => `projects.${column}`);

/** What visitors may see (the same rule as the model's `public` modifier): approved projects. */
function publicProjects(trx?: Knex.Transaction): Knex.QueryBuilder {
  return (trx ?? Project.knex())('projects').where('projects.approvalStatus', 'approved');
}

export async function listFeaturedProjects(trx?: Knex.Transaction): Promise<ProjectSummary[]> {
  const rows: ProjectSummaryRow[] = await sortProjects(publicProjects(trx).where('projects.featured', true).select(SELECT_SUMMARY), 'newest').limit(
    PROJECT_CAROUSEL_LIMIT,
  );
  return rows.map(presentProjectSummary);
}

export async function listNewlyLaunchedProjects(trx?: Knex.Transaction): Promise<ProjectSummary[]> {
  const rows: ProjectSummaryRow[] = await sortProjects(
    publicProjects(trx).where('projects.isNewlyLaunched', true).select(SELECT_SUMMARY),
    'newest',
  ).limit(PROJECT_CAROUSEL_LIMIT);
  return rows.map(presentProjectSummary);
}

/**
 * An approved project, or null: visitors cannot tell a pending project from a
 * missing one. With the type and size of its stored brochure and layout map,
 * so the page says 'PDF, 2.4 MB' without asking the file itself.
 */
export async function findPublicProject(id: number, trx?: Knex.Transaction): Promise<ProjectResponse | null> {
  const project = await Project.query(trx).modify('public').findById(id);
  if (!project) return null;
  // Who entered it stays inside: the seller route names the agency, never the account.
  return {
    ...presentProject(project),
    createdBy: null,
    lastUpdatedBy: null,
    dueDiligence: presentPublicDueDiligence(project),
    ...(await loadDocumentFiles(project, trx)),
  };
}

/**
 * Approved projects by id, whole, in the order asked (the compare page's
 * columns); ids that name no approved project are left out. One read by
 * primary key, without the document files' sizes the detail page shows.
 */
export async function findPublicProjects(ids: readonly number[], trx?: Knex.Transaction): Promise<ProjectResponse[]> {
  const found = await Project.query(trx).modify('public').findByIds([...ids]);
  const byId = new Map(found.map((project) => [project.id, project]));
  return ids.flatMap((id) => {
    const project = byId.get(id);
    return project ? [{ ...presentProject(project), createdBy: null, lastUpdatedBy: null }] : [];
  });
}

/**
 * Approved projects, filtered, sorted and paged. A listing is one statement
 * for the page and the total: the count rides along as an uncorrelated
 * subquery, which PostgreSQL runs once (an index-only scan for a city), so it
 * costs one round trip and one pooled connection. A text search finds its
 * matches once for all its pages (searchPageOf). Words typed in the search or
 * location box are read first (plugins/search/query-understanding): what they
 * name becomes a filter, and the reply says how they were read.
 */
export async function listPublicProjects(query: ProjectListQuery, trx?: Knex.Transaction): Promise<ProjectListResponse> {
  const { reading, filters, textQuery, filtered } = await publicSearch(query, trx);
  const { rows, total } = textQuery === null ? await pageOf(filtered, query, trx) : await searchPageOf(filtered, textQuery, { ...query, ...filters, cityKeys: reading?.cityKeys, localityWords: reading?.localityWords }, trx);
  const page = { items: rows.map(presentProjectSummary), total, page: query.page, pageSize: query.pageSize };
  return reading ? { ...page, understood: reading.understood, ...(reading.didYouMean ? { didYouMean: reading.didYouMean } : {}) } : page;
}

/**
 * The approved projects a listing's query asks for, its words read first: the
 * list and the map (map-service) filter alike, so both show the same projects.
 */
export async function publicSearch<Q extends ProjectFilters>(query: Q, trx?: Knex.Transaction) {
  const { reading, filters, textQuery } = await readListingQuery(query, trx);
  const filtered = applyProjectFilters(publicProjects(trx), filters, textQuery);
  if (reading?.cityKeys) filtered.whereIn('projects.cityKey', reading.cityKeys);
  for (const word of reading?.localityWords ?? []) filtered.where('projects.placeText', 'like', containsPattern(word));
  return { reading, filters, textQuery, filtered };
}

/** A listing query's words read (a place, a type, a budget…) into filters, and the text left as a full-text query: what a search and a saved search match on. */
export async function readListingQuery(query: ProjectFilters, trx?: Knex.Transaction) {
  const reading = query.search || query.location ? readQuery(query.search, query.location, await catalogueIndex(trx ?? Project.knex())) : null;
  const filters: ProjectFilters = reading ? { ...withoutUndefined({ ...reading, textWords: undefined, understood: undefined, didYouMean: undefined }), ...withoutUndefined(query), search: undefined, location: undefined } : query;
  const textQuery = reading ? await searchQueryFor(reading.textWords, trx) : null;
  return { reading, filters, textQuery };
}

const withoutUndefined = <T extends object>(value: T): Partial<T> => Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;

interface RowsAndTotal {
  rows: ProjectSummaryRow[];
  total: number;
}

/**
 * A page of a listing without a text search: a walk of the sort's index, the
 * total riding along. Only a page past the end, which has no row to carry it,
 * asks for the count on its own.
 */
async function pageOf(filtered: Knex.QueryBuilder, query: ProjectListQuery, trx?: Knex.Transaction): Promise<RowsAndTotal> {
  const total = filtered.clone().count('*');
  const sort = query.sortBy ?? 'default';
  const paged = (statement: Knex.QueryBuilder) => sortProjects(statement, sort).limit(query.pageSize).offset((query.page - 1) * query.pageSize);
  // A box's page is picked by id from an index, then read: the planner multiplies the latitude and longitude
  // ranges as if independent, takes a city's box for far rarer than it is, and would read and sort all its rows.
  const rows: (ProjectSummaryRow & { total: number | string })[] = query.bbox
    ? await sortProjects(publicProjects(trx).whereIn('projects.id', paged(filtered.clone().select('projects.id'))).select([...SELECT_SUMMARY, total.as('total')]), sort)
    : await paged(filtered.clone().select([...SELECT_SUMMARY, total.as('total')]));
  const first = rows[0];
  return { rows, total: first ? Number(first.total) : query.page === 1 ? 0 : await countOf(filtered) };
}

/** A search's ids are kept in order up to here (page 417 at 12 a page); a page past them is read by offset. */
const MAX_ORDERED_MATCHES = 5_000;

/**
 * A page of a text search. Its matches are found once through the search
 * index, in the page's order ("Recommended" puts the best first: the title's
 * words, then the place's), and kept a short while (db/search-results), so
 * the next page or the same search from another visitor reads only its
 * twelve rows by id.
 */
async function searchPageOf(filtered: Knex.QueryBuilder, textQuery: string, query: ProjectListQuery & { cityKeys?: string[]; localityWords?: string[] }, trx?: Knex.Transaction): Promise<RowsAndTotal> {
  const knex = trx ?? Project.knex();
  const sort = query.sortBy ?? 'default';
  const inOrder = (statement: Knex.QueryBuilder) => {
    if (sort === 'default') statement.orderByRaw(`ts_rank(projects.search_title, to_tsquery('english', ?)) desc`, [textQuery]);
    return sortProjects(statement, sort);
  };
  // The search is named by its full-text query, not by what was typed ("Pune" and "pune" are one search).
  const { page, pageSize, search: _typed, ...filters } = query;
  const matches = await searchMatches(
    knex,
    JSON.stringify({ ...filters, textQuery, sortBy: sort }),
    async () => {
      const found: { id: number; total: number | string }[] = await inOrder(filtered.clone().select('projects.id', knex.raw('count(*) over () as total'))).limit(MAX_ORDERED_MATCHES);
      return { ids: found.map((row) => row.id), total: found.length === 0 ? 0 : Number(found[0]!.total) };
    },
    trx === undefined,
  );
  const offset = (page - 1) * pageSize;
  if (offset >= matches.total) return { rows: [], total: matches.total };
  if (offset + pageSize > matches.ids.length && matches.ids.length < matches.total) {
    const rows: ProjectSummaryRow[] = await inOrder(filtered.clone().select(SELECT_SUMMARY)).limit(pageSize).offset(offset);
    return { rows, total: matches.total };
  }
  const ids = matches.ids.slice(offset, offset + pageSize);
  const byId = new Map((await publicProjects(trx).select(SELECT_SUMMARY).whereIn('projects.id', ids) as ProjectSummaryRow[]).map((row) => [row.id, row]));
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), total: matches.total };
}

/**
 * The full-text query for the words left to search as text, with catalogue
 * spellings standing in beside a misspelt word ("banglore" also looks for "bangalore").
 */
export async function searchQueryFor(words: readonly string[], trx?: Knex.Transaction): Promise<string | null> {
  if (words.length === 0) return null;
  const index = await catalogueIndex(trx ?? Project.knex());
  return fullTextQuery(words, (word) => correctionsFor(word, index));
}

/**
 * Adds the search (`textQuery`, from searchQueryFor) and the filters to a
 * query of projects. Every value is bound, never spliced into SQL.
 */
export function applyProjectFilters(query: Knex.QueryBuilder, filters: ProjectFilters, textQuery: string | null): Knex.QueryBuilder {
  // The weighted search document (migration 033), its GIN index on approved rows.
  if (textQuery !== null) query.whereRaw(`projects.search_document @@ to_tsquery('english', ?)`, [textQuery]);
  // The lower-cased place column with its trigram index (migration 007): each word may sit anywhere in it.
  for (const word of searchWords(filters.location)) query.where('projects.placeText', 'like', containsPattern(word));
  // A city under any of its names ("Bengaluru" finds the catalogue's "Bangalore").
  if (filters.city) query.whereIn('projects.cityKey', cityNameKeys(filters.city));
  if (filters.projectType) query.where('projects.projectType', filters.projectType);
  if (filters.status) query.where('projects.status', filters.status);
  if (filters.minPrice !== undefined) query.where('projects.startingPrice', '>=', filters.minPrice);
  if (filters.maxPrice !== undefined) query.where('projects.startingPrice', '<=', filters.maxPrice);
  if (filters.minArea !== undefined) query.where('projects.totalAreaSqFt', '>=', filters.minArea);
  if (filters.maxArea !== undefined) query.where('projects.totalAreaSqFt', '<=', filters.maxArea);
  if (filters.featured !== undefined) query.where('projects.featured', filters.featured);
  // The map's box: two ranges on the (latitude, longitude) index of approved projects (migration 053).
  if (filters.bbox) {
    const { west, south, east, north } = filters.bbox;
    query.whereBetween('projects.latitude', [south, north]).whereBetween('projects.longitude', [west, east]);
  }
  return query;
}

/** Orders a query of projects (or of rows with their sort columns, named `table`). */
export function sortProjects(query: Knex.QueryBuilder, sort: ProjectSort, table = 'projects'): Knex.QueryBuilder {
  const column = (name: string) => `${table}.${name}`;
  switch (sort) {
    case 'name_asc':
      return query.orderBy(column('title'), 'asc').orderBy(column('id'), 'asc');
    case 'name_desc':
      return query.orderBy(column('title'), 'desc').orderBy(column('id'), 'desc');
    case 'price_low':
      // Projects priced on request come last either way.
      return query.orderBy(column('startingPrice'), 'asc', 'last').orderBy(column('id'), 'asc');
    case 'price_high':
      return query.orderBy(column('startingPrice'), 'desc', 'last').orderBy(column('id'), 'desc');
    case 'oldest':
      return query.orderBy(column('createdAt'), 'asc').orderBy(column('id'), 'asc');
    case 'newest':
      return query.orderBy(column('createdAt'), 'desc').orderBy(column('id'), 'desc');
    case 'default':
      // Featured projects lead, then the newest.
      return query.orderBy(column('featured'), 'desc').orderBy(column('createdAt'), 'desc').orderBy(column('id'), 'desc');
  }
}

export async function countOf(query: Knex.QueryBuilder): Promise<number> {
  const row: { total: number | string } | undefined = await query.clone().clearSelect().clearOrder().count('* as total').first();
  return Number(row?.total ?? 0);
}


