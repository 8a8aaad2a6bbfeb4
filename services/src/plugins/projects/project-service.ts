import type { Knex } from 'knex';
import {
  PROJECT_CAROUSEL_LIMIT,
  type Page,
  type Project as ProjectResponse,
  type ProjectListQuery,
  type ProjectSort,
  type ProjectSummary,
} from '@plotwise/contracts';
import { Project } from '../../db/models';
import { presentProject, presentProjectSummary, type ProjectSummaryRow } from './present-project';
import { containsPattern, fullTextQuery, searchWords } from '../../db/search-pattern';
import { catalogueIndex, correctionsFor, wordsOf } from '../../db/catalogue-index';

/** The filters both the projects and the properties lists apply. */
export type ProjectFilters = Omit<ProjectListQuery, 'sortBy' | 'page' | 'pageSize'>;

/**
 * The columns a card needs (`projectSummarySchema`); the detail call reads the rest.
 * Lists read them with knex alone: a page of plain rows needs no model instances.
 */
const SUMMARY_COLUMNS = [
  'id', 'title', 'location', 'city', 'state', 'totalArea', 'areaUnit', 'startingPrice', 'projectType', 'plotSizes',
  'status', 'featured', 'isNewlyLaunched', 'isTopProject', 'verified', 'images', 'defaultImage', 'possessionTimeline',
  'reraNumber', 'createdAt',
] as const satisfies readonly (keyof ProjectSummaryRow)[];

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

/** An approved project, or null: visitors cannot tell a pending project from a missing one. */
export async function findPublicProject(id: number, trx?: Knex.Transaction): Promise<ProjectResponse | null> {
  const project = await Project.query(trx).modify('public').findById(id);
  return project ? presentProject(project) : null;
}

/**
 * Approved projects, filtered, sorted and paged. One statement answers both the
 * page and the total: the count rides along as an uncorrelated subquery, which
 * PostgreSQL runs once (an index-only scan for a city), so a listing costs one
 * round trip and one pooled connection. Only a page past the end, which has no
 * row to carry it, asks for the count on its own.
 */
export async function listPublicProjects(query: ProjectListQuery, trx?: Knex.Transaction): Promise<Page<ProjectSummary>> {
  const textQuery = await searchQueryFor(query.search, trx);
  const filtered = applyProjectFilters(publicProjects(trx), query, textQuery);
  const total = filtered.clone().count('*');
  const sort = query.sortBy ?? 'default';
  const selected = filtered.clone().select([...SELECT_SUMMARY, total.as('total')]);
  // "Recommended" order for a search: the best matches first (a word in the title counts most).
  if (textQuery !== null && sort === 'default') selected.orderByRaw(`ts_rank(projects.search_document, to_tsquery('english', ?)) desc`, [textQuery]);
  const rows: (ProjectSummaryRow & { total: number | string })[] = await sortProjects(selected, sort)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);

  const first = rows[0];
  const count = first ? Number(first.total) : query.page === 1 ? 0 : await countOf(filtered);
  return { items: rows.map(presentProjectSummary), total: count, page: query.page, pageSize: query.pageSize };
}

/**
 * The full-text query for a search box's text, with catalogue spellings
 * standing in beside a misspelt word ("banglore" also looks for "bangalore").
 */
export async function searchQueryFor(search: string | undefined, trx?: Knex.Transaction): Promise<string | null> {
  const words = wordsOf(search ?? '');
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
  if (filters.city) query.where('projects.cityKey', filters.city.toLowerCase());
  if (filters.projectType) query.where('projects.projectType', filters.projectType);
  if (filters.status) query.where('projects.status', filters.status);
  if (filters.minPrice !== undefined) query.where('projects.startingPrice', '>=', filters.minPrice);
  if (filters.maxPrice !== undefined) query.where('projects.startingPrice', '<=', filters.maxPrice);
  if (filters.minArea !== undefined) query.where('projects.totalAreaSqFt', '>=', filters.minArea);
  if (filters.maxArea !== undefined) query.where('projects.totalAreaSqFt', '<=', filters.maxArea);
  if (filters.featured !== undefined) query.where('projects.featured', filters.featured);
  return query;
}

export function sortProjects(query: Knex.QueryBuilder, sort: ProjectSort): Knex.QueryBuilder {
  switch (sort) {
    case 'name_asc':
      return query.orderBy('projects.title', 'asc').orderBy('projects.id', 'asc');
    case 'name_desc':
      return query.orderBy('projects.title', 'desc').orderBy('projects.id', 'desc');
    case 'price_low':
      // Projects priced on request come last either way.
      return query.orderBy('projects.startingPrice', 'asc', 'last').orderBy('projects.id', 'asc');
    case 'price_high':
      return query.orderBy('projects.startingPrice', 'desc', 'last').orderBy('projects.id', 'desc');
    case 'oldest':
      return query.orderBy('projects.createdAt', 'asc').orderBy('projects.id', 'asc');
    case 'newest':
      return query.orderBy('projects.createdAt', 'desc').orderBy('projects.id', 'desc');
    case 'default':
      // Featured projects lead, then the newest.
      return query.orderBy('projects.featured', 'desc').orderBy('projects.createdAt', 'desc').orderBy('projects.id', 'desc');
  }
}

export async function countOf(query: Knex.QueryBuilder): Promise<number> {
  const row: { total: number | string } | undefined = await query.clone().clearSelect().clearOrder().count('* as total').first();
  return Number(row?.total ?? 0);
}


