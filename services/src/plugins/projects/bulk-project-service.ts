import Boom from '@hapi/boom';
import type { Knex } from 'knex';
import { ADMIN_OPS_TEXTS, ADMIN_TABLE_TEXTS, type BulkResult, type ProjectBulkRequest } from '@plotwise/contracts';
import { Project, type User } from '../../db/models';
import { inTransaction } from '../../db/transaction';
import { approveProject, rejectProject } from '../approvals/approval-service';
import { doneCount, eachBulkRow } from '../bulk-results';
import { deleteProjectAsAdmin } from './admin-project-service';

/**
 * `POST /api/admin/projects/bulk`: approve, reject (one reason for all) or
 * delete up to 100 projects in one transaction, through the same service
 * functions as the single actions, so an approval queues its SMS alerts
 * exactly as one approval does (once per newly approved project: an approved
 * one is refused, and the outbox keeps one message per project and phone).
 * Rows are locked in id order first, so two bulk calls cannot deadlock.
 */
export async function bulkChangeProjects(admin: User, request: ProjectBulkRequest, trx?: Knex.Transaction): Promise<BulkResult> {
  return inTransaction(trx, async (t) => {
    const locked = await Project.query(t).findByIds(request.ids).orderBy('id').forUpdate();
    let alertsQueued = 0;
    const results = await eachBulkRow(request.ids, locked, ADMIN_OPS_TEXTS.projectNotFound, async (project) => {
      if (request.action === 'approve') {
        // One approval of an approved project changes nothing; in bulk the row says so.
        if (project.approvalStatus === 'approved' && !project.pendingChanges) throw Boom.conflict(ADMIN_TABLE_TEXTS.alreadyApproved);
        alertsQueued += (await approveProject(admin, project.id, t)).alertsQueued;
      } else if (request.action === 'reject') {
        await rejectProject(admin, project.id, request.reason ?? '', t);
      } else {
        await deleteProjectAsAdmin(project.id, t);
      }
    });
    return { results, done: doneCount(results), alertsQueued };
  });
}
