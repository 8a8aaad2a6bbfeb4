import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProjectsHubPage } from '../projects-hub-page';
import { ADMIN_USER, adminProject, fakeApi, listOf, renderAdminPage, toastTexts, type FakeRoutes } from '../../../test-support/render-admin';

const renderHub = (url = '/admin/projects') => renderAdminPage(<ProjectsHubPage />, '/admin/projects', url);
const listCalls = (calls: { method: string; url: string }[]) => calls.filter((call) => call.method === 'GET' && call.url.startsWith('/api/admin/projects?'));

describe('the Project Management Hub', () => {
  it('shows its frame: title, subtitle, Admin Portal, last updated, Back to Dashboard and the header buttons', async () => {
    fakeApi({ 'GET /api/admin/projects': { status: 200, body: listOf([adminProject(1)]) } }, { user: ADMIN_USER });
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
    const { calls } = fakeApi({ 'GET /api/admin/projects': { status: 200, body: listOf([adminProject(1)]) } }, { user: ADMIN_USER });
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

  it('confirms a delete with the documented text and reports it', async () => {
    const { calls } = fakeApi({
      'GET /api/admin/projects': { status: 200, body: listOf([adminProject(12, { title: 'Doomed' })]) },
      'DELETE /api/projects/12': { status: 200, body: { message: 'Project deleted' } },
    }, { user: ADMIN_USER });
    renderHub();
    await userEvent.click(within(await screen.findByRole('article', { name: 'Doomed' })).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Project' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete "Doomed"? This action cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastTexts()).toContain('Project deleted'));
    expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/projects/12')).toBe(true);
  });

  it("reports a failed delete as 'Error deleting project'", async () => {
    fakeApi({
      'GET /api/admin/projects': { status: 200, body: listOf([adminProject(12, { title: 'Stubborn' })]) },
      'DELETE /api/projects/12': { status: 404, body: { message: 'Project not found' } },
    }, { user: ADMIN_USER });
    renderHub();
    await userEvent.click(within(await screen.findByRole('article', { name: 'Stubborn' })).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete Project' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastTexts()).toContain('Error deleting project'));
  });

  it('manages images with the rules and messages of the images dialog', async () => {
    const { calls } = fakeApi({
      'GET /api/admin/projects': { status: 200, body: listOf([adminProject(12, { title: 'Gallery' })]) },
      'POST /api/projects/12/images': { status: 200, body: { images: [], defaultImage: null, version: 2, message: 'Images updated' } },
    }, { user: ADMIN_USER });
    renderHub();
    await userEvent.click(within(await screen.findByRole('article', { name: 'Gallery' })).getByRole('button', { name: 'Images' }));
    const dialog = screen.getByRole('dialog', { name: 'Manage Project Images' });
    const inDialog = within(dialog);

    await userEvent.click(inDialog.getByRole('button', { name: 'Remove image 1' }));
    await userEvent.click(inDialog.getByRole('button', { name: 'Save Images' }));
    await waitFor(() => expect(toastTexts()).toContain('No images to upload'));

    await userEvent.click(inDialog.getByRole('button', { name: /Add Image/ }));
    expect(inDialog.getByRole('radio', { name: 'Default' })).toBeChecked();
    await userEvent.click(inDialog.getByRole('button', { name: 'Save Images' }));
    await waitFor(() => expect(toastTexts()).toContain('Invalid image URL'));

    await userEvent.type(inDialog.getByLabelText('Image URL 1'), 'https://img.example.com/new.jpg');
    await userEvent.type(inDialog.getByLabelText('Caption 1'), 'New gate');
    await userEvent.click(inDialog.getByRole('button', { name: /Add Image/ }));
    const radios = inDialog.getAllByRole('radio', { name: 'Default' });
    expect(radios.map((radio) => (radio as HTMLInputElement).checked)).toEqual([true, false]);
    await userEvent.type(inDialog.getByLabelText('Image URL 2'), 'https://img.example.com/road.jpg');
    await userEvent.type(inDialog.getByLabelText('Caption 2'), 'Road');
    await userEvent.click(radios[1]!);
    expect(inDialog.getAllByRole('radio', { name: 'Default' }).map((radio) => (radio as HTMLInputElement).checked)).toEqual([false, true]);
    await userEvent.click(inDialog.getByRole('button', { name: 'Remove image 2' }));
    expect(inDialog.getByRole('radio', { name: 'Default' })).toBeChecked();

    await userEvent.click(inDialog.getByRole('button', { name: 'Save Images' }));
    await waitFor(() => expect(toastTexts()).toContain('Images updated'));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ images: [{ url: 'https://img.example.com/new.jpg', caption: 'New gate', isDefault: true }] });
  });

  it("reports a refused image save as 'Error uploading images'", async () => {
    fakeApi({
      'GET /api/admin/projects': { status: 200, body: listOf([adminProject(12, { title: 'Gallery' })]) },
      'POST /api/projects/12/images': { status: 400, body: { message: 'Invalid image URL' } },
    }, { user: ADMIN_USER });
    renderHub();
    await userEvent.click(within(await screen.findByRole('article', { name: 'Gallery' })).getByRole('button', { name: 'Images' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Images' }));
    await waitFor(() => expect(toastTexts()).toContain('Error uploading images'));
  });

  it('downloads the CSV template generated here and says so', async () => {
    fakeApi({ 'GET /api/admin/projects': { status: 200, body: listOf([adminProject(1)]) } }, { user: ADMIN_USER });
    const blobs: Blob[] = [];
    Object.assign(URL, { createObjectURL: jest.fn((blob: Blob) => { blobs.push(blob); return 'blob:template'; }), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderHub();
    await userEvent.click(screen.getByRole('button', { name: 'CSV Template' }));
    expect(click).toHaveBeenCalled();
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]!);
    });
    expect(text).toMatch(/^title,description,projectType,location,city,state,totalArea,areaUnit,startingPrice,plotSizes/);
    await waitFor(() => expect(toastTexts()).toContain('Template Downloaded'));
    click.mockRestore();
  });

  it('keeps Upload Projects disabled until a CSV file is chosen, with the hint to use the template first', async () => {
    fakeApi({ 'GET /api/admin/projects': { status: 200, body: listOf([adminProject(1)]) } }, { user: ADMIN_USER });
    renderHub();
    await userEvent.click(screen.getByRole('button', { name: 'Bulk Upload' }));
    const dialog = screen.getByRole('dialog', { name: 'Bulk Upload Projects' });
    expect(dialog).toHaveTextContent('Download the CSV template first');
    const upload = within(dialog).getByRole('button', { name: 'Upload Projects' });
    expect(upload).toBeDisabled();
    const file = new File(['title\n'], 'projects.csv', { type: 'text/csv' });
    await act(async () => {
      fireEvent.change(within(dialog).getByLabelText('CSV file'), { target: { files: [file] } });
    });
    expect(upload).toBeEnabled();
  });

  describe('bulk upload', () => {
    const PREVIEW_URL = '/api/projects/bulk-upload/preview';
    const IMPORT_URL = '/api/projects/bulk-upload';
    const readyRow = (row: number, overrides: Record<string, unknown> = {}) => ({
      row,
      title: `Imported ${row}`,
      city: 'Pune',
      projectType: 'residential',
      startingPrice: '2500000',
      status: 'ready',
      approvalStatus: 'approved',
      errors: [],
      ...overrides,
    });
    const previewOf = (rows: ReturnType<typeof readyRow>[]) => ({
      ready: rows.filter((entry) => entry.errors.length === 0).length,
      withErrors: rows.filter((entry) => entry.errors.length > 0).length,
      rows,
    });
    const badRows = [
      readyRow(4, { title: '', startingPrice: '12.5', errors: [{ field: 'title', message: 'Title must be at least 3 characters' }, { field: 'totalArea', message: 'totalArea: must be a number' }] }),
      readyRow(6, { title: 'No Header Room', errors: [{ field: null, message: 'The row has more cells than the header has columns' }] }),
    ];

    /** Opens Bulk Upload and sends a file, the preview and import routes answering as given; resolves with the dialog and what was posted. */
    async function uploadCsv(routes: FakeRoutes) {
      const { calls } = fakeApi({ 'GET /api/admin/projects': { status: 200, body: listOf([adminProject(1)]) }, ...routes }, { user: ADMIN_USER });
      const sent = () => calls.filter((call) => call.method === 'POST').map((call) => ({ url: call.url, body: call.body as FormData }));
      renderHub();
      await userEvent.click(screen.getByRole('button', { name: 'Bulk Upload' }));
      const dialog = screen.getByRole('dialog', { name: 'Bulk Upload Projects' });
      await act(async () => {
        fireEvent.change(within(dialog).getByLabelText('CSV file'), { target: { files: [new File(['title\n'], 'projects.csv', { type: 'text/csv' })] } });
      });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Upload Projects' }));
      return { dialog, sent };
    }

    it('says how to write list cells, with items separated by |', async () => {
      fakeApi({ 'GET /api/admin/projects': { status: 200, body: listOf([adminProject(1)]) } }, { user: ADMIN_USER });
      renderHub();
      await userEvent.click(screen.getByRole('button', { name: 'Bulk Upload' }));
      const dialog = screen.getByRole('dialog', { name: 'Bulk Upload Projects' });
      await userEvent.click(within(dialog).getByText('How to write lists in a cell'));
      expect(dialog).toHaveTextContent('items separated by |, like Clubhouse | Garden | 24x7 Security');
      expect(dialog).toHaveTextContent('1200 sq.ft | 1500 sq.ft');
      expect(dialog).toHaveTextContent('Lists written as JSON text, as older templates did, are still read.');
      expect(dialog).not.toHaveTextContent('list fields as JSON');
    });

    it('previews the rows first, each error on its row, and saves nothing until Import N rows', async () => {
      const { dialog, sent } = await uploadCsv({
        [`POST ${PREVIEW_URL}`]: { status: 200, body: previewOf([readyRow(2), readyRow(3, { startingPrice: '', status: 'upcoming', approvalStatus: 'pending' }), ...badRows, readyRow(5)]) },
        [`POST ${IMPORT_URL}`]: { status: 200, body: { successful: 3, failed: [{ row: 4, errors: ['Title must be at least 3 characters', 'totalArea: must be a number'] }, { row: 6, errors: ['The row has more cells than the header has columns'] }] } },
      });
      await within(dialog).findByText('3 rows ready, 2 with errors');
      expect(sent().map((request) => request.url)).toEqual([PREVIEW_URL]);
      expect((sent()[0]!.body.get('csvFile') as File).name).toBe('projects.csv');
      expect(dialog).toHaveTextContent('Nothing has been saved yet. Rows with errors are skipped. To import them too, fix the file and upload it again.');

      const table = within(dialog).getByRole('table', { name: 'Rows in the file' });
      const row = (name: string) => within(table).getByRole('row', { name });
      expect(row('Row 2')).toHaveTextContent('Imported 2PuneResidential₹25.00 LakhsReadyApprovedReady');
      expect(row('Row 3')).toHaveTextContent('Price on RequestUpcomingPending');
      // Each problem beside its row, with its column; the column is not repeated in the message.
      const problems = within(row('Row 4')).getAllByRole('listitem').map((item) => item.textContent);
      expect(problems).toEqual(['titleTitle must be at least 3 characters', 'totalAreamust be a number']);
      expect(row('Row 4')).toHaveTextContent('12.5');
      expect(within(row('Row 6')).getByRole('listitem')).toHaveTextContent('rowThe row has more cells than the header has columns');
      expect(within(row('Row 5')).queryByRole('listitem')).toBeNull();

      const importButton = within(dialog).getByRole('button', { name: 'Import 3 rows' });
      expect(within(dialog).queryByRole('button', { name: 'Upload Projects' })).toBeNull();
      expect(toastTexts()).not.toContain('Bulk upload completed');

      await userEvent.click(importButton);
      await waitFor(() => expect(toastTexts()).toContain('Bulk upload completed'));
      expect(sent().map((request) => request.url)).toEqual([PREVIEW_URL, IMPORT_URL]);
      expect(sent()[1]!.body.get('csvFile')).toBe(sent()[0]!.body.get('csvFile'));
      expect(toastTexts()).toContain('3 imported successfully, 2 failed');
      expect(within(dialog).getByText('Rows that were not imported')).toBeInTheDocument();
      expect(dialog).toHaveTextContent('Row 4: Title must be at least 3 characters; totalArea: must be a number');
      expect(within(dialog).queryByRole('table')).toBeNull();
      expect(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)).toHaveTextContent('Close');
      expect(within(dialog).queryByRole('button', { name: /^Import/ })).toBeNull();
    });

    it('keeps Import disabled when no row is ready, and a new file starts over', async () => {
      const { dialog } = await uploadCsv({ [`POST ${PREVIEW_URL}`]: { status: 200, body: previewOf(badRows) } });
      await within(dialog).findByText('0 rows ready, 2 with errors');
      expect(dialog).toHaveTextContent('No row can be imported. Fix the file and upload it again.');
      expect(within(dialog).getByRole('button', { name: 'Import 0 rows' })).toBeDisabled();
      await act(async () => {
        fireEvent.change(within(dialog).getByLabelText('CSV file'), { target: { files: [new File(['fixed\n'], 'fixed.csv', { type: 'text/csv' })] } });
      });
      expect(within(dialog).queryByRole('table')).toBeNull();
      expect(within(dialog).getByRole('button', { name: 'Upload Projects' })).toBeEnabled();
    });

    it('shows a long file 50 rows a page, and filters to the rows with errors', async () => {
      const rows = Array.from({ length: 120 }, (_, index) =>
        readyRow(index + 2, index === 100 ? { errors: [{ field: 'city', message: 'City is required' }] } : {}),
      );
      const { dialog } = await uploadCsv({ [`POST ${PREVIEW_URL}`]: { status: 200, body: previewOf(rows) } });
      await within(dialog).findByText('119 rows ready, 1 with errors');
      const table = within(dialog).getByRole('table', { name: 'Rows in the file' });
      const bodyRows = () => within(table).getAllByRole('row').slice(1);
      expect(bodyRows()).toHaveLength(50);
      expect(dialog).toHaveTextContent('Showing 1–50 of 120');
      expect(within(dialog).getByText('Page 1 of 3')).toBeInTheDocument();
      expect(within(table).queryByRole('row', { name: 'Row 102' })).toBeNull();

      await userEvent.click(within(dialog).getByRole('button', { name: 'Rows with errors (1)' }));
      expect(bodyRows().map((entry) => entry.getAttribute('aria-label'))).toEqual(['Row 102']);
      expect(bodyRows()[0]).toHaveTextContent('City is required');
      expect(dialog).toHaveTextContent('Showing 1–1 of 1');

      await userEvent.click(within(dialog).getByRole('button', { name: 'All rows (120)' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
      expect(dialog).toHaveTextContent('Showing 51–100 of 120');
      expect(bodyRows()[0]).toHaveAttribute('aria-label', 'Row 52');
      expect(within(dialog).getByRole('button', { name: 'Import 119 rows' })).toBeEnabled();
    });

    it("reports a refused file as 'Error uploading CSV' with the documented description", async () => {
      const { dialog } = await uploadCsv({ [`POST ${PREVIEW_URL}`]: { status: 400, body: { message: 'Missing column: status' } } });
      await waitFor(() => expect(toastTexts()).toContain('Error uploading CSV'));
      expect(toastTexts()).toContain('Failed to upload CSV file. Please check the format and try again. Missing column: status');
      expect(within(dialog).queryByRole('table')).toBeNull();
    });
  });
});
