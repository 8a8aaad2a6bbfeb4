import { type AdminOverview } from '@plotwise/contracts';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { readAdminOverview } from '../overview-service';

export const getAdminOverviewRoute = defineRoute('GET /api/admin/overview', ADMIN_ACCESS, {
  description:
    'The dashboard counts: pending approvals (agents, projects), new inquiries of every kind, unread notifications, accounts, agents, projects by approval status, content (admin only).',
  handler: (): Promise<AdminOverview> => readAdminOverview(),
});
