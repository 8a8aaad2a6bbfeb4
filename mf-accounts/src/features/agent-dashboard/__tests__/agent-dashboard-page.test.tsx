import { screen, waitFor, within } from '@testing-library/react';
import { AgentDashboardPage } from '../agent-dashboard-page';
import { currentPath, expectVisitorSentToLogin, fakeApi, renderPage, sessionUser } from '../../../test-support/render-page';
import { agent, agentProject, openAgentDashboard } from '../../../test-support/agent-dashboard';

const SEVEN = [
  agentProject(7, 'pending'),
  agentProject(6, 'approved'),
  agentProject(5, 'rejected', { rejectionReason: 'The RERA number does not match.' }),
  agentProject(4, 'pending'),
  agentProject(3, 'approved'),
  agentProject(2, 'approved'),
  agentProject(1, 'pending'),
];

describe('/agent-dashboard guard', () => {
  it("sends a visitor to /login with 'Authentication Required'", () => expectVisitorSentToLogin(<AgentDashboardPage />, '/agent-dashboard'));

  it('sends an agent awaiting approval to /agent-pending', async () => {
    fakeApi({}, { user: agent({ isApproved: false }) });
    renderPage(<AgentDashboardPage />, '/agent-dashboard');
    await waitFor(() => expect(currentPath()).toBe('/agent-pending'));
  });

  it('sends a user (not an agent) to /dashboard', async () => {
    const api = fakeApi({}, { user: sessionUser() });
    renderPage(<AgentDashboardPage />, '/agent-dashboard');
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    expect(api.calls).toEqual([]);
  });
});

describe('/agent-dashboard', () => {
  it("greets the agent by the session's name, with the three tabs and the five most recent projects", async () => {
    openAgentDashboard(SEVEN);

    expect(await screen.findByRole('heading', { name: 'Welcome, Meera Agent' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Dashboard', 'Submit Project', 'My Projects', 'Leads']);
    await screen.findByRole('heading', { name: 'Recent Projects' });
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Project 7', 'Project 6', 'Project 5', 'Project 4', 'Project 3']);
    const stats = screen.getByLabelText('Your projects at a glance');
    expect(within(stats).getByText('Total Projects').nextSibling?.textContent).toBe('7');
    expect(within(stats).getByText('Pending').nextSibling?.textContent).toBe('3');
    expect(within(stats).getByText('Approved').nextSibling?.textContent).toBe('3');
    expect(within(stats).getByText('Rejected').nextSibling?.textContent).toBe('1');
    // Logout is the header's account menu's, not a second button here.
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('lists every project on My Projects with pending, approved and rejected badges; approved ones link to their page', async () => {
    openAgentDashboard(SEVEN, {}, '/agent-dashboard?tab=projects');
    await screen.findByRole('heading', { name: 'My Projects' });
    await screen.findByRole('heading', { name: 'Project 1' });
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(7);
    const item = (title: string) => screen.getByRole('heading', { name: title }).closest('li')!;
    expect(within(item('Project 7')).getByText('Pending')).toBeTruthy();
    expect(within(item('Project 6')).getByText('Approved')).toBeTruthy();
    expect(within(item('Project 5')).getByText('Rejected')).toBeTruthy();
    expect(within(item('Project 5')).getByText('Reason: The RERA number does not match.')).toBeTruthy();
    expect(within(item('Project 6')).getByRole('link', { name: 'View listing' }).getAttribute('href')).toBe('/projects/6');
    expect(within(item('Project 7')).queryByRole('link')).toBeNull();
  });

  it('says so when there are no projects yet', async () => {
    openAgentDashboard([], {}, '/agent-dashboard?tab=projects');
    expect(await screen.findByText('You have not submitted any projects yet.')).toBeTruthy();
  });
});
