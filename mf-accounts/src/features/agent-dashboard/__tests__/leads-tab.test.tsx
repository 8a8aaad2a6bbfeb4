import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGENT_LEAD_TEXTS } from '@plotwise/contracts';
import { AgentDashboardPage } from '../agent-dashboard-page';
import { fakeApi, projectFixture, renderPage, sessionUser } from '../../../test-support/render-page';

const agent = sessionUser({ id: 21, name: 'Meera Agent', role: 'agent', isApproved: true });
const projects = [projectFixture(6, { title: 'Hill View Plots', approvalStatus: 'approved', createdBy: 21 }), projectFixture(5, { title: 'Draft Plots', approvalStatus: 'pending', createdBy: 21 })];
const lead = {
  id: 41, name: 'Asha Buyer', email: 'asha@example.com', phone: '9800000001', message: 'Is the corner plot free?',
  projectId: 6, projectTitle: 'Hill View Plots', stage: 'new', notes: '', followUpOn: null, createdAt: '2026-11-20T10:00:00.000Z', visit: null,
};
const page = (items: object[]) => ({ status: 200, body: { items, total: items.length, page: 1, pageSize: 20 } });

describe('the Leads tab', () => {
  it("lists the agent's leads with the buyer's contact, filters them and exports what is shown", async () => {
    const api = fakeApi({
      'GET /api/projects/agent/21': { status: 200, body: projects },
      'GET /api/agent/leads': page([lead]),
    }, { user: agent });
    renderPage(<AgentDashboardPage />, '/agent-dashboard', '/agent-dashboard?tab=leads');

    const item = await screen.findByRole('listitem', { name: 'Lead from Asha Buyer' });
    expect(within(item).getByRole('link', { name: '9800000001' })).toHaveAttribute('href', 'tel:9800000001');
    expect(within(item).getByRole('link', { name: 'asha@example.com' })).toHaveAttribute('href', 'mailto:asha@example.com');
    expect(item).toHaveTextContent('Is the corner plot free?');
    // Only live projects can have inquiries: the project filter offers those.
    const projectFilter = screen.getByRole('combobox', { name: 'Filter by project' });
    expect(within(projectFilter).getAllByRole('option').map((option) => option.textContent)).toEqual(['All projects', 'Hill View Plots']);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filter by stage' }), 'negotiating');
    await userEvent.selectOptions(projectFilter, '6');
    await waitFor(() => expect(api.calls.map((call) => call.url)).toContain('/api/agent/leads?stage=negotiating&projectId=6&page=1&pageSize=20'));
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/agent/leads.csv?stage=negotiating&projectId=6');
  });

  it('saves a stage, follow-up date and notes, and shows the server’s refusal', async () => {
    const api = fakeApi({
      'GET /api/projects/agent/21': { status: 200, body: projects },
      'GET /api/agent/leads': page([lead]),
      'PATCH /api/agent/leads/41': [
        { status: 200, body: { ...lead, stage: 'visit_scheduled', followUpOn: '2026-12-06', notes: 'Sunday visit' } },
        { status: 400, body: { message: 'followUpOn must be a real calendar date' } },
      ],
    }, { user: agent });
    renderPage(<AgentDashboardPage />, '/agent-dashboard', '/agent-dashboard?tab=leads');
    const item = await screen.findByRole('listitem', { name: 'Lead from Asha Buyer' });
    await userEvent.selectOptions(within(item).getByRole('combobox', { name: 'Stage' }), 'visit_scheduled');
    await userEvent.type(within(item).getByLabelText('Follow-up date'), '2026-12-06');
    await userEvent.type(within(item).getByRole('textbox', { name: 'Notes' }), 'Sunday visit');
    await userEvent.click(within(item).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ stage: 'visit_scheduled', followUpOn: '2026-12-06', notes: 'Sunday visit' }));

    await userEvent.click(within(screen.getByRole('listitem', { name: 'Lead from Asha Buyer' })).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('followUpOn must be a real calendar date')).toBeInTheDocument();
  });

  it('says so when there are no leads yet', async () => {
    fakeApi({ 'GET /api/projects/agent/21': { status: 200, body: projects }, 'GET /api/agent/leads': page([]) }, { user: agent });
    renderPage(<AgentDashboardPage />, '/agent-dashboard', '/agent-dashboard?tab=leads');
    expect(await screen.findByText(AGENT_LEAD_TEXTS.noLeads)).toBeInTheDocument();
  });
});
