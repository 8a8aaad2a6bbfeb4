import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminProject } from '@plotwise/contracts';
import ProjectFormDialog from '../project-form/project-form-dialog';
import { emptyProjectValues, parseDecimal, parseWholeRupees, toProjectPayload } from '../project-form/form-values';
import { ADMIN_USER, adminProject, fakeApi, renderAdminPage, toastTexts } from '../../../test-support/render-admin';
import { chooseFirstImage, fill, fillRequired, projectForm } from '../../../test-support/project-form';

const renderForm = (state: Parameters<typeof ProjectFormDialog>[0]['state'], onClose = jest.fn()) => {
  renderAdminPage(<ProjectFormDialog state={state} onClose={onClose} />, '/admin/projects');
  return onClose;
};
const form = projectForm;

describe('the project form: parsing and cleaning', () => {
  it('parses startingPrice as an integer (anything else is price on request) and areas as decimals (anything invalid is 0)', () => {
    expect(parseWholeRupees('25,00,000')).toBe(2_500_000);
    expect(parseWholeRupees('1999.99')).toBe(1999);
    expect(parseWholeRupees('lots')).toBeNull();
    expect(parseWholeRupees('')).toBeNull();
    expect(parseWholeRupees('0')).toBeNull();
    expect(parseWholeRupees('-5')).toBeNull();
    expect(parseDecimal('12.75')).toBe(12.75);
    expect(parseDecimal('abc')).toBe(0);
  });

  it('drops empty rows on save and keeps exactly one default image', () => {
    const payload = toProjectPayload({
      ...emptyProjectValues(),
      title: ' Riverside ',
      projectType: 'residential',
      totalArea: 'twelve',
      startingPrice: 'call us',
      plotSizes: [{ size: '1200', unit: 'sq.ft' }, { size: '0', unit: 'sq.ft' }, { size: 'big', unit: 'sq.m' }],
      amenities: ['Garden', '  ', ''],
      specifications: [{ title: 'Roads', details: '30 ft' }, { title: 'Water', details: '' }, { title: '', details: 'Lonely' }],
      approvals: ['', 'RERA'],
      images: [
        { key: 'a', url: '', caption: 'empty', isDefault: true },
        { key: 'b', url: 'https://img.example.com/b.jpg', caption: 'B', isDefault: false },
      ],
    });
    expect(payload).toMatchObject({
      title: 'Riverside',
      totalArea: 0,
      startingPrice: null,
      plotSizes: [{ size: 1200, unit: 'sq.ft' }],
      amenities: ['Garden'],
      specifications: [{ title: 'Roads', details: '30 ft' }],
      approvals: ['RERA'],
      images: [{ url: 'https://img.example.com/b.jpg', caption: 'B', isDefault: true }],
      brochureUrl: null,
    });
  });
});

