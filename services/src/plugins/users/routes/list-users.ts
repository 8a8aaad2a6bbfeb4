import { adminUserListQuerySchema, type AdminAccount, type Page } from '@plotwise/contracts';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { presentAdminAccount } from '../present-account';
import { listUsers } from '../user-service';

export const listUsersRoute = defineRoute('GET /api/admin/users', ADMIN_ACCESS, {
  description: 'Every account matching ?search= (name, email, phone), ?role= and ?status=pending|active|suspended, newest first, paged (admin only).',
  query: adminUserListQuerySchema,
  handler: async (request): Promise<Page<AdminAccount>> => {
    const page = await listUsers(request.query);
    return { ...page, items: page.items.map(presentAdminAccount) };
  },
});
