import type { Knex } from 'knex';
import type { Project as ProjectResponse } from '@plotwise/contracts';
import { Project } from '../../db/models';
import { presentProject } from '../projects/present-project';

/** Every project an agent submitted, newest first, whatever its approval status. */
export async function listAgentProjects(agentId: number, trx?: Knex.Transaction): Promise<ProjectResponse[]> {
  const projects = await Project.query(trx).where('createdBy', agentId).orderBy([{ column: 'createdAt', order: 'desc' }, { column: 'id', order: 'desc' }]);
  return projects.map(presentProject);
}
