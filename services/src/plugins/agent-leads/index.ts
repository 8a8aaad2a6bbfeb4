import type { Plugin } from '@hapi/hapi';
import { exportAgentLeadsRoute } from './routes/export-csv';
import { listAgentLeadsRoute } from './routes/list';
import { reassignLeadRoute } from './routes/reassign';
import { updateAgentLeadRoute } from './routes/update';
import { getLeadAlertsRoute, leadsSeenRoute, newLeadCountRoute, updateLeadAlertsRoute } from './routes/lead-alerts';

/** Inquiries about an agent's projects, in that agent's Leads tab; admins hand one to another agent. */
export const agentLeadsPlugin: Plugin<void> = {
  name: 'plotwise-agent-leads',
  dependencies: ['plotwise-auth', 'plotwise-inquiries'],
  register(server) {
    server.route([listAgentLeadsRoute, exportAgentLeadsRoute, updateAgentLeadRoute, reassignLeadRoute]);
    // New-lead alerts (email, SMS) the agent chooses, and the dashboard's count of leads not yet seen.
    server.route([getLeadAlertsRoute, updateLeadAlertsRoute, newLeadCountRoute, leadsSeenRoute]);
  },
};
