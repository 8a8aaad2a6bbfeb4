import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminAccount } from '@plotwise/contracts';
import { ADMIN_USER, adminScreen, cardOf, clickForToast, page, toastTexts, whenCardShows, type FakeRoutes } from '../../../test-support/render-page';
import UsersPage from '../users-page';

const account = (overrides: Partial<AdminAccount>): AdminAccount => ({
  id: 10, name: 'Asha Patil', email: 'asha@example.com', phone: '9876543210', role: 'user', isApproved: true, isActive: true, createdAt: '2025-03-05T06:00:00.000Z',
  agencyName: null, reraAgentNumber: null, ...overrides,
});
const asha = account({});
const meera = account({ id: 11, name: 'Meera Agent', role: 'agent', isApproved: false, email: 'meera@example.com' });
const ravi = account({ id: 12, name: 'Ravi Suspended', isActive: false, email: 'ravi@example.com' });
const admin = account({ ...ADMIN_USER, email: null, phone: null, role: 'admin', isActive: true } as Partial<AdminAccount>);

const openUsers = adminScreen(<UsersPage />, '/admin/users', () => ({
  'GET /api/admin/users': (call) => {
    const search = call.query.get('search') ?? '';
    const items = [asha, meera, ravi, admin].filter((item) => item.name.toLowerCase().includes(search.toLowerCase()));
    return { status: 200, body: page(items) };
  },
  'PATCH /api/admin/users/10/toggle-status': () => ({ status: 200, body: { user: { ...asha, isActive: false }, message: 'User status updated successfully' } }),
  'PATCH /api/admin/users/12/toggle-status': () => ({ status: 200, body: { user: { ...ravi, isActive: true }, message: 'User status updated successfully' } }),
  'PATCH /api/admin/agents/11/approve': () => ({ status: 200, body: { agent: { ...meera, isApproved: true }, message: 'Agent approved successfully' } }),
}));

/** Opens the screen once its list has loaded; resolves to the API calls. */
const openUserList = (overrides?: FakeRoutes) => whenCardShows(openUsers(overrides), 'Asha Patil');

