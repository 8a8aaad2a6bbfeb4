import Boom from '@hapi/boom';
import type { Knex } from 'knex';
import { CATALOG_TEXTS, type WishlistResponse } from '@plotwise/contracts';
import { Project, WishlistItem } from '../../db/models';
import { presentProject } from '../projects/present-project';

/** The person's saved projects, newest saved first; a project no longer public drops out of view (the row stays). */
export async function listWishlist(userId: number, trx?: Knex.Transaction): Promise<WishlistResponse> {
  const projects = await Project.query(trx)
    .modify('public')
    .select('projects.*')
    .join('wishlist_items', 'wishlist_items.project_id', 'projects.id')
    .where('wishlist_items.user_id', userId)
    .orderBy([
      { column: 'wishlist_items.created_at', order: 'desc' },
      { column: 'wishlist_items.id', order: 'desc' },
    ]);
  return { items: projects.map(presentProject), projectIds: projects.map((project) => project.id) };
}

/** Saves a public project; saving it again changes nothing. */
export async function addToWishlist(userId: number, projectId: number, trx?: Knex.Transaction): Promise<void> {
  const project = await Project.query(trx).modify('public').findById(projectId).select('projects.id');
  if (!project) throw Boom.notFound(CATALOG_TEXTS.projectNotFound);
  await WishlistItem.query(trx).insert({ userId, projectId }).onConflict(['userId', 'projectId']).ignore();
}

/** Forgets a saved project; forgetting one never saved is not an error. */
export async function removeFromWishlist(userId: number, projectId: number, trx?: Knex.Transaction): Promise<void> {
  await WishlistItem.query(trx).delete().where({ userId, projectId });
}
