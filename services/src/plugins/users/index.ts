import type { Plugin } from '@hapi/hapi';
import { approveAgentRoute } from './routes/approve-agent';
import { listAgentsRoute } from './routes/list-agents';

/** Accounts as administrators manage them. */
export const usersPlugin: Plugin<void> = {
  name: 'plotwise-users',
  dependencies: ['plotwise-auth'],
  register(server) {
    server.route([listAgentsRoute, approveAgentRoute]);
  },
};
