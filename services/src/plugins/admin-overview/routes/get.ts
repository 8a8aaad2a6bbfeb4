import { emptyObjectSchema, type AdminOverview } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { readAdminOverview } from '../overview-service';

export const getAdminOverviewRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/overview',
  options: {
    auth: ADMIN_ACCESS,
    description:
      'The dashboard counts: pending approvals (agents, projects), new inquiries of every kind, unread notifications, accounts, agents, projects by approval status, content (admin only).',
    validate: { query: zodValidator(emptyObjectSchema) },
    handler: (): Promise<AdminOverview> => readAdminOverview(),
  },
});
