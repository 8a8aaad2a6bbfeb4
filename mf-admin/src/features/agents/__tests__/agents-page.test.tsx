import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminAccount } from '@plotwise/contracts';
import { adminScreen, cardOf, clickForToast, page, whenCardShows, type FakeRoutes } from '../../../test-support/render-page';
import AgentsPage from '../agents-page';

const agent = (overrides: Partial<AdminAccount>): AdminAccount => ({
  id: 20, name: 'Pending Pooja', email: 'pooja@example.com', phone: '9800000020', role: 'agent', isApproved: false, isActive: true, createdAt: '2025-02-01T06:00:00.000Z',
  agencyName: 'Pooja Realty', reraAgentNumber: 'A51800012345', ...overrides,
});
const pooja = agent({});
const arjun = agent({ id: 21, name: 'Approved Arjun', isApproved: true });
const sunil = agent({ id: 22, name: 'Suspended Sunil', isApproved: true, isActive: false });
const counts = { pending: 1, approved: 2, total: 3 };

const openAgents = adminScreen(<AgentsPage />, '/admin/agents', () => ({
  'GET /api/admin/agents': (call) => {
    const status = call.query.get('status');
    const items = [pooja, arjun, sunil].filter((item) => !status || (status === 'pending' ? !item.isApproved : item.isApproved));
    return { status: 200, body: page(items, { counts }) };
  },
  'PATCH /api/admin/agents/20/approve': () => ({ status: 200, body: { agent: { ...pooja, isApproved: true }, message: 'Agent approved successfully' } }),
  'PATCH /api/admin/agents/21/suspend': () => ({ status: 200, body: { agent: { ...arjun, isActive: false }, message: 'Agent suspended successfully' } }),
  'PATCH /api/admin/users/22/toggle-status': () => ({ status: 200, body: { user: { ...sunil, isActive: true }, message: 'User status updated successfully' } }),
}));

/** Opens the screen once its list has loaded; resolves to the API calls. */
const openAgentList = (overrides?: FakeRoutes) => whenCardShows(openAgents(overrides), 'Pending Pooja');

describe('/admin/agents', () => {
  it('shows the pending, approved and total counters and every agent', async () => {
    openAgents();
    expect(screen.getByRole('heading', { name: 'Agent Management' })).toBeTruthy();
    await screen.findByRole('article', { name: 'Pending Pooja' });
    const counters = within(screen.getByLabelText('Agent counters'));
    expect(counters.getByText('Pending').nextSibling).toHaveTextContent('1');
    expect(counters.getByText('Approved').nextSibling).toHaveTextContent('2');
    expect(counters.getByText('Total Agents').nextSibling).toHaveTextContent('3');
    expect(cardOf('Pending Pooja').getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(cardOf('Pending Pooja').getByText('Pooja Realty')).toBeTruthy();
    expect(cardOf('Pending Pooja').getByText('A51800012345')).toBeTruthy();
    expect(cardOf('Approved Arjun').queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(cardOf('Suspended Sunil').getByRole('button', { name: 'Activate' })).toBeTruthy();
  });

  it('filters All / Pending / Approved', async () => {
    const calls = await openAgentList();
    const filter = within(screen.getByRole('group', { name: 'Show' }));
    expect(filter.getAllByRole('button').map((button) => button.textContent)).toEqual(['All', 'Pending', 'Approved']);
    expect(filter.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.setup().click(filter.getByRole('button', { name: 'Approved' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Pending Pooja' })).toBeNull());
    expect(filter.getByRole('button', { name: 'Approved' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls.at(-1)!.query.get('status')).toBe('approved');
  });

  it("approves ('Agent approved successfully'), suspends ('Agent suspended successfully') and activates", async () => {
    const calls = await openAgentList();
    await clickForToast(cardOf('Pending Pooja').getByRole('button', { name: 'Approve' }), 'Agent approved successfully');
    await clickForToast(cardOf('Approved Arjun').getByRole('button', { name: 'Suspend' }), 'Agent suspended successfully');
    await clickForToast(cardOf('Suspended Sunil').getByRole('button', { name: 'Activate' }), 'User status updated successfully');
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.path)).toEqual([
      '/api/admin/agents/20/approve',
      '/api/admin/agents/21/suspend',
      '/api/admin/users/22/toggle-status',
    ]);
  });

  it("says 'Failed to approve agent' and 'Failed to suspend agent'", async () => {
    await openAgentList({
      'PATCH /api/admin/agents/20/approve': { status: 500, body: { message: 'down' } },
      'PATCH /api/admin/agents/21/suspend': { status: 500, body: { message: 'down' } },
    });
    await clickForToast(cardOf('Pending Pooja').getByRole('button', { name: 'Approve' }), 'Failed to approve agent');
    await clickForToast(cardOf('Approved Arjun').getByRole('button', { name: 'Suspend' }), 'Failed to suspend agent');
  });

  it('says when no agent matches', async () => {
    openAgents({ 'GET /api/admin/agents': { status: 200, body: page([], { counts: { pending: 0, approved: 0, total: 0 } }) } }, '/admin/agents?search=zzz');
    expect(await screen.findByText('No agents match your search.')).toBeTruthy();
    expect(screen.getByLabelText('Search')).toHaveValue('zzz');
  });
});
