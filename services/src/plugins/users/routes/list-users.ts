import { adminUserListQuerySchema, type AdminAccount, type AdminUserListQuery, type Page } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { presentAdminAccount } from '../present-account';
import { listUsers } from '../user-service';

export const listUsersRoute = defineRoute<{ Query: AdminUserListQuery }>({
  method: 'GET',
  path: '/api/admin/users',
  options: {
    auth: ADMIN_ACCESS,
    description: 'Every account matching ?search= (name, email, phone), ?role= and ?status=pending|active|suspended, newest first, paged (admin only).',
    validate: { query: zodValidator(adminUserListQuerySchema) },
    handler: async (request): Promise<Page<AdminAccount>> => {
      const page = await listUsers(request.query);
      return { ...page, items: page.items.map(presentAdminAccount) };
    },
  },
});
