import Boom from '@hapi/boom';
import type { Knex } from 'knex';
import { PLOT_TEXTS } from '@plotwise/contracts';
import { Project, type User } from '../../db/models';

/** Admins manage every project; an agent only the projects they listed. */
export function canManage(user: User | null, project: Pick<Project, 'createdBy'>): boolean {
  return user !== null && (user.role === 'admin' || (user.role === 'agent' && project.createdBy === user.id));
}

/**
 * The project a change is about, locked for it so two edits of its plots
 * queue rather than race on a plot number or the counts. 404 when missing;
 * another agent's project is a 403 (the project is public, its plots are not theirs).
 */
export async function lockManagedProject(user: User, projectId: number, trx: Knex.Transaction): Promise<Project> {
  const project = await Project.query(trx).findById(projectId).forUpdate();
  if (!project) throw Boom.notFound(PLOT_TEXTS.projectNotFound);
  if (!canManage(user, project)) throw Boom.forbidden(PLOT_TEXTS.notYours);
  return project;
}

/** A project its viewer may read the inventory of: an approved one, or their own (an admin: any). */
export async function readableProject(user: User | null, projectId: number, trx?: Knex.Transaction): Promise<Project> {
  const project = await Project.query(trx).findById(projectId);
  if (!project || (project.approvalStatus !== 'approved' && !canManage(user, project))) throw Boom.notFound(PLOT_TEXTS.projectNotFound);
  return project;
}
