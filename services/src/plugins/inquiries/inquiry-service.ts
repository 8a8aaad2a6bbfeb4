import Boom from '@hapi/boom';
import type { Knex } from 'knex';
import { ADMIN_OPS_TEXTS, excerpt, type InquirySource, type InquiryStatus } from '@plotwise/contracts';
import { Inquiry, Project, User } from '../../db/models';
import { inTransaction } from '../../db/transaction';
import { recordNotification } from '../notifications/notification-service';
import { queueLeadAlerts } from './lead-alerts';

export const INQUIRY_PROJECT_UNAVAILABLE = 'The project you are asking about is not available.';

export interface NewInquiry {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  projectId?: number;
  source?: InquirySource;
  /** The signed-in account sending it, if any: its dashboard lists it. */
  userId?: number;
  /** The server found this browser's signed cookie naming this phone, confirmed with a texted code. */
  phoneVerified?: boolean;
  /** The site's address (PUBLIC_URL), for the link in the agent's lead alert. */
  siteUrl?: string | null;
}

/** The agent who listed a project (an admin's entry has none): the inquiry's seller. */
async function listingAgentOf(createdBy: number | null, trx: Knex.Transaction): Promise<number | null> {
  if (createdBy === null) return null;
  const creator = await User.query(trx).findById(createdBy).select('id', 'role');
  return creator?.role === 'agent' ? creator.id : null;
}

/**
 * Stores an inquiry and tells the admins in the same transaction. A project
 * inquiry must name an approved project; its title is kept with the inquiry,
 * and it goes to the agent who listed the project.
 */
export async function createInquiry(input: NewInquiry, trx?: Knex.Transaction): Promise<Inquiry> {
  return inTransaction(trx, async (trx) => {
    let projectTitle: string | null = null;
    let agentId: number | null = null;
    if (input.projectId !== undefined) {
      const project = await Project.query(trx).modify('public').findById(input.projectId).select('id', 'title', 'createdBy');
      if (!project) throw Boom.badRequest(INQUIRY_PROJECT_UNAVAILABLE);
      projectTitle = project.title;
      agentId = await listingAgentOf(project.createdBy, trx);
    }
    const inquiry = await Inquiry.query(trx).insertAndFetch({
      name: input.name,
      email: input.email,
      phone: input.phone,
      subject: input.subject,
      message: input.message,
      projectId: input.projectId ?? null,
      userId: input.userId ?? null,
      projectTitle,
      agentId,
      phoneVerifiedAt: input.phoneVerified ? new Date() : null,
      source: input.source ?? (input.projectId !== undefined ? 'project' : 'contact'),
      status: 'new',
    });
    const about = projectTitle ? `About ${projectTitle}: ` : input.subject ? `${input.subject}: ` : '';
    await recordNotification(
      {
        type: 'new_inquiry',
        title: `New inquiry from ${input.name}`,
        message: excerpt(`${about}${input.message}`),
        priority: projectTitle ? 'high' : 'medium',
        link: '/admin/inquiries',
      },
      trx,
    );
    if (agentId !== null) await queueLeadAlerts(inquiry, agentId, trx, input.siteUrl ?? null);
    return inquiry;
  });
}

/** Inquiries for the admin list: newest first, optionally of one status. */
export async function listInquiries(filter: { status?: InquiryStatus } = {}, trx?: Knex.Transaction): Promise<Inquiry[]> {
  const query = Inquiry.query(trx).orderBy([{ column: 'createdAt', order: 'desc' }, { column: 'id', order: 'desc' }]);
  if (filter.status) query.where('status', filter.status);
  return query;
}

/** Moves an inquiry to a new status (new, in_progress, responded); 404 for an unknown id. */
export async function updateInquiryStatus(id: number, status: InquiryStatus, trx?: Knex.Transaction): Promise<Inquiry> {
  const inquiry = await Inquiry.query(trx).findById(id);
  if (!inquiry) throw Boom.notFound(ADMIN_OPS_TEXTS.inquiryNotFound);
  return inquiry.$query(trx).patchAndFetch({ status });
}

/** The inquiries an account sent while signed in, newest first. */
export async function listAccountInquiries(userId: number, limit: number, trx?: Knex.Transaction): Promise<Inquiry[]> {
  return Inquiry.query(trx)
    .where('userId', userId)
    .orderBy([{ column: 'createdAt', order: 'desc' }, { column: 'id', order: 'desc' }])
    .limit(limit);
}