describe('Add New Project / Edit Project', () => {
  it('has the three tabs and every section', async () => {
    fakeApi({}, { user: ADMIN_USER });
    renderForm({ mode: 'create' });
    expect(screen.getByRole('dialog', { name: 'Add New Project' })).toBeInTheDocument();
    for (const tab of ['Project Details', 'Images', 'Location']) expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    for (const section of ['Basic Information', 'Location', 'Area Information', 'Plot Sizes', 'Amenities', 'Specifications', 'Documents & Approvals', 'Approvals', 'Project Details', 'Status & Visibility']) {
      expect(screen.getByRole('group', { name: section })).toBeInTheDocument();
    }
  });

  it("answers an empty save with 'Missing required fields' and the field messages", async () => {
    const { calls } = fakeApi({}, { user: ADMIN_USER });
    renderForm({ mode: 'create' });
    await userEvent.click(within(form()).getByRole('button', { name: 'Create Project' }));
    await waitFor(() => expect(toastTexts()).toContain('Missing required fields'));
    expect(await screen.findByText('Title must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Description must be at least 10 characters')).toBeInTheDocument();
    expect(screen.getByText('Location is required')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('refuses a price or an area it cannot read, instead of saving price on request or no area', async () => {
    const { calls } = fakeApi({}, { user: ADMIN_USER });
    renderForm({ mode: 'create' });
    await fillRequired();
    const inForm = within(form());
    // The grouped box takes digits only; past the largest price it says so, in the API's words, rather than saving it.
    await fill(inForm.getByLabelText(/^Starting price/), '99999999999999');
    await userEvent.clear(inForm.getByLabelText(/^Total area/));
    await fill(inForm.getByLabelText(/^Total area/), 'twelve');
    await userEvent.click(inForm.getByRole('button', { name: 'Create Project' }));
    // Under each field (the toast may name one of them too).
    await waitFor(() => expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(expect.arrayContaining(['startingPrice is too large', 'Total area must be greater than 0'])));
    expect(calls).toEqual([]);
  });

  it('cannot remove the last row of a list: Remove is disabled at one row', async () => {
    fakeApi({}, { user: ADMIN_USER });
    renderForm({ mode: 'create' });
    for (const name of ['Remove plot size 1', 'Remove amenity 1', 'Remove specification 1', 'Remove approval 1']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
    await userEvent.click(screen.getByRole('button', { name: /Add Amenity/ }));
    expect(screen.getByRole('button', { name: 'Remove amenity 1' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove amenity 2' }));
    expect(screen.getByRole('button', { name: 'Remove amenity 1' })).toBeDisabled();
  });

  it("shows 'Location Not Set' until location, city and state are filled, then a map of them", async () => {
    fakeApi({}, { user: ADMIN_USER });
    renderForm({ mode: 'create' });
    await userEvent.click(screen.getByRole('tab', { name: 'Location' }));
    expect(screen.getByText('Location Not Set')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to Project Details' }));
    expect(screen.getByRole('tab', { name: 'Project Details' })).toHaveAttribute('aria-selected', 'true');
    await fillRequired();
    await userEvent.click(screen.getByRole('tab', { name: 'Location' }));
    const map = screen.getByTitle('Map of Gangapur Road, Nashik, Maharashtra');
    expect(map).toHaveAttribute('src', 'https://www.google.com/maps?q=Gangapur%20Road%2C%20Nashik%2C%20Maharashtra&output=embed');
  });

  it("creates the project with the cleaned payload and says 'Project created'", async () => {
    const { calls } = fakeApi({ 'POST /api/projects': { status: 201, body: { project: adminProject(40), message: 'The new project has been created successfully' } } }, { user: ADMIN_USER });
    const onClose = renderForm({ mode: 'create' });
    await fillRequired();
    await fill(within(form()).getByLabelText(/^Starting price/), '25,00,000');
    await userEvent.click(within(form()).getByRole('button', { name: 'Create Project' }));
    await waitFor(() => expect(toastTexts()).toContain('Project created'));
    expect(toastTexts()).toContain('The new project has been created successfully');
    expect(onClose).toHaveBeenCalled();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/projects',
      body: {
        title: 'Riverside Plots',
        city: 'Nashik',
        totalArea: 7.5,
        startingPrice: 2_500_000,
        plotSizes: [],
        amenities: [],
        specifications: [],
        approvals: [],
        status: 'upcoming',
        approvalStatus: 'approved',
        images: [],
      },
    });
    expect(calls[0]!.body).not.toHaveProperty('createdBy');
  });

  it('refuses to save an image without a caption, naming it on the Images tab, then saves once it has one', async () => {
    const { calls } = fakeApi({ 'POST /api/projects': { status: 201, body: { project: adminProject(41), message: 'ok' } } }, { user: ADMIN_USER });
    renderForm({ mode: 'create' });
    await fillRequired();
    await userEvent.click(screen.getByRole('tab', { name: 'Images' }));
    await userEvent.click(screen.getByRole('button', { name: /Add Image/ }));
    await fill(screen.getByLabelText('Image URL 1'), 'https://img.example.com/gate.jpg');
    await userEvent.click(within(form()).getByRole('button', { name: 'Create Project' }));

    await waitFor(() => expect(toastTexts()).toContain('Every image needs a caption'));
    expect(screen.getByRole('tab', { name: 'Images' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Caption 1')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form()).getByRole('alert')).toHaveTextContent('Every image needs a caption');
    expect(calls).toHaveLength(0);

    await fill(screen.getByLabelText('Caption 1'), 'Entrance gate');
    await userEvent.click(within(form()).getByRole('button', { name: 'Create Project' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ images: [{ url: 'https://img.example.com/gate.jpg', caption: 'Entrance gate', isDefault: true }] });
  });

  it("reports a failed create as 'Error creating project' with its documented description", async () => {
    fakeApi({ 'POST /api/projects': { status: 500, body: { message: '' } } }, { user: ADMIN_USER });
    renderForm({ mode: 'create' });
    await fillRequired();
    await userEvent.click(within(form()).getByRole('button', { name: 'Create Project' }));
    await waitFor(() => expect(toastTexts()).toContain('Error creating project'));
    expect(toastTexts()).toContain('There was an error saving the project. Please try again.');
  });

  it("updates with the version it read, says 'Project updated', and shows the conflict message on a 409", async () => {
    const project = adminProject(12, { version: 4 }) as unknown as AdminProject;
    let reply = { status: 200, body: { project: { ...project, version: 5 }, message: 'The project has been updated successfully' } as unknown };
    const { calls } = fakeApi({ 'PUT /api/projects/12': () => reply as { status: number; body: unknown } }, { user: ADMIN_USER });
    renderForm({ mode: 'edit', project });
    expect(screen.getByRole('dialog', { name: 'Edit Project' })).toBeInTheDocument();
    await userEvent.click(within(form()).getByRole('button', { name: 'Update Project' }));
    await waitFor(() => expect(toastTexts()).toContain('Project updated'));
    // The plot and due-diligence editors below the form read their own data first: the save is the PUT.
    expect(calls.find((call) => call.method === 'PUT')!.body).toMatchObject({ version: 4, approvalStatus: 'approved', title: 'Project 12', amenities: ['Garden'] });

    reply = { status: 409, body: { message: 'This project was changed by someone else after you opened it. Close the form and open the project again to see the latest version before editing.' } };
    await userEvent.click(within(form()).getByRole('button', { name: 'Update Project' }));
    await waitFor(() => expect(toastTexts()).toContain('Error updating project'));
    expect(toastTexts()).toContain('This project was changed by someone else after you opened it.');
  });

  it('refuses a brochure and a layout map above 10MB and an image above 5MB with their messages', async () => {
    const { calls } = fakeApi({}, { user: ADMIN_USER });
    renderForm({ mode: 'create' });
    const big = (name: string, type: string, megabytes: number) => {
      const file = new File(['x'], name, { type });
      Object.defineProperty(file, 'size', { value: megabytes * 1024 * 1024 + 1 });
      return file;
    };
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Upload file: Brochure'), { target: { files: [big('brochure.pdf', 'application/pdf', 10)] } });
    });
    await waitFor(() => expect(toastTexts()).toContain('Please select a document smaller than 10MB'));
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Upload file: Layout map'), { target: { files: [big('layout.png', 'image/png', 10)] } });
    });
    await waitFor(() => expect(toastTexts()).toContain('Please select a file smaller than 10MB'));

    await chooseFirstImage(big('photo.jpg', 'image/jpeg', 5));
    await waitFor(() => expect(toastTexts()).toContain('File too large'));
    expect(toastTexts()).toContain('Please select an image smaller than 5MB');
    expect(calls).toEqual([]);
  });

  it('shows how far an image upload has got while it is sent', async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    fakeApi({
      'POST /api/upload': () => new Promise((resolve) => {
        answer = resolve;
      }),
    }, { user: ADMIN_USER });
    renderForm({ mode: 'create' });
    await chooseFirstImage(new File(['png'], 'gate.png', { type: 'image/png' }));
    expect(await screen.findByRole('progressbar', { name: 'Uploading image 1… 0%' })).toBeInTheDocument();
    await act(async () => answer({ status: 201, body: { id: 'f', url: '/api/files/0f8fad5b-d9cb-469f-a165-70867728950e', name: 'gate.png', contentType: 'image/png', size: 10 } }));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(toastTexts()).toContain('Upload successful');
  });

  it('uploads an image with its progress and result toasts and, when editing, saves the project and moves its version on', async () => {
    const project = adminProject(12, { version: 2, images: [] }) as unknown as AdminProject;
    const { calls } = fakeApi({
      'POST /api/upload': { status: 201, body: { id: 'f', url: '/api/files/0f8fad5b-d9cb-469f-a165-70867728950e', name: 'gate.png', contentType: 'image/png', size: 10 } },
      'PUT /api/projects/12': ({ body }) => ({ status: 200, body: { project: { ...project, version: (body as { version: number }).version + 1 }, message: 'ok' } }),
    }, { user: ADMIN_USER });
    renderForm({ mode: 'edit', project });
    await chooseFirstImage(new File(['png'], 'gate.png', { type: 'image/png' }));
    await waitFor(() => expect(toastTexts()).toContain('Image uploaded successfully: gate.png'));
    expect(toastTexts()).toContain('Upload successful');
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')!.body).toMatchObject({
      version: 2,
      images: [{ url: '/api/files/0f8fad5b-d9cb-469f-a165-70867728950e', caption: 'gate', isDefault: true }],
    });
    await userEvent.click(within(form()).getByRole('button', { name: 'Update Project' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'PUT')[1]!.body).toMatchObject({ version: 3 });
  });

  it("reports a failed image upload as 'Upload failed - Failed to upload image: …'", async () => {
    fakeApi({ 'POST /api/upload': { status: 415, body: { message: 'gate.png is not a valid image.' } } }, { user: ADMIN_USER });
    renderForm({ mode: 'create' });
    await chooseFirstImage(new File(['x'], 'gate.png', { type: 'image/png' }));
    await waitFor(() => expect(toastTexts()).toContain('Upload failed'));
    expect(toastTexts()).toContain('Failed to upload image: gate.png is not a valid image.');
  });
});
