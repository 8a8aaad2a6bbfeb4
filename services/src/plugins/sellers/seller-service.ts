import type { Knex } from 'knex';
import { SELLER_OTHER_PROJECTS, type Seller } from '@plotwise/contracts';
import { Project, User } from '../../db/models';

/**
 * Who sells an approved project, as a buyer may see it: the listing agent's
 * agency (or their name, for agents registered before agencies were asked),
 * RERA agent number, approval and other live projects; for a project the
 * site's team entered, the company. Null when the project is not public.
 */
export async function findProjectSeller(projectId: number, companyName: string, trx?: Knex.Transaction): Promise<Seller | null> {
  const project = await Project.query(trx).modify('public').findById(projectId).select('id', 'createdBy');
  if (!project) return null;
  const agent = project.createdBy === null
    ? undefined
    : await User.query(trx).findById(project.createdBy).where('role', 'agent').select('name', 'agencyName', 'reraAgentNumber', 'isApproved', 'isActive');
  if (!agent) return { kind: 'company', name: companyName };

  const otherProjects = await Project.query(trx)
    .modify('public')
    .where('createdBy', project.createdBy)
    .whereNot('id', project.id)
    .orderBy([{ column: 'createdAt', order: 'desc' }, { column: 'id', order: 'desc' }])
    .limit(SELLER_OTHER_PROJECTS)
    .select('id', 'title', 'city');
  return {
    kind: 'agent',
    name: agent.agencyName?.trim() || agent.name,
    reraAgentNumber: agent.reraAgentNumber,
    verified: agent.isApproved && agent.isActive,
    otherProjects: otherProjects.map(({ id, title, city }) => ({ id, title, city })),
  };
}
