import { adminAgentListQuerySchema, type AdminAgentListQuery, type AdminAgentListResponse } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { presentAdminAccount } from '../present-account';
import { listAgents } from '../user-service';

export const listAgentsRoute = defineRoute<{ Query: AdminAgentListQuery }>({
  method: 'GET',
  path: '/api/admin/agents',
  options: {
    auth: ADMIN_ACCESS,
    description:
      'Agents matching ?search= (name, email, phone) and ?status=all|pending|approved, awaiting approval first, paged; with the pending, approved and total counters (admin only).',
    validate: { query: zodValidator(adminAgentListQuerySchema) },
    handler: async (request): Promise<AdminAgentListResponse> => {
      const page = await listAgents(request.query);
      return { ...page, items: page.items.map(presentAdminAccount) };
    },
  },
});
