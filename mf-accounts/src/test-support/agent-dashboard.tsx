import { screen } from '@testing-library/react';
import { AgentDashboardPage } from '../features/agent-dashboard/agent-dashboard-page';
import { fakeApi, projectFixture, renderPage, sessionUser } from './render-page';

/** The query string the dashboard is on now. */
export const search = () => screen.getByTestId('search').textContent;

/** An approved agent, id 21. */
export const agent = (overrides: Record<string, unknown> = {}) => sessionUser({ id: 21, name: 'Meera Agent', role: 'agent', isApproved: true, ...overrides });

/** A project agent 21 submitted, in the given approval state. */
export const agentProject = (id: number, approvalStatus: string, overrides: Record<string, unknown> = {}) =>
  projectFixture(id, {
    description: 'A submitted project.',
    location: 'Wakad',
    totalArea: 4,
    areaUnit: 'acres',
    startingPrice: null,
    status: 'upcoming',
    approvalStatus,
    createdBy: 21,
    lastUpdatedBy: 21,
    createdAt: '2025-03-01T00:00:00.000Z',
    updatedAt: '2025-03-01T00:00:00.000Z',
    pendingChanges: null,
    changesSubmittedAt: null,
    changesRejectionReason: null,
    ...overrides,
  });

/** Signs agent 21 in with the given projects, the other routes answering as given, and opens the dashboard at url. */
export function openAgentDashboard(projects: unknown[], routes: Parameters<typeof fakeApi>[0] = {}, url = '/agent-dashboard') {
  const api = fakeApi({ 'GET /api/projects/agent/21': { status: 200, body: projects }, ...routes }, { user: agent() });
  renderPage(<AgentDashboardPage />, '/agent-dashboard', url);
  return api;
}
