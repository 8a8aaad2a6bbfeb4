import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProjectsHubPage } from '../projects-hub-page';
import { ADMIN_USER, adminProject, fakeApi, listOf, renderAdminPage, toastTexts, type ApiCall } from '../../../test-support/render-admin';

const renderHub = (url: string) => renderAdminPage(<ProjectsHubPage />, '/admin/projects', url);
const listCalls = (calls: ApiCall[]) => calls.filter((call) => call.method === 'GET' && call.url.startsWith('/api/admin/projects?'));
const bulkCalls = (calls: ApiCall[]) => calls.filter((call) => call.url === '/api/admin/projects/bulk');

const pendingPage = [adminProject(21, { title: 'Alpha Acres', approvalStatus: 'pending' }), adminProject(22, { title: 'Beta Bay', approvalStatus: 'pending' }), adminProject(23, { title: 'Gamma Greens', approvalStatus: 'pending' })];

describe('the hub as a table', () => {
  afterEach(() => localStorage.clear());

  it('shows cards until the admin chooses the table, keeps the choice in the address and opens the next list the same way', async () => {
    fakeApi({ 'GET /api/admin/projects': { status: 200, body: listOf(pendingPage) } }, { user: ADMIN_USER });
    const first = renderHub('/admin/projects');
    await screen.findByRole('article', { name: 'Alpha Acres' });
    await userEvent.click(screen.getByRole('tab', { name: 'Table' }));
    expect(await screen.findByRole('table', { name: 'Projects' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent('view=table');
    expect(screen.getByRole('region', { name: 'Projects' })).toHaveAttribute('tabindex', '0');
    first.unmount();

    // Opened again without ?view=, the list is the table the admin chose; the address still wins.
    const second = renderHub('/admin/projects');
    expect(await screen.findByRole('table', { name: 'Projects' })).toBeInTheDocument();
    second.unmount();
    renderHub('/admin/projects?view=cards');
    expect(await screen.findByRole('article', { name: 'Alpha Acres' })).toBeInTheDocument();
  });

  it('sorts by a header click through the API, saying the order with aria-sort, and goes back to page 1', async () => {
    const { calls } = fakeApi({ 'GET /api/admin/projects': { status: 200, body: listOf(pendingPage, { total: 40, page: 2 }) } }, { user: ADMIN_USER });
    renderHub('/admin/projects?view=table&page=2');
    await screen.findByRole('table', { name: 'Projects' });
    expect(listCalls(calls).at(-1)!.url).toContain('sortBy=createdAt&sortOrder=desc&page=2');
    const priceHeader = () => screen.getByRole('columnheader', { name: /Price/ });
    expect(priceHeader()).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: /Date Created/ })).toHaveAttribute('aria-sort', 'descending');

    await userEvent.click(within(priceHeader()).getByRole('button'));
    await waitFor(() => expect(listCalls(calls).at(-1)!.url).toContain('sortBy=startingPrice&sortOrder=asc&page=1'));
    expect(priceHeader()).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByTestId('search')).toHaveTextContent('sortBy=startingPrice');

    await userEvent.click(within(priceHeader()).getByRole('button'));
    await waitFor(() => expect(listCalls(calls).at(-1)!.url).toContain('sortBy=startingPrice&sortOrder=desc'));
    expect(priceHeader()).toHaveAttribute('aria-sort', 'descending');
    // The toolbar's sort field follows the table's.
    expect(screen.getByLabelText('Sort by')).toHaveValue('startingPrice');
  });

  it('selects every row of the page at once, approves them with one confirmation naming the count, and stays on the page', async () => {
    let approved = false;
    const { calls } = fakeApi({
      'GET /api/admin/projects': () => ({
        status: 200,
        body: listOf(approved ? pendingPage.map((project) => ({ ...project, approvalStatus: 'approved' })) : pendingPage, { total: 30, page: 2 }),
      }),
      'POST /api/admin/projects/bulk': ({ body }) => {
        approved = true;
        const { ids } = body as { ids: number[] };
        return { status: 200, body: { results: ids.map((id) => ({ id, outcome: 'done' })), done: ids.length, alertsQueued: 5 } };
      },
    }, { user: ADMIN_USER });
    renderHub('/admin/projects?view=table&page=2');
    await screen.findByRole('table', { name: 'Projects' });
    const selectAll = screen.getByRole('checkbox', { name: 'Select all on this page' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Beta Bay' }));
    expect(selectAll).not.toBeChecked();
    expect((selectAll as HTMLInputElement).indeterminate).toBe(true);
    expect(within(screen.getByRole('group', { name: 'Bulk actions' })).getByText('1 selected')).toBeInTheDocument();

    await userEvent.click(selectAll);
    for (const name of ['Alpha Acres', 'Beta Bay', 'Gamma Greens']) expect(screen.getByRole('checkbox', { name: `Select ${name}` })).toBeChecked();
    expect(screen.getByText('3 selected')).toBeInTheDocument();

    await userEvent.click(within(screen.getByRole('group', { name: 'Bulk actions' })).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve 3 projects?' });
    expect(bulkCalls(calls)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(toastTexts()).toContain('3 projects approved'));
    expect(toastTexts()).toContain('5 SMS alerts queued.');
    expect(bulkCalls(calls).map((call) => call.body)).toEqual([{ action: 'approve', ids: [21, 22, 23] }]);
    // The list is read again, on the same page, and the selection is gone.
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Projects' })).getAllByText('Approved')).toHaveLength(3));
    expect(listCalls(calls).at(-1)!.url).toContain('page=2');
    expect(screen.getByTestId('search')).toHaveTextContent('page=2');
    expect(screen.queryByRole('group', { name: 'Bulk actions' })).not.toBeInTheDocument();
  });

  it('rejects with one reason for all and reports honestly what was left alone', async () => {
    const { calls } = fakeApi({
      'GET /api/admin/projects': { status: 200, body: listOf(pendingPage) },
      'POST /api/admin/projects/bulk': {
        status: 200,
        body: { results: [{ id: 21, outcome: 'done' }, { id: 22, outcome: 'not_allowed', message: 'This project is not awaiting approval' }], done: 1, alertsQueued: 0 },
      },
    }, { user: ADMIN_USER });
    renderHub('/admin/projects?view=table');
    await screen.findByRole('table', { name: 'Projects' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Alpha Acres' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Beta Bay' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Bulk actions' })).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 2 projects?' });
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Photos are blurry');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(toastTexts()).toContain('1 project rejected'));
    expect(toastTexts()).toContain('1 not changed: This project is not awaiting approval');
    expect(bulkCalls(calls).map((call) => call.body)).toEqual([{ action: 'reject', ids: [21, 22], reason: 'Photos are blurry' }]);
  });

  it('asks before deleting, and Cancel sends nothing', async () => {
    const { calls } = fakeApi({ 'GET /api/admin/projects': { status: 200, body: listOf(pendingPage) } }, { user: ADMIN_USER });
    renderHub('/admin/projects?view=table');
    await screen.findByRole('table', { name: 'Projects' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Bulk actions' })).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 3 projects?' });
    expect(dialog).toHaveTextContent('This action cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bulkCalls(calls)).toHaveLength(0);
    expect(screen.getByText('3 selected')).toBeInTheDocument();
  });
});
