import type { Knex } from 'knex';
import type { QueryBuilder } from 'objection';
import {
  PROJECT_CAROUSEL_LIMIT,
  type Page,
  type Project as ProjectResponse,
  type ProjectListQuery,
  type ProjectSort,
  type ProjectSummary,
} from '@plotwise/contracts';
import { Project } from '../../db/models';
import { presentProject, presentProjectSummary } from './present-project';

/** The filters both the projects and the properties lists apply. */
export type ProjectFilters = Omit<ProjectListQuery, 'sortBy' | 'page' | 'pageSize'>;

/** A card needs these columns; the detail call reads the rest. */
const SUMMARY_COLUMNS = [
  'id', 'title', 'location', 'city', 'state', 'totalArea', 'areaUnit', 'startingPrice', 'projectType', 'plotSizes',
  'status', 'featured', 'isNewlyLaunched', 'isTopProject', 'verified', 'images', 'defaultImage', 'possessionTimeline',
  'reraNumber', 'createdAt',
].map((column) => `projects.${column}`);

/** At most this many words of a search count; the rest add nothing a person meant. */
const MAX_SEARCH_WORDS = 8;

export async function listFeaturedProjects(trx?: Knex.Transaction): Promise<ProjectSummary[]> {
  const projects = await publicSummaries(trx).where('featured', true).modify('newestFirst').limit(PROJECT_CAROUSEL_LIMIT);
  return projects.map(presentProjectSummary);
}

export async function listNewlyLaunchedProjects(trx?: Knex.Transaction): Promise<ProjectSummary[]> {
  const projects = await publicSummaries(trx).where('isNewlyLaunched', true).modify('newestFirst').limit(PROJECT_CAROUSEL_LIMIT);
  return projects.map(presentProjectSummary);
}

/** An approved project, or null: visitors cannot tell a pending project from a missing one. */
export async function findPublicProject(id: number, trx?: Knex.Transaction): Promise<ProjectResponse | null> {
  const project = await Project.query(trx).modify('public').findById(id);
  return project ? presentProject(project) : null;
}

/** Approved projects, filtered, sorted and paged. */
export async function listPublicProjects(query: ProjectListQuery, trx?: Knex.Transaction): Promise<Page<ProjectSummary>> {
  const filtered = applyProjectFilters(Project.query(trx).modify('public'), query);
  const [total, projects] = await Promise.all([
    countOf(filtered),
    sortProjects(filtered.clone().select(SUMMARY_COLUMNS), query.sortBy ?? 'default')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  ]);
  return { items: projects.map(presentProjectSummary), total, page: query.page, pageSize: query.pageSize };
}

function publicSummaries(trx?: Knex.Transaction): QueryBuilder<Project> {
  return Project.query(trx).modify('public').select(SUMMARY_COLUMNS);
}

/** Adds the search and filters to a query of projects. Every value is bound, never spliced into SQL. */
export function applyProjectFilters(query: QueryBuilder<Project>, filters: ProjectFilters): QueryBuilder<Project> {
  // Generated lower-case columns with trigram indexes (migration 007): each word may sit anywhere in them.
  for (const word of searchWords(filters.search)) query.where('projects.searchText', 'like', containing(word));
  for (const word of searchWords(filters.location)) query.where('projects.placeText', 'like', containing(word));
  if (filters.city) query.whereRaw('lower(projects.city) = ?', [filters.city.toLowerCase()]);
  if (filters.projectType) query.where('projects.projectType', filters.projectType);
  if (filters.status) query.where('projects.status', filters.status);
  if (filters.minPrice !== undefined) query.where('projects.startingPrice', '>=', filters.minPrice);
  if (filters.maxPrice !== undefined) query.where('projects.startingPrice', '<=', filters.maxPrice);
  if (filters.minArea !== undefined) query.where('projects.totalAreaSqFt', '>=', filters.minArea);
  if (filters.maxArea !== undefined) query.where('projects.totalAreaSqFt', '<=', filters.maxArea);
  if (filters.featured !== undefined) query.where('projects.featured', filters.featured);
  return query;
}

export function sortProjects(query: QueryBuilder<Project>, sort: ProjectSort): QueryBuilder<Project> {
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
      return query.modify('newestFirst');
    case 'default':
      // Featured projects lead, then the newest.
      return query.orderBy('projects.featured', 'desc').modify('newestFirst');
  }
}

export async function countOf(query: QueryBuilder<Project>): Promise<number> {
  const row = (await query.clone().clearSelect().clearOrder().count('* as total').first()) as unknown as { total: number | string } | undefined;
  return Number(row?.total ?? 0);
}

function searchWords(text: string | undefined): string[] {
  if (!text) return [];
  return text.toLowerCase().split(/[\s,]+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
}

/** `%word%` with the word's own %, _ and \ taken literally. */
function containing(word: string): string {
  return `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
