import { emptyObjectSchema, type AdminAccount } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { presentAdminAccount } from '../present-account';
import { listAgents } from '../user-service';

export const listAgentsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/agents',
  options: {
    auth: ADMIN_ACCESS,
    description: 'Every agent account, awaiting approval first (admin only).',
    validate: { query: zodValidator(emptyObjectSchema) },
    handler: async () => {
      const body: AdminAccount[] = (await listAgents()).map(presentAdminAccount);
      return body;
    },
  },
});
