import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastTexts } from '../../../test-support/render-page';
import { agentProject, openAgentDashboard, search } from '../../../test-support/agent-dashboard';

describe('the Submit Project form', () => {
  async function openForm(routes: Parameters<typeof openAgentDashboard>[1] = {}) {
    const api = openAgentDashboard([], routes, '/agent-dashboard?tab=submit');
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
    const api = await openForm({ 'POST /api/projects': ({ body }) => ({ status: 201, body: { project: agentProject(9, 'pending', body as Record<string, unknown>), message: 'ok' } }) });
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
      'POST /api/projects': { status: 201, body: { project: agentProject(9, 'pending'), message: 'ok' } },
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
