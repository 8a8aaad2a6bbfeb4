import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastTexts } from '../../../test-support/render-page';
import { agentProject, openAgentDashboard, search } from '../../../test-support/agent-dashboard';

describe('managing a listing from My Projects', () => {
  const item = (title: string) => within(screen.getByRole('listitem', { name: title }));
  const live = agentProject(6, 'approved', { title: 'Lake Meadows', startingPrice: 2_000_000 });
  const rejected = agentProject(5, 'rejected', { title: 'Hill Plots', rejectionReason: 'Add the RERA number' });
  const withdrawn = agentProject(4, 'withdrawn', { title: 'Old Plots' });

  it('offers Edit on every project and Withdraw on every one still listed; says when changes wait or were turned down', async () => {
    const waiting = agentProject(8, 'approved', { title: 'Changed Acres', pendingChanges: { ...live, title: 'Changed Acres II', images: [] } });
    const turnedDown = agentProject(9, 'approved', { title: 'Firm Acres', changesRejectionReason: 'Blurry photos' });
    openAgentDashboard([turnedDown, waiting, live, rejected, withdrawn], {}, '/agent-dashboard?tab=projects');
    await screen.findByRole('heading', { name: 'Old Plots' });
    for (const title of ['Firm Acres', 'Changed Acres', 'Lake Meadows', 'Hill Plots', 'Old Plots']) expect(item(title).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(item('Lake Meadows').getByRole('button', { name: 'Withdraw' })).toBeTruthy();
    expect(item('Old Plots').queryByRole('button', { name: 'Withdraw' })).toBeNull();
    expect(item('Old Plots').getByText('Withdrawn')).toBeTruthy();
    expect(item('Changed Acres').getByText('Changes awaiting review: the listing shows the approved version until then.')).toBeTruthy();
    expect(item('Firm Acres').getByText('Your last changes were not approved. Reason: Blurry photos')).toBeTruthy();
  });

  it("resubmits a rejected project with the form filled from it: 'Save and Resubmit', 'Project Resubmitted'", async () => {
    const api = openAgentDashboard([rejected], {
      'PUT /api/agent/projects/5': ({ body }) => ({ status: 200, body: { project: agentProject(5, 'pending', body as Record<string, unknown>), message: 'ok' } }),
    }, '/agent-dashboard?tab=projects');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = within(await screen.findByRole('form', { name: 'Edit "Hill Plots"' }));
    expect(screen.getByText('Saving sends the project back to our team for approval.')).toBeTruthy();
    expect(form.getByLabelText('Project title')).toHaveValue('Hill Plots');
    expect(form.getByLabelText('Area unit')).toHaveValue('acres');
    await user.type(form.getByLabelText('RERA number'), 'P52100012345');
    await user.click(form.getByRole('button', { name: 'Save and Resubmit' }));

    await waitFor(() => expect(toastTexts()).toContain('Project Resubmitted'));
    expect(toastTexts()).toContain('Your project has been resubmitted for admin approval');
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ title: 'Hill Plots', reraNumber: 'P52100012345', areaUnit: 'acres', totalArea: 4 });
    await waitFor(() => expect(search()).toBe('?tab=projects'));
  });

  it("sends a live listing's changes for review: 'Submit Changes for Review', 'Changes Submitted'", async () => {
    const api = openAgentDashboard([live], {
      'PUT /api/agent/projects/6': { status: 200, body: { project: live, message: 'ok' } },
    }, '/agent-dashboard?tab=projects&edit=6');
    const form = within(await screen.findByRole('form', { name: 'Edit "Lake Meadows"' }));
    expect(screen.getByText('The listing stays on Plotwise as it is now; your changes show once our team approves them.')).toBeTruthy();
    expect(form.getByLabelText('Starting price (₹)')).toHaveValue('20,00,000');
    const user = userEvent.setup();
    await user.clear(form.getByLabelText('Starting price (₹)'));
    await user.type(form.getByLabelText('Starting price (₹)'), '2400000');
    await user.click(form.getByRole('button', { name: 'Submit Changes for Review' }));
    await waitFor(() => expect(toastTexts()).toContain('Changes Submitted'));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ startingPrice: 2_400_000 });
    await waitFor(() => expect(search()).toBe('?tab=projects'));
  });

  it('leaves the form with Cancel, sending nothing', async () => {
    const api = openAgentDashboard([live], {}, '/agent-dashboard?tab=projects&edit=6');
    const form = within(await screen.findByRole('form', { name: 'Edit "Lake Meadows"' }));
    await userEvent.setup().click(form.getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('heading', { name: 'My Projects' });
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it("shows the server's reason when saving fails", async () => {
    openAgentDashboard([rejected], {
      'PUT /api/agent/projects/5': { status: 429, body: { message: 'You have submitted many projects in a short time. Please wait before submitting more.' } },
    }, '/agent-dashboard?tab=projects&edit=5');
    const form = within(await screen.findByRole('form', { name: 'Edit "Hill Plots"' }));
    await userEvent.setup().click(form.getByRole('button', { name: 'Save and Resubmit' }));
    await waitFor(() => expect(toastTexts()).toContain('Could Not Save'));
    expect(toastTexts()).toContain('You have submitted many projects in a short time. Please wait before submitting more.');
  });

  it("withdraws a project after asking: 'Project Withdrawn'", async () => {
    const api = openAgentDashboard([live], {
      'POST /api/agent/projects/6/withdraw': { status: 200, body: { project: { ...live, approvalStatus: 'withdrawn' }, message: 'ok' } },
    }, '/agent-dashboard?tab=projects');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Withdraw Project' }));
    expect(dialog.getByText('Withdraw "Lake Meadows"? It leaves Plotwise at once; you can edit and resubmit it later.')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(toastTexts()).toContain('Project Withdrawn'));
    expect(api.calls.some((call) => call.method === 'POST' && call.url === '/api/agent/projects/6/withdraw')).toBe(true);
  });
});
