import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AgentDashboardPage } from '../agent-dashboard-page';
import { currentPath, expectVisitorSentToLogin, fakeApi, projectFixture, renderPage, sessionUser, toastTexts } from '../../../test-support/render-page';

const search = () => screen.getByTestId('search').textContent;
const agent = (overrides: Record<string, unknown> = {}) => sessionUser({ id: 21, name: 'Meera Agent', role: 'agent', isApproved: true, ...overrides });

const project = (id: number, approvalStatus: string, overrides: Record<string, unknown> = {}) =>
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

const SEVEN = [
  project(7, 'pending'),
  project(6, 'approved'),
  project(5, 'rejected', { rejectionReason: 'The RERA number does not match.' }),
  project(4, 'pending'),
  project(3, 'approved'),
  project(2, 'approved'),
  project(1, 'pending'),
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
    fakeApi({ 'GET /api/projects/agent/21': { status: 200, body: SEVEN } }, { user: agent() });
    renderPage(<AgentDashboardPage />, '/agent-dashboard');

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
    fakeApi({ 'GET /api/projects/agent/21': { status: 200, body: SEVEN } }, { user: agent() });
    renderPage(<AgentDashboardPage />, '/agent-dashboard', '/agent-dashboard?tab=projects');
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
    fakeApi({ 'GET /api/projects/agent/21': { status: 200, body: [] } }, { user: agent() });
    renderPage(<AgentDashboardPage />, '/agent-dashboard', '/agent-dashboard?tab=projects');
    expect(await screen.findByText('You have not submitted any projects yet.')).toBeTruthy();
  });
});

