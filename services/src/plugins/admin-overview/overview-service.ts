import type { Knex } from 'knex';
import { APPROVAL_STATUSES, type AdminOverview, type ApprovalStatus } from '@plotwise/contracts';
import { BlogPost, NewsletterSubscriber, Project, SocialMediaLink, User } from '../../db/models';
import { countApprovals } from '../approvals/approval-service';
import { countNewLeads } from '../inquiries/lead-service';
import { countUnreadNotifications } from '../notifications/notification-service';
import { countAgents } from '../users/user-service';

type Counted<K extends string> = Record<K, number | string | null>;

async function countAccounts(trx?: Knex.Transaction): Promise<AdminOverview['users']> {
  const row = (await User.query(trx)
    .select(
      User.raw('count(*) as total'),
      User.raw("count(*) filter (where role = 'user') as users"),
      User.raw("count(*) filter (where role = 'agent') as agents"),
      User.raw('count(*) filter (where is_active = false) as suspended'),
    )
    .first()
    .castTo<Counted<keyof AdminOverview['users']>>()) as Counted<keyof AdminOverview['users']> | undefined;
  return { total: Number(row?.total ?? 0), users: Number(row?.users ?? 0), agents: Number(row?.agents ?? 0), suspended: Number(row?.suspended ?? 0) };
}

async function countProjects(trx?: Knex.Transaction): Promise<AdminOverview['projects']> {
  const rows = (await Project.query(trx).select('approvalStatus').count('* as count').groupBy('approvalStatus').castTo<
    Array<{ approvalStatus: ApprovalStatus; count: number | string }>
  >()) as Array<{ approvalStatus: ApprovalStatus; count: number | string }>;
  const byStatus = Object.fromEntries(APPROVAL_STATUSES.map((status) => [status, 0])) as Record<ApprovalStatus, number>;
  for (const row of rows) byStatus[row.approvalStatus] = Number(row.count);
  return { ...byStatus, total: Object.values(byStatus).reduce((sum, count) => sum + count, 0) };
}

/** The dashboard's live counts, read together. */
export async function readAdminOverview(trx?: Knex.Transaction): Promise<AdminOverview> {
  const [pendingApprovals, newInquiries, unreadNotifications, users, agents, projects, newsletterSubscribers, activeLinks, totalLinks, published, drafts] =
    await Promise.all([
      countApprovals(trx),
      countNewLeads(trx),
      countUnreadNotifications(trx),
      countAccounts(trx),
      countAgents(trx),
      countProjects(trx),
      NewsletterSubscriber.query(trx).resultSize(),
      SocialMediaLink.query(trx).modify('active').resultSize(),
      SocialMediaLink.query(trx).resultSize(),
      BlogPost.query(trx).where('published', true).resultSize(),
      BlogPost.query(trx).where('published', false).resultSize(),
    ]);
  return {
    pendingApprovals,
    newInquiries,
    unreadNotifications,
    users,
    agents,
    projects,
    newsletterSubscribers,
    socialLinks: { active: activeLinks, total: totalLinks },
    blogPosts: { published, drafts },
  };
}
