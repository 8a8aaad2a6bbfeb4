import type { Knex } from 'knex';
import type { QueryBuilder } from 'objection';
import type { Page, Project as ProjectResponse, ProjectListQuery, ProjectSort } from '@plotwise/contracts';
import { Project } from '../../db/models';
import { presentProject } from './present-project';

/** How many projects a home-page carousel receives. */
export const CAROUSEL_LIMIT = 12;

export async function listFeaturedProjects(trx?: Knex.Transaction): Promise<ProjectResponse[]> {
  const projects = await Project.query(trx).modify('public').where('featured', true).modify('newestFirst').limit(CAROUSEL_LIMIT);
  return projects.map(presentProject);
}

export async function listNewlyLaunchedProjects(trx?: Knex.Transaction): Promise<ProjectResponse[]> {
  const projects = await Project.query(trx)
    .modify('public')
    .where('isNewlyLaunched', true)
    .modify('newestFirst')
    .limit(CAROUSEL_LIMIT);
  return projects.map(presentProject);
}

/** An approved project, or null: visitors cannot tell a pending project from a missing one. */
export async function findPublicProject(id: number, trx?: Knex.Transaction): Promise<ProjectResponse | null> {
  const project = await Project.query(trx).modify('public').findById(id);
  return project ? presentProject(project) : null;
}

/** Approved projects, filtered, sorted and paged. The full search (text ranking, price and area ranges) extends this. */
export async function listPublicProjects(query: ProjectListQuery, trx?: Knex.Transaction): Promise<Page<ProjectResponse>> {
  const filtered = Project.query(trx).modify('public');

  if (query.search) {
    const pattern = likePattern(query.search);
    filtered.where((where) =>
      where
        .where('title', 'ilike', pattern)
        .orWhere('location', 'ilike', pattern)
        .orWhere('city', 'ilike', pattern)
        .orWhere('state', 'ilike', pattern),
    );
  }
  if (query.location) {
    const pattern = likePattern(query.location);
    filtered.where((where) => where.where('location', 'ilike', pattern).orWhere('city', 'ilike', pattern));
  }
  if (query.city) filtered.whereRaw('lower(city) = lower(?)', [query.city]);
  if (query.projectType) filtered.where('projectType', query.projectType);
  if (query.status) filtered.where('status', query.status);

  const [total, projects] = await Promise.all([
    filtered.clone().resultSize(),
    sortProjects(filtered.clone(), query.sortBy ?? 'default')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  ]);
  return { items: projects.map(presentProject), total, page: query.page, pageSize: query.pageSize };
}

function sortProjects(query: QueryBuilder<Project>, sort: ProjectSort): QueryBuilder<Project> {
  switch (sort) {
    case 'name_asc':
      return query.orderBy('title', 'asc').orderBy('id', 'asc');
    case 'name_desc':
      return query.orderBy('title', 'desc').orderBy('id', 'desc');
    case 'price_low':
      return query.orderBy('startingPrice', 'asc', 'last').orderBy('id', 'asc');
    case 'price_high':
      return query.orderBy('startingPrice', 'desc', 'last').orderBy('id', 'desc');
    case 'oldest':
      return query.orderBy('createdAt', 'asc').orderBy('id', 'asc');
    case 'newest':
      return query.modify('newestFirst');
    case 'default':
      // Featured projects lead, then the newest.
      return query.orderBy('featured', 'desc').modify('newestFirst');
  }
}

/** `%term%` with the term's own % and _ taken literally. */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