describe('the Submit Project form', () => {
  async function openForm(routes: Parameters<typeof fakeApi>[0] = {}) {
    const api = fakeApi({ 'GET /api/projects/agent/21': { status: 200, body: [] }, ...routes }, { user: agent() });
    renderPage(<AgentDashboardPage />, '/agent-dashboard', '/agent-dashboard?tab=submit');
    await screen.findByRole('form', { name: 'Submit Project' });
    return api;
  }
  const form = () => screen.getByRole('form', { name: 'Submit Project' });

  async function fillValid() {
    const user = userEvent.setup();
    // Pasted, one change a field: Formik re-validates the whole form at every typed key.
    const fill = async (label: string, text: string) => {
      await user.click(within(form()).getByLabelText(label));
      await user.paste(text);
    };
    await fill('Project title', 'Sunrise Meadows');
    await fill('Description', 'Gated plots with wide roads.');
    await fill('Location', 'Hinjewadi Phase 3');
    await fill('City', 'Pune');
    await fill('State', 'Maharashtra');
    await fill('Total area', '12.5');
    await user.selectOptions(within(form()).getByLabelText('Project type'), 'mixed-use');
    return user;
  }

  it("shows every agent rule's message", async () => {
    await openForm();
    const user = userEvent.setup();
    await user.click(within(form()).getByRole('button', { name: 'Submit for Approval' }));
    for (const text of [
      'Title must be at least 3 characters',
      'Description must be at least 10 characters',
      'Location is required',
      'City is required',
      'State is required',
      'Total area must be greater than 0',
      'Choose residential, commercial, mixed-use or agricultural',
    ]) {
      expect(await within(form()).findByText(text)).toBeTruthy();
    }
  });

  it('takes the price in whole rupees with Indian grouping, and says it in words', async () => {
    await openForm();
    const user = userEvent.setup();
    const price = within(form()).getByLabelText('Starting price (₹)');
    // A decimal point or a letter never reaches the value: the API's whole-rupee rule cannot be broken here.
    await user.type(price, '24x50.000');
    expect(price).toHaveValue('24,50,000');
    expect(within(form()).getByText('₹24.50 Lakhs')).toBeTruthy();
  });

  it("refuses a total area below 1 with 'Total area must be greater than 0'", async () => {
    await openForm();
    const user = await fillValid();
    await user.clear(within(form()).getByLabelText('Total area'));
    await user.type(within(form()).getByLabelText('Total area'), '0');
    await user.click(within(form()).getByRole('button', { name: 'Submit for Approval' }));
    expect(await within(form()).findByText('Total area must be greater than 0')).toBeTruthy();
  });

  it("submits the agent's fields (sq.ft by default), says 'Project Submitted' and opens My Projects", async () => {
    const api = await openForm({ 'POST /api/projects': ({ body }) => ({ status: 201, body: { project: project(9, 'pending', body as Record<string, unknown>), message: 'ok' } }) });
    const user = await fillValid();
    await user.type(within(form()).getByLabelText('RERA number'), ' P521000123 ');
    await user.type(within(form()).getByLabelText('Starting price (₹)'), '2450000');
    await user.selectOptions(within(form()).getByLabelText('Area unit'), 'sq.m');
    await user.selectOptions(within(form()).getByLabelText('Area unit'), 'sq.ft');
    await user.click(within(form()).getByRole('button', { name: 'Submit for Approval' }));

    await waitFor(() => expect(toastTexts()).toContain('Project Submitted'));
    expect(toastTexts()).toContain('Your project has been submitted for admin approval');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Sunrise Meadows',
      description: 'Gated plots with wide roads.',
      location: 'Hinjewadi Phase 3',
      city: 'Pune',
      state: 'Maharashtra',
      totalArea: 12.5,
      areaUnit: 'sq.ft',
      projectType: 'mixed-use',
      startingPrice: 2450000,
      possessionTimeline: null,
      reraNumber: 'P521000123',
      images: [],
      // No pin placed: the project has no coordinates yet.
      latitude: null,
      longitude: null,
    });
    await waitFor(() => expect(search()).toBe('?tab=projects'));
  });

  it("shows 'Submission Failed' with the server's message, or 'Failed to submit project'", async () => {
    await openForm({ 'POST /api/projects': { status: 400, body: { message: 'Upload each image with the image upload before submitting' } } });
    const user = await fillValid();
    await user.click(within(form()).getByRole('button', { name: 'Submit for Approval' }));
    await waitFor(() => expect(toastTexts()).toContain('Submission Failed'));
    expect(toastTexts()).toContain('Upload each image with the image upload before submitting');
  });

  it("falls back to 'Failed to submit project' when the network fails", async () => {
    await openForm({ 'POST /api/projects': new TypeError('Failed to fetch') });
    const user = await fillValid();
    await user.click(within(form()).getByRole('button', { name: 'Submit for Approval' }));
    await waitFor(() => expect(toastTexts()).toContain('Submission Failed'));
    expect(toastTexts()).toContain('Failed to submit project');
  });

  it('uploads images, shows previews, keeps the first as cover and sends them with the project', async () => {
    let uploads = 0;
    const api = await openForm({
      'POST /api/upload': ({ body }) => {
        uploads += 1;
        const file = (body as FormData).get('file') as File;
        return { status: 201, body: { id: `id-${uploads}`, url: `/api/files/00000000-0000-4000-8000-00000000000${uploads}`, name: file.name, contentType: 'image/png', size: file.size } };
      },
      'POST /api/projects': { status: 201, body: { project: project(9, 'pending'), message: 'ok' } },
    });
    const user = await fillValid();
    const picker = within(form()).getByLabelText(/Add Images/);
    await user.upload(picker, [new File(['png'], 'gate.png', { type: 'image/png' }), new File(['png'], 'road.png', { type: 'image/png' })]);

    const previews = await screen.findByRole('list', { name: 'Uploaded images' });
    await waitFor(() => expect(within(previews).getAllByRole('img')).toHaveLength(2));
    expect(within(previews).getByRole('img', { name: 'Image 1: gate.png' }).getAttribute('src')).toBe('/api/files/00000000-0000-4000-8000-000000000001');
    const covers = within(previews).getAllByRole('radio', { name: 'Cover image' }) as HTMLInputElement[];
    expect(covers.map((radio) => radio.checked)).toEqual([true, false]);

    await user.click(covers[1]!);
    await user.type(within(previews).getByLabelText('Caption for road.png'), 'Main road');
    // Every image needs a caption, as the API requires: the one left blank is named and nothing is sent.
    await user.click(within(form()).getByRole('button', { name: 'Submit for Approval' }));
    expect(await within(previews).findByRole('alert')).toHaveTextContent('Every image needs a caption');
    expect(within(previews).getByLabelText('Caption for gate.png')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((call) => call.url === '/api/projects')).toBe(false);

    await user.type(within(previews).getByLabelText('Caption for gate.png'), 'Gate');
    await user.click(within(form()).getByRole('button', { name: 'Submit for Approval' }));
    await waitFor(() => expect(toastTexts()).toContain('Project Submitted'));
    expect((api.calls.find((call) => call.url === '/api/projects')?.body as { images: unknown }).images).toEqual([
      { url: '/api/files/00000000-0000-4000-8000-000000000001', caption: 'Gate', isDefault: false },
      { url: '/api/files/00000000-0000-4000-8000-000000000002', caption: 'Main road', isDefault: true },
    ]);
  });

  it('makes the first remaining image the cover when the cover is removed', async () => {
    let uploads = 0;
    await openForm({
      'POST /api/upload': ({ body }) => {
        uploads += 1;
        return { status: 201, body: { id: `${uploads}`, url: `/api/files/${uploads}`, name: ((body as FormData).get('file') as File).name, contentType: 'image/png', size: 3 } };
      },
    });
    const user = userEvent.setup();
    await user.upload(within(form()).getByLabelText(/Add Images/), [new File(['a'], 'a.png', { type: 'image/png' }), new File(['b'], 'b.png', { type: 'image/png' })]);
    const previews = await screen.findByRole('list', { name: 'Uploaded images' });
    await waitFor(() => expect(within(previews).getAllByRole('img')).toHaveLength(2));
    await user.click(within(previews).getByRole('button', { name: 'Remove a.png' }));
    const covers = within(previews).getAllByRole('radio', { name: 'Cover image' }) as HTMLInputElement[];
    expect(covers.map((radio) => radio.checked)).toEqual([true]);
  });

  it("refuses an image over 5MB before uploading it with 'File too large'", async () => {
    const api = await openForm();
    const big = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await userEvent.setup().upload(within(form()).getByLabelText(/Add Images/), big);
    await waitFor(() => expect(toastTexts()).toContain('File too large'));
    expect(toastTexts()).toContain('Please select an image smaller than 5MB');
    expect(api.calls.filter((call) => call.url.startsWith('/api/upload'))).toEqual([]);
  });

  it("says 'Upload failed' with the server's reason", async () => {
    await openForm({ 'POST /api/upload': { status: 415, body: { message: 'fake.png is not a valid image.' } } });
    await userEvent.setup().upload(within(form()).getByLabelText(/Add Images/), new File(['x'], 'fake.png', { type: 'image/png' }));
    await waitFor(() => expect(toastTexts()).toContain('Upload failed'));
    expect(toastTexts()).toContain('Failed to upload image: fake.png is not a valid image.');
  });
});