describe('/admin/users', () => {
  it('shows the frame and a card per account with role, Pending / Active / Suspended and the created date', async () => {
    openUsers();
    expect(screen.getByRole('heading', { name: 'User Management' })).toBeTruthy();
    expect(screen.getByText('Admin Portal')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Dashboard/ }).getAttribute('href')).toBe('/admin/dashboard');
    await screen.findByRole('article', { name: 'Asha Patil' });
    expect(cardOf('Asha Patil').getByText('User')).toBeTruthy();
    expect(cardOf('Asha Patil').getByText('Active')).toBeTruthy();
    expect(cardOf('Asha Patil').getByText('Created 5 March 2025')).toBeTruthy();
    expect(cardOf('Meera Agent').getByText('Agent')).toBeTruthy();
    expect(cardOf('Meera Agent').getByText('Pending')).toBeTruthy();
    expect(cardOf('Ravi Suspended').getByText('Suspended')).toBeTruthy();
    expect(screen.getByText('4 accounts')).toBeTruthy();
    // Approve only for an agent awaiting approval; Activate for a suspended account; never Suspend on one's own.
    expect(cardOf('Meera Agent').getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(cardOf('Asha Patil').queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(cardOf('Ravi Suspended').getByRole('button', { name: 'Activate' })).toBeTruthy();
    expect(cardOf('Administrator').getByText('You')).toBeTruthy();
    expect(cardOf('Administrator').queryByRole('button', { name: 'Suspend' })).toBeNull();
  });

  it('searches by what is typed, once typing pauses', async () => {
    const calls = await openUserList();
    await userEvent.setup().type(screen.getByLabelText('Search'), 'meera');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Asha Patil' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Meera Agent' })).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/admin/users').at(-1)!.query.get('search')).toBe('meera');
    expect(screen.getByTestId('search').textContent).toBe('?search=meera');
  });

  it('filters by role and status through the API', async () => {
    const calls = await openUserList();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Role'), 'agent');
    await user.selectOptions(screen.getByLabelText('Status'), 'suspended');
    await waitFor(() => {
      const last = calls.filter((call) => call.path === '/api/admin/users').at(-1)!;
      expect([last.query.get('role'), last.query.get('status')]).toEqual(['agent', 'suspended']);
    });
  });

  it("suspends with 'User status updated successfully', activates, and approves an agent with 'Agent approved successfully'", async () => {
    const calls = await openUserList();
    const user = userEvent.setup();
    await clickForToast(cardOf('Asha Patil').getByRole('button', { name: 'Suspend' }), 'User status updated successfully');
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({ path: '/api/admin/users/10/toggle-status', body: { isActive: false } });

    await user.click(cardOf('Ravi Suspended').getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'PATCH')[1]).toMatchObject({ path: '/api/admin/users/12/toggle-status', body: { isActive: true } });

    await clickForToast(cardOf('Meera Agent').getByRole('button', { name: 'Approve' }), 'Agent approved successfully');
  });

  it("says 'Failed to update user status' and 'Failed to approve agent' with the server's reason", async () => {
    await openUserList({
      'PATCH /api/admin/users/10/toggle-status': { status: 403, body: { message: 'You cannot suspend your own account' } },
      'PATCH /api/admin/agents/11/approve': { status: 404, body: { message: 'Agent not found' } },
    });
    await clickForToast(cardOf('Asha Patil').getByRole('button', { name: 'Suspend' }), 'Failed to update user status');
    expect(toastTexts()).toContain('You cannot suspend your own account');
    await clickForToast(cardOf('Meera Agent').getByRole('button', { name: 'Approve' }), 'Failed to approve agent');
  });

  it('shows an empty result and a failed load with Try Again', async () => {
    let fail = true;
    openUsers({ 'GET /api/admin/users': () => (fail ? { status: 500, body: { message: 'down' } } : { status: 200, body: page([]) }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the accounts. Please try again.');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No accounts match your search.')).toBeTruthy();
  });

  it('pages through the accounts', async () => {
    const calls = openUsers({ 'GET /api/admin/users': (call) => ({ status: 200, body: { ...page([account({ id: Number(call.query.get('page') ?? 1) * 100, name: `Person on ${call.query.get('page') ?? 1}` })]), total: 45, page: Number(call.query.get('page') ?? 1) } }) });
    await screen.findByRole('article', { name: 'Person on 1' });
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: 'Person on 2' })).toBeTruthy();
    expect(calls.at(-1)!.query.get('page')).toBe('2');
  });

  it('as a table: sorts by name through the API, selects the page and suspends in one call after one confirmation, reporting what was left', async () => {
    const calls = openUsers({
      'POST /api/admin/users/bulk': (call) => ({
        status: 200,
        body: {
          results: (call.body as { ids: number[] }).ids.map((id) =>
            id === ADMIN_USER.id ? { id, outcome: 'not_allowed', message: 'You cannot suspend your own account' } : id === 12 ? { id, outcome: 'not_allowed', message: 'Already suspended' } : { id, outcome: 'done' },
          ),
          done: 2,
          alertsQueued: 0,
        },
      }),
    }, '/admin/users?view=table');
    const table = await screen.findByRole('table', { name: 'User Management' });
    await userEvent.click(within(within(table).getByRole('columnheader', { name: /Name/ })).getByRole('button'));
    await waitFor(() => expect(calls.at(-1)!.query.get('sortBy')).toBe('name'));
    expect(calls.at(-1)!.query.get('sortOrder')).toBe('asc');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Bulk actions' })).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend 4 users?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(toastTexts()).toContain('2 users suspended'));
    expect(toastTexts()).toContain('2 not changed: Already suspended; You cannot suspend your own account');
    const bulk = calls.filter((call) => call.path === '/api/admin/users/bulk');
    expect(bulk).toHaveLength(1);
    expect((bulk[0]!.body as { action: string; ids: number[] }).action).toBe('suspend');
    expect([...(bulk[0]!.body as { ids: number[] }).ids].sort()).toEqual([1, 10, 11, 12]);
  });
});
