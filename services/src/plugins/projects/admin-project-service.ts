import Boom from '@hapi/boom';
import type { Knex } from 'knex';
import {
  ADMIN_PROJECT_FIELD_NAMES,
  HUB_FORM_TEXTS,
  HUB_IMAGES_TEXTS,
  MEDIA_TEXTS,
  defaultImageUrlOf,
  removeImageEntry,
  withOneDefault,
  type AdminImage,
  type AdminProject,
  type AdminProjectInput,
  type AdminProjectListQuery,
  type AdminProjectListResponse,
  type AdminProjectUpdate,
  type ProjectImage,
  type ProjectImagesResponse,
} from '@plotwise/contracts';
import { Project, type User } from '../../db/models';
import { inTransaction } from '../../db/transaction';
import { queueProjectAlerts } from '../notifications/project-alerts';
import { assertLinksStored } from './linked-files';
import { presentAdminProject, presentAdminProjectListItem, type AdminProjectListRow } from './present-admin-project';
import { SUMMARY_COLUMNS, pickFields } from './present-project';
import { containsPattern, searchWords } from '../../db/search-pattern';
import { foundOr404 } from '../found-or-404';

/** A card's columns, plus what the hub shows on top of the public card. */
const LIST_COLUMNS = [...SUMMARY_COLUMNS, 'approvalStatus', 'version', 'reportFlagged'] as const satisfies readonly (keyof AdminProjectListRow)[];


function knexOf(trx?: Knex.Transaction): Knex {
  return trx ?? Project.knex();
}



/**
 * Every project, whatever its approval status, filtered, sorted and paged for
 * the hub. One statement carries the page, the filtered total and the overall
 * total (both counts as uncorrelated subqueries, run once); the indexes of
 * migration 020 keep it an index walk at 100,000 projects.
 */
export async function listAdminProjects(query: AdminProjectListQuery, trx?: Knex.Transaction): Promise<AdminProjectListResponse> {
  const knex = knexOf(trx);
  const filtered = knex('projects');
  for (const word of searchWords(query.search)) filtered.where('projects.hubSearchText', 'like', containsPattern(word));
  if (query.status) filtered.where('projects.status', query.status);
  if (query.projectType) filtered.where('projects.projectType', query.projectType);
  if (query.approvalStatus) filtered.where('projects.approvalStatus', query.approvalStatus);

  const total = filtered.clone().count('*');
  const overall = knex('projects').count('*');
  const direction = query.sortOrder;
  const page = filtered
    .clone()
    .select([...LIST_COLUMNS.map((column) => `projects.${column}`), total.as('total'), overall.as('overallTotal')]);
  if (query.sortBy === 'title') page.orderBy([{ column: 'projects.title', order: direction }, { column: 'projects.id', order: direction }]);
  else if (query.sortBy === 'city') page.orderBy([{ column: 'projects.city', order: direction }, { column: 'projects.id', order: direction }]);
  // Priced on request (null) comes after every priced project, in either order.
  else if (query.sortBy === 'startingPrice') page.orderByRaw(`projects.starting_price ${direction} nulls last, projects.id ${direction}`);
  else page.orderBy([{ column: 'projects.createdAt', order: direction }, { column: 'projects.id', order: direction }]);

  const rows: (AdminProjectListRow & { total: number | string; overallTotal: number | string })[] = await page
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);

  const first = rows[0];
  let counts: { total: number; overallTotal: number };
  if (first) {
    counts = { total: Number(first.total), overallTotal: Number(first.overallTotal) };
  } else {
    // A page past the end (or no project at all) has no row to carry the counts.
    const [filteredCount, overallCount] = await Promise.all([filtered.clone().count('* as count').first(), knex('projects').count('* as count').first()]);
    counts = { total: Number(filteredCount?.count ?? 0), overallTotal: Number(overallCount?.count ?? 0) };
  }
  return { items: rows.map(presentAdminProjectListItem), page: query.page, pageSize: query.pageSize, ...counts };
}

/** Any project, whatever its approval status, with its version; 404 when missing. */
export async function getAdminProject(id: number, trx?: Knex.Transaction): Promise<AdminProject> {
  const project = await Project.query(trx).findById(id);
  if (!project) throw Boom.notFound(MEDIA_TEXTS.projectNotFound);
  return presentAdminProject(project);
}

/** The stored row of a hub project: lists as given, exactly one default image, `defaultImage` in step. */
function projectRow(input: AdminProjectInput): Partial<Project> {
  const images: ProjectImage[] = withOneDefault(input.images.map(({ url, caption, isDefault }) => ({ url, caption, isDefault })));
  return { ...pickFields(input, ADMIN_PROJECT_FIELD_NAMES), images, defaultImage: defaultImageUrlOf(images) };
}

/**
 * The admin branch of `POST /api/projects`: published at once unless the admin
 * chose another approval status, created and last updated by the admin. An
 * approved project queues its SMS alerts in the same transaction.
 */
export async function createProjectAsAdmin(admin: User, input: AdminProjectInput, trx?: Knex.Transaction): Promise<AdminProject> {
  return inTransaction(trx, async (t) => {
    await assertLinksStored(input, t);
    const project = await Project.query(t).insertAndFetch({ ...projectRow(input), createdBy: admin.id, lastUpdatedBy: admin.id });
    await queueProjectAlerts(project, t);
    return presentAdminProject(project);
  });
}

