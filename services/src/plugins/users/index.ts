import type { Plugin } from '@hapi/hapi';
import { approveAgentRoute, rejectAgentRoute, suspendAgentRoute } from './routes/agent-decisions';
import { bulkUsersRoute } from './routes/bulk';
import { listAgentsRoute } from './routes/list-agents';
import { listUsersRoute } from './routes/list-users';
import { toggleUserStatusRoute } from './routes/toggle-user-status';

/** Accounts as administrators manage them: users, agents, approval, suspension. */
export const usersPlugin: Plugin<void> = {
  name: 'plotwise-users',
  dependencies: ['plotwise-auth'],
  register(server) {
    server.route([listUsersRoute, toggleUserStatusRoute, listAgentsRoute, approveAgentRoute, suspendAgentRoute, rejectAgentRoute, bulkUsersRoute]);
  },
};
