import type { AgentFiguresResponse } from '@plotwise/contracts';
import { requireUser } from '../../auth/current-user';
import { APPROVED_AGENT_ACCESS, defineRoute } from '../../define-route';
import { agentFigures } from '../figures-service';

export const agentFiguresRoute = defineRoute('GET /api/agent/figures', APPROVED_AGENT_ACCESS, {
  description: "The signed-in agent's own live projects over the last 30 India days: {days, projects: [{projectId, title, views, enquiries, saves}]} (one number a day each; approved agents, never another agent's).",
  handler: async (request, h) => {
    const figures: AgentFiguresResponse = await agentFigures(request.server.app.knex, requireUser(request).id);
    return h.response(figures).header('cache-control', 'private, no-store');
  },
});