/**
 * Bulk import: every row already validated, all inserted in the caller's one
 * transaction. Each imported project that is published queues its SMS alerts
 * once, as a single approval does; one imported as pending alerts when it is
 * approved later.
 */
export async function insertProjectsAsAdmin(admin: User, inputs: readonly AdminProjectInput[], trx: Knex.Transaction): Promise<number> {
  const CHUNK = 500;
  let inserted = 0;
  for (let start = 0; start < inputs.length; start += CHUNK) {
    const rows = inputs.slice(start, start + CHUNK).map((input) => ({ ...projectRow(input), createdBy: admin.id, lastUpdatedBy: admin.id }));
    const result = await Project.query(trx).insert(rows as Partial<Project>[]);
    const projects = Array.isArray(result) ? result : [result];
    inserted += projects.length;
    for (const project of projects) await queueProjectAlerts(project, trx);
  }
  return inserted;
}

/** Reads a project for a change and checks the version the editor read; 404 and 409 otherwise. */
async function lockProject(id: number, trx: Knex.Transaction, notFound: string = MEDIA_TEXTS.projectNotFound): Promise<Project> {
  return foundOr404(await Project.query(trx).findById(id).forUpdate(), notFound);
}

/**
 * `PUT /api/projects/{id}`: the whole project as the form holds it, saved only
 * if nobody saved it since the editor read `version` (409 otherwise, nothing
 * overwritten). An edit that approves the project queues its SMS alerts in the
 * same transaction.
 */
export async function updateProjectAsAdmin(admin: User, id: number, update: AdminProjectUpdate, trx?: Knex.Transaction): Promise<AdminProject> {
  return inTransaction(trx, async (t) => {
    const current = await lockProject(id, t);
    if (current.version !== update.version) throw Boom.conflict(HUB_FORM_TEXTS.conflict);
    await assertLinksStored(update, t);
    const updated = await Project.query(t).patchAndFetchById(id, {
      ...projectRow(update),
      // A rejection's reason (approvals) stays only while the project stays rejected.
      rejectionReason: update.approvalStatus === 'rejected' ? current.rejectionReason : null,
      lastUpdatedBy: admin.id,
      version: current.version + 1,
    });
    if (current.approvalStatus !== 'approved') await queueProjectAlerts(updated, t);
    return presentAdminProject(updated);
  });
}

/** `DELETE /api/projects/{id}`: the project goes; wishlists drop it, inquiries keep their text. */
export async function deleteProjectAsAdmin(id: number, trx?: Knex.Transaction): Promise<{ title: string }> {
  return inTransaction(trx, async (t) => {
    const project = await lockProject(id, t);
    await Project.query(t).deleteById(id);
    return { title: project.title };
  });
}

/** Which listings an image call may touch: any project, or only owner-submitted plots (properties). */
export type ListingScope = 'project' | 'property';

async function lockListing(id: number, scope: ListingScope, trx: Knex.Transaction): Promise<Project> {
  const notFound = scope === 'property' ? MEDIA_TEXTS.propertyNotFound : MEDIA_TEXTS.projectNotFound;
  const project = await lockProject(id, trx, notFound);
  if (scope === 'property' && !project.submitterName) throw Boom.notFound(notFound);
  return project;
}

async function saveImages(admin: User, project: Project, images: ProjectImage[], trx: Knex.Transaction): Promise<ProjectImagesResponse> {
  const defaultImage = defaultImageUrlOf(images);
  const version = project.version + 1;
  await Project.query(trx).findById(project.id).patch({ images, defaultImage, lastUpdatedBy: admin.id, version });
  return { images, defaultImage, version, message: HUB_IMAGES_TEXTS.updated };
}

/**
 * `POST /api/projects/{id}/images` and `/api/properties/{id}/images`: the whole
 * image list replaced (the schema has checked one default and at least one
 * image). The version moves on, so an edit form opened earlier gets a 409.
 */
export async function replaceListingImages(
  admin: User,
  id: number,
  scope: ListingScope,
  images: readonly AdminImage[],
  trx?: Knex.Transaction,
): Promise<ProjectImagesResponse> {
  return inTransaction(trx, async (t) => {
    const project = await lockListing(id, scope, t);
    await assertLinksStored({ images }, t);
    const next = withOneDefault(images.map(({ url, caption, isDefault }) => ({ url, caption, isDefault })));
    return saveImages(admin, project, next, t);
  });
}

/** Removes one image (by url) from a listing; when it was the default, the first remaining one takes over. */
export async function removeListingImage(
  admin: User,
  id: number,
  scope: ListingScope,
  url: string,
  trx?: Knex.Transaction,
): Promise<ProjectImagesResponse> {
  return inTransaction(trx, async (t) => {
    const project = await lockListing(id, scope, t);
    const index = project.images.findIndex((image) => image.url === url);
    if (index < 0) throw Boom.notFound(MEDIA_TEXTS.imageNotFound);
    return saveImages(admin, project, removeImageEntry(project.images, index), t);
  });
}
