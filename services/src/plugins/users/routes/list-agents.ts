import { adminAgentListQuerySchema, type AdminAgentListResponse } from '@plotwise/contracts';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { presentAdminAccount } from '../present-account';
import { listAgents } from '../user-service';

export const listAgentsRoute = defineRoute('GET /api/admin/agents', ADMIN_ACCESS, {
  description:
    'Agents matching ?search= (name, email, phone) and ?status=all|pending|approved, awaiting approval first, paged; with the pending, approved and total counters (admin only).',
  query: adminAgentListQuerySchema,
  handler: async (request): Promise<AdminAgentListResponse> => {
    const page = await listAgents(request.query);
    return { ...page, items: page.items.map(presentAdminAccount) };
  },
});
