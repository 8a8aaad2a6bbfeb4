import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_USER, adminProject, fakeApi, listOf } from '../../../test-support/render-admin';
import { listCalls, renderHub, serveHub } from '../../../test-support/projects-hub';

describe('the Project Management Hub', () => {
  it('shows its frame: title, subtitle, Admin Portal, last updated, Back to Dashboard and the header buttons', async () => {
    serveHub();
    renderHub();
    expect(screen.getByRole('heading', { level: 1, name: 'Project Management Hub' })).toBeInTheDocument();
    expect(screen.getByText('Comprehensive project oversight and management dashboard')).toBeInTheDocument();
    expect(screen.getByText('Admin Portal')).toBeInTheDocument();
    expect(screen.getByText(/^Last updated: \d+ \w+ \d{4}$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute('href', '/admin/dashboard');
    for (const name of [/Create Project/, /Bulk Upload/, /CSV Template/]) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Projects Overview' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('search projects by title, city, or state')).toBeInTheDocument();
  });

  it('shows six placeholder cards while the list loads', () => {
    fakeApi({ 'GET /api/admin/projects': () => 'never' }, { user: ADMIN_USER });
    renderHub();
    expect(screen.getAllByTestId('project-card-placeholder')).toHaveLength(6);
  });

  it('says so when the list cannot be loaded', async () => {
    fakeApi({ 'GET /api/admin/projects': { status: 500, body: { message: 'boom' } } }, { user: ADMIN_USER });
    renderHub();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Projects');
    expect(alert).toHaveTextContent('Unable to fetch projects. Please refresh the page or try again.');
  });

  it('invites the first project when there are none, and the button opens the form', async () => {
    fakeApi({ 'GET /api/admin/projects': { status: 200, body: listOf([]) } }, { user: ADMIN_USER });
    renderHub();
    expect(await screen.findByText('No Projects Found')).toBeInTheDocument();
    expect(screen.getByText('Get started by creating your first project')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Your First Project' }));
    expect(await screen.findByRole('dialog', { name: 'Add New Project' })).toBeInTheDocument();
  });

  it('shows a project card with all its parts', async () => {
    fakeApi({
      'GET /api/admin/projects': {
        status: 200,
        body: listOf([adminProject(12, { title: 'Sahyadri Greens', startingPrice: 2_500_000 }), adminProject(13, { featured: false, verified: false, status: 'upcoming', approvalStatus: 'pending', startingPrice: 0, projectType: 'agricultural', city: 'Nashik' })], {
          total: 2,
          overallTotal: 64,
        }),
      },
    }, { user: ADMIN_USER });
    renderHub();
    const card = await screen.findByRole('article', { name: 'Sahyadri Greens' });
    const inCard = within(card);
    expect(inCard.getByText('ID: 12')).toBeInTheDocument();
    expect(inCard.getByText('Featured')).toBeInTheDocument();
    expect(inCard.getByText('Ready')).toBeInTheDocument();
    expect(inCard.getByText('Pune, Maharashtra')).toBeInTheDocument();
    expect(inCard.getByText('Residential')).toBeInTheDocument();
    expect(inCard.getByText('₹25,00,000 onwards')).toBeInTheDocument();
    expect(inCard.getByText(/Verified/)).toBeInTheDocument();
    expect(inCard.getByText('Created 5 March 2025')).toBeInTheDocument();
    expect(inCard.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/projects/12');
    for (const name of ['Edit', 'Delete', 'Images']) expect(inCard.getByRole('button', { name })).toBeInTheDocument();

    const other = within(screen.getByRole('article', { name: 'Project 13' }));
    expect(other.getByText('Unverified')).toBeInTheDocument();
    expect(other.getByText('Upcoming')).toBeInTheDocument();
    expect(other.getByText('Pending')).toBeInTheDocument();
    expect(other.getByText('Agricultural')).toBeInTheDocument();
    expect(other.queryByText('Featured')).not.toBeInTheDocument();
    expect(screen.getByText('2 of 64 Projects')).toBeInTheDocument();
  });

  it('asks the server for newest first, and for the other order, field and filters as they change', async () => {
    const { calls } = serveHub();
    renderHub();
    await screen.findByRole('article');
    expect(listCalls(calls).at(-1)!.url).toBe('/api/admin/projects?status=all&projectType=all&approvalStatus=all&sortBy=createdAt&sortOrder=desc&page=1');
    await userEvent.click(screen.getByRole('button', { name: /switch to ascending/ }));
    await waitFor(() => expect(listCalls(calls).at(-1)!.url).toContain('sortOrder=asc'));
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'startingPrice');
    await waitFor(() => expect(listCalls(calls).at(-1)!.url).toContain('sortBy=startingPrice'));
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'ready');
    await waitFor(() => expect(listCalls(calls).at(-1)!.url).toContain('status=ready'));
    expect(screen.getByRole('option', { name: 'Ready' })).toHaveValue('ready');
    await userEvent.selectOptions(screen.getByLabelText('Approval'), 'pending');
    await waitFor(() => expect(listCalls(calls).at(-1)!.url).toContain('approvalStatus=pending'));
  });

  it('says no project matches the filters, and Clear Filters resets search, status and type', async () => {
    const { calls } = fakeApi({
      'GET /api/admin/projects': ({ url }) => ({ status: 200, body: url.includes('search=') ? listOf([], { overallTotal: 5 }) : listOf([adminProject(1)]) }),
    }, { user: ADMIN_USER });
    renderHub();
    await screen.findByRole('article');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'ongoing');
    await userEvent.type(screen.getByPlaceholderText('search projects by title, city, or state'), 'zzz');
    await waitFor(() => expect(listCalls(calls).some((call) => call.url.includes('search=zzz') && call.url.includes('status=ongoing'))).toBe(true));
    expect(await screen.findByText('No Projects Match Your Filters')).toBeInTheDocument();
    expect(screen.getByText('0 of 5 Projects')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('search projects by title, city, or state')).toHaveValue('');
    expect(screen.getByLabelText('Status')).toHaveValue('all');
    expect(screen.getByLabelText('Type')).toHaveValue('all');
  });

  it('opens ?edit={id} in the edit form, then clears the parameter', async () => {
    fakeApi({
      'GET /api/admin/projects': { status: 200, body: listOf([adminProject(12)]) },
      'GET /api/admin/projects/12': { status: 200, body: adminProject(12, { title: 'Edit Me' }) },
    }, { user: ADMIN_USER });
    renderHub('/admin/projects?edit=12');
    const form = await screen.findByRole('dialog', { name: 'Edit Project' });
    expect(await within(form).findByDisplayValue('Edit Me')).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent('');
  });
});
