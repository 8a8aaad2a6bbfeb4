import type { Plugin } from '@hapi/hapi';
import { SlidingWindowLimiter } from '../../rate-limit/sliding-window-limiter';
import { createProjectRoute } from './routes/create';
import { listAgentProjectsRoute } from './routes/list-by-agent';

/** What agents submit and follow: `POST /api/projects` and their own projects, whatever the approval status. */
export const agentProjectsPlugin: Plugin<void> = {
  name: 'plotwise-agent-projects',
  dependencies: ['plotwise-auth'],
  register(server) {
    server.app.submissionLimiter = new SlidingWindowLimiter(server.app.config.submissionRateLimit);
    server.route([listAgentProjectsRoute, createProjectRoute]);
  },
};