describe('managing a listing from My Projects', () => {
  const item = (title: string) => within(screen.getByRole('listitem', { name: title }));
  const live = project(6, 'approved', { title: 'Lake Meadows', startingPrice: 2_000_000 });
  const rejected = project(5, 'rejected', { title: 'Hill Plots', rejectionReason: 'Add the RERA number' });
  const withdrawn = project(4, 'withdrawn', { title: 'Old Plots' });

  it('offers Edit on every project and Withdraw on every one still listed; says when changes wait or were turned down', async () => {
    const waiting = project(8, 'approved', { title: 'Changed Acres', pendingChanges: { ...live, title: 'Changed Acres II', images: [] } });
    const turnedDown = project(9, 'approved', { title: 'Firm Acres', changesRejectionReason: 'Blurry photos' });
    fakeApi({ 'GET /api/projects/agent/21': { status: 200, body: [turnedDown, waiting, live, rejected, withdrawn] } }, { user: agent() });
    renderPage(<AgentDashboardPage />, '/agent-dashboard', '/agent-dashboard?tab=projects');
    await screen.findByRole('heading', { name: 'Old Plots' });
    for (const title of ['Firm Acres', 'Changed Acres', 'Lake Meadows', 'Hill Plots', 'Old Plots']) expect(item(title).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(item('Lake Meadows').getByRole('button', { name: 'Withdraw' })).toBeTruthy();
    expect(item('Old Plots').queryByRole('button', { name: 'Withdraw' })).toBeNull();
    expect(item('Old Plots').getByText('Withdrawn')).toBeTruthy();
    expect(item('Changed Acres').getByText('Changes awaiting review: the listing shows the approved version until then.')).toBeTruthy();
    expect(item('Firm Acres').getByText('Your last changes were not approved. Reason: Blurry photos')).toBeTruthy();
  });

  it("resubmits a rejected project with the form filled from it: 'Save and Resubmit', 'Project Resubmitted'", async () => {
    const api = fakeApi({
      'GET /api/projects/agent/21': { status: 200, body: [rejected] },
      'PUT /api/agent/projects/5': ({ body }) => ({ status: 200, body: { project: project(5, 'pending', body as Record<string, unknown>), message: 'ok' } }),
    }, { user: agent() });
    renderPage(<AgentDashboardPage />, '/agent-dashboard', '/agent-dashboard?tab=projects');
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
    const api = fakeApi({
      'GET /api/projects/agent/21': { status: 200, body: [live] },
      'PUT /api/agent/projects/6': { status: 200, body: { project: live, message: 'ok' } },
    }, { user: agent() });
    renderPage(<AgentDashboardPage />, '/agent-dashboard', '/agent-dashboard?tab=projects&edit=6');
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
    const api = fakeApi({ 'GET /api/projects/agent/21': { status: 200, body: [live] } }, { user: agent() });
    renderPage(<AgentDashboardPage />, '/agent-dashboard', '/agent-dashboard?tab=projects&edit=6');
    const form = within(await screen.findByRole('form', { name: 'Edit "Lake Meadows"' }));
    await userEvent.setup().click(form.getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('heading', { name: 'My Projects' });
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it("shows the server's reason when saving fails", async () => {
    fakeApi({
      'GET /api/projects/agent/21': { status: 200, body: [rejected] },
      'PUT /api/agent/projects/5': { status: 429, body: { message: 'You have submitted many projects in a short time. Please wait before submitting more.' } },
    }, { user: agent() });
    renderPage(<AgentDashboardPage />, '/agent-dashboard', '/agent-dashboard?tab=projects&edit=5');
    const form = within(await screen.findByRole('form', { name: 'Edit "Hill Plots"' }));
    await userEvent.setup().click(form.getByRole('button', { name: 'Save and Resubmit' }));
    await waitFor(() => expect(toastTexts()).toContain('Could Not Save'));
    expect(toastTexts()).toContain('You have submitted many projects in a short time. Please wait before submitting more.');
  });

  it("withdraws a project after asking: 'Project Withdrawn'", async () => {
    const api = fakeApi({
      'GET /api/projects/agent/21': { status: 200, body: [live] },
      'POST /api/agent/projects/6/withdraw': { status: 200, body: { project: { ...live, approvalStatus: 'withdrawn' }, message: 'ok' } },
    }, { user: agent() });
    renderPage(<AgentDashboardPage />, '/agent-dashboard', '/agent-dashboard?tab=projects');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Withdraw Project' }));
    expect(dialog.getByText('Withdraw "Lake Meadows"? It leaves Plotwise at once; you can edit and resubmit it later.')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(toastTexts()).toContain('Project Withdrawn'));
    expect(api.calls.some((call) => call.method === 'POST' && call.url === '/api/agent/projects/6/withdraw')).toBe(true);
  });
});
