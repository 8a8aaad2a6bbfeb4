import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApprovalItem, PendingProjectItem } from '@plotwise/contracts';
import { adminScreen, cardOf, clickForToast, page, toastTexts } from '../../../test-support/render-page';
import PendingApprovalsPage from '../pending-approvals-page';

const agentItem: ApprovalItem = { type: 'agent', id: 31, name: 'Nikhil Agent', email: 'nikhil@example.com', phone: '9800000031', agencyName: 'Nikhil Estates', reraAgentNumber: 'A51800054321', createdAt: '2025-01-10T06:00:00.000Z' };
const projectBase: Omit<PendingProjectItem, 'id' | 'title' | 'source' | 'submittedBy'> = {
  type: 'project', description: 'Twelve plots near the lake.\nClear title.', location: 'Wagholi', city: 'Pune', state: 'Maharashtra', projectType: 'residential',
  totalArea: 2400, areaUnit: 'sq.ft', startingPrice: 3_600_000, possessionTimeline: 'Dec 2026', reraNumber: 'P52100012345', roadWidth: 40, roadWidthUnit: 'ft',
  facing: 'east', images: [{ url: '/api/files/1', caption: 'Gate', isDefault: true }], changesToLiveListing: false, createdAt: '2025-01-12T06:00:00.000Z',
};
const publicItem: ApprovalItem = { ...projectBase, id: 41, title: 'Sunita Corner Plot', source: 'public', submittedBy: { id: null, name: 'Sunita Jadhav', email: 'sunita@example.com', phone: '9822012345' } };
const agentProject: ApprovalItem = { ...projectBase, id: 42, title: 'Kavita Greens', source: 'agent', submittedBy: { id: 5, name: 'Kavita Deshmukh', email: 'kavita@example.com', phone: '9811122233' } };

const openApprovals = adminScreen(<PendingApprovalsPage />, '/admin/pending-approvals', () => {
  let queue = [agentItem, publicItem, agentProject];
  return {
    'GET /api/admin/approvals': (call) => {
      const type = call.query.get('type');
      const items = queue.filter((item) => !type || item.type === type);
      return { status: 200, body: page(items, { counts: { agents: queue.filter((i) => i.type === 'agent').length, projects: queue.filter((i) => i.type === 'project').length, total: queue.length } }) };
    },
    'PATCH /api/admin/agents/31/approve': () => {
      queue = queue.filter((item) => item !== agentItem);
      return { status: 200, body: { agent: {}, message: 'Agent approved successfully' } };
    },
    'PATCH /api/admin/agents/31/reject': () => {
      queue = queue.filter((item) => item !== agentItem);
      return { status: 200, body: { agent: {}, message: 'Agent registration rejected' } };
    },
    'PATCH /api/admin/projects/41/approve': () => {
      queue = queue.filter((item) => item !== publicItem);
      return { status: 200, body: { project: {}, alertsQueued: 3, message: 'Project approved and published' } };
    },
    'PATCH /api/admin/projects/42/reject': () => {
      queue = queue.filter((item) => item !== agentProject);
      return { status: 200, body: { project: {}, alertsQueued: 0, message: 'Project rejected' } };
    },
  };
});

