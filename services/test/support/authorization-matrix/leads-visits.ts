/** Who may call an agent's lead routes and the site visit routes. */
import { addDays, indiaToday } from '@plotwise/contracts';
import { insertProject } from '../fixtures';
import { APPROVED_AGENT, OWNER_AGENT, PUBLIC, ROLES, VISIT_AGENT_OR_ADMIN, type Expectations } from './matrix';
import { insertLead, matrixVisit } from './requests';

/** One slot a role, so no two bookings of the matrix collide. */
const MATRIX_SLOTS = ['11:00', '12:00', '13:00', '14:00', '15:00', '16:00'];

export const LEAD_AND_VISIT_EXPECTATIONS: Expectations = {
  // An agent's leads: inquiries routed to them; another agent's lead does not exist for them
  'GET /api/agent/leads': { outcomes: APPROVED_AGENT, request: () => ({ url: '/api/agent/leads?stage=new&page=1' }) },
  'GET /api/agent/leads.csv': { outcomes: APPROVED_AGENT },
  'GET /api/agent/lead-alerts': { outcomes: APPROVED_AGENT },
  'PATCH /api/agent/lead-alerts': { outcomes: APPROVED_AGENT, request: () => ({ payload: { sms: false } }) },
  'GET /api/agent/leads/new-count': { outcomes: APPROVED_AGENT },
  'POST /api/agent/leads/seen': { outcomes: APPROVED_AGENT },
  'GET /api/agent/figures': { outcomes: APPROVED_AGENT },
  'POST /api/projects/{id}/views': {
    outcomes: PUBLIC,
    request: async ({ accounts }) => ({ url: `/api/projects/${(await insertProject({ createdBy: accounts.agent.id })).id}/views`, headers: { 'user-agent': 'Mozilla/5.0' } }),
  },
  'PATCH /api/agent/leads/{id}': {
    outcomes: OWNER_AGENT,
    request: async ({ accounts }) => {
      const inquiry = await insertLead({ name: 'Matrix Buyer', email: 'buyer@example.com', source: 'project', agentId: accounts.agent.id });
      return { url: `/api/agent/leads/${inquiry.id}`, payload: { stage: 'contacted', notes: 'Called back' } };
    },
  },
  // Site visits: booked on a project page, handled by the project's agent, the buyer's link by its token
  'GET /api/projects/{id}/visit-slots': { outcomes: PUBLIC, request: ({ publicProjectId }) => ({ url: `/api/projects/${publicProjectId}/visit-slots` }) },
  'POST /api/site-visits': {
    outcomes: PUBLIC,
    request: ({ publicProjectId }, role) => ({
      payload: { projectId: publicProjectId, name: `Matrix ${role}`, phone: '9812345678', date: addDays(indiaToday(), 4), slot: MATRIX_SLOTS[ROLES.indexOf(role)] },
    }),
  },
  'GET /api/site-visits/{token}': { outcomes: PUBLIC, request: async ({ accounts }) => ({ url: `/api/site-visits/${(await matrixVisit(accounts.agent.id)).token}` }) },
  'GET /api/site-visits/{token}/calendar.ics': {
    outcomes: PUBLIC,
    request: async ({ accounts }) => ({ url: `/api/site-visits/${(await matrixVisit(accounts.agent.id, 'confirmed')).token}/calendar.ics` }),
  },
  'POST /api/site-visits/{token}/accept': {
    outcomes: PUBLIC,
    request: async ({ accounts }) => ({ url: `/api/site-visits/${(await matrixVisit(accounts.agent.id, 'proposed')).token}/accept` }),
  },
  'POST /api/site-visits/{token}/cancel': { outcomes: PUBLIC, request: async ({ accounts }) => ({ url: `/api/site-visits/${(await matrixVisit(accounts.agent.id)).token}/cancel` }) },
  'POST /api/agent/site-visits/{id}/confirm': {
    outcomes: VISIT_AGENT_OR_ADMIN,
    request: async ({ accounts }) => ({ url: `/api/agent/site-visits/${(await matrixVisit(accounts.agent.id)).id}/confirm` }),
  },
  'POST /api/agent/site-visits/{id}/propose': {
    outcomes: VISIT_AGENT_OR_ADMIN,
    request: async ({ accounts }) => ({ url: `/api/agent/site-visits/${(await matrixVisit(accounts.agent.id)).id}/propose`, payload: { date: addDays(indiaToday(), 5), slot: '12:00' } }),
  },
  'POST /api/agent/site-visits/{id}/cancel': {
    outcomes: VISIT_AGENT_OR_ADMIN,
    request: async ({ accounts }) => ({ url: `/api/agent/site-visits/${(await matrixVisit(accounts.agent.id)).id}/cancel` }),
  },
  'PUT /api/projects/{id}/visiting-hours': {
    outcomes: VISIT_AGENT_OR_ADMIN,
    request: async ({ accounts }) => ({
      url: `/api/projects/${(await insertProject({ createdBy: accounts.agent.id })).id}/visiting-hours`,
      payload: { hours: { days: [6, 0], opens: '09:00', closes: '13:00' } },
    }),
  },
};
