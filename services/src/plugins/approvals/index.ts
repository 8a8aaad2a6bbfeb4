import type { Plugin } from '@hapi/hapi';
import { approveProjectRoute } from './routes/approve-project';
import { listApprovalsRoute } from './routes/list';
import { rejectProjectRoute } from './routes/reject-project';

/** The admins' approvals queue: agents awaiting approval and submitted projects. Agent decisions live in the users plugin. */
export const approvalsPlugin: Plugin<void> = {
  name: 'plotwise-approvals',
  dependencies: ['plotwise-auth'],
  register(server) {
    server.route([listApprovalsRoute, approveProjectRoute, rejectProjectRoute]);
  },
};
