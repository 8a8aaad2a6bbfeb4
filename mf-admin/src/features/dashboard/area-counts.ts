import { ADMIN_OPS_TEXTS as TEXTS, type AdminOverview } from '@plotwise/contracts';

/** The live figure each dashboard card shows, by the area it links to; areas without one show none. */
export function areaCount(to: string, overview: AdminOverview): { text: string; urgent: boolean } | null {
  switch (to) {
    case '/admin/pending-approvals':
      return { text: TEXTS.countPendingApprovals(overview.pendingApprovals.total), urgent: overview.pendingApprovals.total > 0 };
    case '/admin/inquiries':
      return { text: TEXTS.countNewInquiries(overview.newInquiries), urgent: overview.newInquiries > 0 };
    case '/admin/notifications':
      return { text: TEXTS.countUnread(overview.unreadNotifications), urgent: overview.unreadNotifications > 0 };
    case '/admin/users':
      return { text: TEXTS.countUsers(overview.users.total), urgent: false };
    case '/admin/agents':
      return { text: TEXTS.countAgents(overview.agents.pending, overview.agents.approved), urgent: overview.agents.pending > 0 };
    case '/admin/projects':
      return { text: TEXTS.countProjects(overview.projects.approved, overview.projects.pending), urgent: false };
    case '/admin/social-media':
      return { text: TEXTS.countContent(overview.socialLinks.active, overview.blogPosts.published), urgent: false };
    default:
      return null;
  }
}