describe('/admin/pending-approvals', () => {
  it('lists agents and projects with who sent them and Approve / Reject on each', async () => {
    openApprovals();
    expect(screen.getByRole('heading', { name: 'Pending Approvals' })).toBeTruthy();
    await screen.findByRole('article', { name: 'Nikhil Agent' });
    expect(screen.getByText('3 waiting')).toBeTruthy();
    expect(cardOf('Nikhil Agent').getByText('Agent registration')).toBeTruthy();
    // What the admin checks before approving an agent.
    expect(cardOf('Nikhil Agent').getByText('Nikhil Estates')).toBeTruthy();
    expect(cardOf('Nikhil Agent').getByText('A51800054321')).toBeTruthy();
    expect(cardOf('Nikhil Agent').getByRole('link', { name: 'nikhil@example.com' }).getAttribute('href')).toBe('mailto:nikhil@example.com');
    const plot = cardOf('Sunita Corner Plot');
    expect(plot.getByText('Project submission')).toBeTruthy();
    expect(plot.getByText('Submitted through Submit a Plot')).toBeTruthy();
    expect(plot.getByText('Sunita Jadhav')).toBeTruthy();
    // The reference the submitter was given, to find the plot when they call.
    expect(plot.getByText('PW-000041')).toBeTruthy();
    expect(cardOf('Kavita Greens').queryByText(/^PW-/)).toBeNull();
    expect(plot.getByText('sunita@example.com')).toBeTruthy();
    expect(plot.getByText('9822012345')).toBeTruthy();
    expect(plot.getByText('Wagholi, Pune, Maharashtra')).toBeTruthy();
    expect(plot.getByText('₹36.00 Lakhs onwards')).toBeTruthy();
    expect(cardOf('Kavita Greens').getByText('Submitted by agent')).toBeTruthy();
    expect(cardOf('Kavita Greens').getByText('Kavita Deshmukh')).toBeTruthy();
    for (const name of ['Nikhil Agent', 'Sunita Corner Plot', 'Kavita Greens']) {
      expect(cardOf(name).getByRole('button', { name: 'Approve' })).toBeTruthy();
      expect(cardOf(name).getByRole('button', { name: 'Reject' })).toBeTruthy();
    }
  });

  it("opens a project's details: description, RERA, road, facing and photos", async () => {
    openApprovals();
    await screen.findByRole('article', { name: 'Sunita Corner Plot' });
    await userEvent.setup().click(cardOf('Sunita Corner Plot').getByRole('button', { name: 'Details' }));
    const plot = cardOf('Sunita Corner Plot');
    expect(plot.getByText('P52100012345')).toBeTruthy();
    expect(plot.getByText('40 ft')).toBeTruthy();
    expect(plot.getByText('East')).toBeTruthy();
    expect(plot.getByText(/Twelve plots near the lake/)).toBeTruthy();
    expect(plot.getByRole('img', { name: 'Gate' })).toBeTruthy();
    expect(plot.getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('approves a project (the SMS alerts it queued are told) and an agent; each leaves the list', async () => {
    const calls = openApprovals();
    await screen.findByRole('article', { name: 'Sunita Corner Plot' });
    await clickForToast(cardOf('Sunita Corner Plot').getByRole('button', { name: 'Approve' }), 'Project approved and published');
    expect(toastTexts()).toContain('3 SMS alerts queued.');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Sunita Corner Plot' })).toBeNull());

    await clickForToast(cardOf('Nikhil Agent').getByRole('button', { name: 'Approve' }), 'Agent approved successfully');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Nikhil Agent' })).toBeNull());
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.path)).toEqual(['/api/admin/projects/41/approve', '/api/admin/agents/31/approve']);
  });

  it('rejects a project with the reason its agent will read, and an agent after saying what it means', async () => {
    const calls = openApprovals();
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'Kavita Greens' });
    await user.click(cardOf('Kavita Greens').getByRole('button', { name: 'Reject' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject "Kavita Greens"?' }));
    await user.type(dialog.getByLabelText('Reason (optional, shown to the agent)'), 'Blurry photos');
    await clickForToast(dialog.getByRole('button', { name: 'Reject' }), 'Project rejected');
    expect(calls.find((call) => call.path === '/api/admin/projects/42/reject')!.body).toEqual({ reason: 'Blurry photos' });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Kavita Greens' })).toBeNull());

    await user.click(cardOf('Nikhil Agent').getByRole('button', { name: 'Reject' }));
    const agentDialog = within(await screen.findByRole('dialog', { name: 'Reject "Nikhil Agent"?' }));
    expect(agentDialog.getByText(/will not be able to sign in/)).toBeTruthy();
    await clickForToast(agentDialog.getByRole('button', { name: 'Reject' }), 'Agent registration rejected');
  });

  it('filters agents or projects, and says when nothing waits', async () => {
    const calls = openApprovals();
    await screen.findByRole('article', { name: 'Nikhil Agent' });
    await userEvent.setup().click(within(screen.getByRole('group', { name: 'Show' })).getByRole('button', { name: 'Agents' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Kavita Greens' })).toBeNull());
    expect(calls.at(-1)!.query.get('type')).toBe('agent');
  });

  it("says 'Nothing is waiting for approval.' and names failures", async () => {
    openApprovals({
      'GET /api/admin/approvals': { status: 200, body: page([agentItem], { counts: { agents: 1, projects: 0, total: 1 } }) },
      'PATCH /api/admin/agents/31/approve': { status: 500, body: { message: 'down' } },
    });
    await screen.findByRole('article', { name: 'Nikhil Agent' });
    await clickForToast(cardOf('Nikhil Agent').getByRole('button', { name: 'Approve' }), 'Failed to approve agent');

    openApprovals({ 'GET /api/admin/approvals': { status: 200, body: page([], { counts: { agents: 0, projects: 0, total: 0 } }) } });
    expect(await screen.findByText('Nothing is waiting for approval.')).toBeTruthy();
  });

  it('stays on the page it was on after an approval, and steps back only when that page empties', async () => {
    // 21 waiting, 20 a page: page 2 holds one item until it is approved.
    let remaining = 21;
    const onPage = (pageNumber: number) => (pageNumber === 2 && remaining === 21 ? [publicItem] : [agentProject]);
    const calls = openApprovals({
      'GET /api/admin/approvals': (call) => {
        const pageNumber = Number(call.query.get('page') ?? 1);
        return { status: 200, body: { ...page(onPage(pageNumber)), page: pageNumber, total: remaining, counts: { agents: 0, projects: remaining, total: remaining } } };
      },
      'PATCH /api/admin/projects/41/approve': () => {
        remaining = 20;
        return { status: 200, body: { project: {}, alertsQueued: 0, message: 'Project approved and published' } };
      },
      'PATCH /api/admin/projects/42/approve': () => ({ status: 200, body: { project: {}, alertsQueued: 0, message: 'Project approved and published' } }),
    }, '/admin/pending-approvals?page=2');
    await screen.findByRole('article', { name: 'Sunita Corner Plot' });
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();

    // The page's last item approved: page 2 no longer exists, so the list steps back to page 1.
    await userEvent.click(cardOf('Sunita Corner Plot').getByRole('button', { name: 'Approve' }));
    await screen.findByRole('article', { name: 'Kavita Greens' });
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe(''));
    expect(calls.filter((call) => call.path === '/api/admin/approvals').at(-1)!.query.get('page')).toBe('1');
  });

  it('keeps the page after an approval while that page still has items', async () => {
    const calls = openApprovals({
      'GET /api/admin/approvals': (call) => ({
        status: 200,
        body: { ...page([agentProject]), page: Number(call.query.get('page') ?? 1), total: 45, counts: { agents: 0, projects: 45, total: 45 } },
      }),
      'PATCH /api/admin/projects/42/approve': () => ({ status: 200, body: { project: {}, alertsQueued: 0, message: 'Project approved and published' } }),
    }, '/admin/pending-approvals?page=2');
    await clickForToast(await screen.findByRole('button', { name: 'Approve' }), 'Project approved');
    const reads = () => calls.filter((call) => call.path === '/api/admin/approvals');
    await waitFor(() => expect(reads().length).toBeGreaterThan(1));
    expect(reads().map((call) => call.query.get('page'))).toEqual(reads().map(() => '2'));
    expect(screen.getByTestId('search').textContent).toBe('?page=2');
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
  });
});
