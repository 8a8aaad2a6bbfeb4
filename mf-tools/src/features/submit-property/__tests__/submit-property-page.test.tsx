import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SubmitPropertyPage } from '../submit-property-page';
import { fakeApi, renderPage, toastText } from '../../../test-support/render-page';
import { storedFile, uploadedFile, uploadRoute, uploadsIn } from '../../../test-support/fake-uploads';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];

function image(name: string, head = PNG_HEAD, size?: number): File {
  const file = new File([Uint8Array.from([...head, 0, 0, 0, 0])], name, { type: head === JPEG_HEAD ? 'image/jpeg' : 'image/png' });
  if (size) Object.defineProperty(file, 'size', { value: size });
  return file;
}
const htmlNamedPng = () => new File(['<!doctype html><script>alert(1)</script>'], 'photo.png', { type: 'image/png' });

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

const ROUTES = { 'GET /api/auth/me': { status: 200, body: { user: null } } };

async function pick(files: File[]) {
  // fireEvent: userEvent.upload would filter by the accept attribute, which is what we are testing around.
  fireEvent.change(screen.getByLabelText('Property images'), { target: { files } });
}

/** Fills a field as a person pasting into it: one input event, not one per key (the form is re-validated on each). */
async function paste(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** A valid plot, field by field: pasted text, or the option chosen in a select. */
const VALID_PLOT: [label: string, value: string][] = [
  ['Title *', 'Corner plot near Hinjewadi'],
  ['Description *', 'East-facing NA plot with clear title.'],
  ['Project type *', 'residential'],
  ['Location / locality *', 'Maan, Hinjewadi'],
  ['City *', 'Pune'],
  ['State *', 'Maharashtra'],
  ['Total area *', '2400'],
  ['Starting price (₹) *', '7500000'],
  ['Road width', '30'],
  ['Facing', 'east'],
  ['Your name *', 'Sunil Deshmukh'],
  ['Email *', 'sunil@example.com'],
  ['Phone *', '9822011223'],
];

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  for (const [label, value] of VALID_PLOT) {
    const field = screen.getByLabelText(label);
    if (field instanceof HTMLSelectElement) await user.selectOptions(field, value);
    else await paste(user, field, value);
  }
  await user.click(screen.getByLabelText(/I agree to the/));
}

const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Submit Property' }));

describe('/submit-property', () => {
  it('shows each field message and sends nothing', async () => {
    const { calls } = fakeApi(ROUTES);
    renderPage(<SubmitPropertyPage />, '/submit-property');
    const user = userEvent.setup();
    await submit(user);
    for (const message of [
      'Title must be at least 3 characters', 'Description must be at least 10 characters', 'Location is required',
      'City is required', 'State is required', 'Area must be greater than 0', 'Price must be greater than 0',
      'Project type is required', 'Name must be at least 3 characters', 'Please enter a valid email',
      'Please enter a valid phone number', 'You must agree to the terms',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("caps the price at 80 lakhs and checks lengths: 'Price must be less than 80 lakhs'", async () => {
    fakeApi(ROUTES);
    renderPage(<SubmitPropertyPage />, '/submit-property');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Starting price (₹) *'), '8000001');
    await user.type(screen.getByLabelText('Title *'), 'Ab');
    await user.type(screen.getByLabelText('Phone *'), '98220');
    await user.type(screen.getByLabelText('Total area *'), '0');
    await submit(user);
    expect(await screen.findByText('Price must be less than 80 lakhs')).toBeInTheDocument();
    expect(screen.getByText('Title must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByText('Area must be greater than 0')).toBeInTheDocument();
  });

  it('offers every unit, project type and facing', () => {
    fakeApi(ROUTES);
    renderPage(<SubmitPropertyPage />, '/submit-property');
    const options = (label: string) => within(screen.getByLabelText(label)).getAllByRole('option').map((option) => option.getAttribute('value'));
    expect(options('Area unit')).toEqual(['sq.ft', 'sq.m', 'acres', 'hectare']);
    expect(options('Road width unit')).toEqual(['ft', 'm']);
    expect(options('Project type *')).toEqual(['', 'residential', 'commercial', 'mixed-use', 'agricultural']);
    expect(options('Facing')).toEqual(['', 'north', 'south', 'east', 'west', 'northeast', 'northwest', 'southeast', 'southwest']);
  });

  it("says 'Files uploaded' for good photos and shows previews that can be removed", async () => {
    fakeApi(ROUTES);
    renderPage(<SubmitPropertyPage />, '/submit-property');
    await pick([image('front.png'), image('road.jpg', JPEG_HEAD)]);
    await waitFor(() => expect(toastText()).toContain('Files uploaded'));
    expect(toastText()).toContain('2 file(s) added successfully.');
    expect(screen.getByAltText('Preview 1: front.png')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove front.png' }));
    expect(screen.queryByAltText(/front.png/)).not.toBeInTheDocument();
    expect(screen.getByAltText('Preview 1: road.jpg')).toBeInTheDocument();
  });

  it("refuses an HTML file named .png by its content: 'Invalid file type'", async () => {
    fakeApi(ROUTES);
    renderPage(<SubmitPropertyPage />, '/submit-property');
    await pick([htmlNamedPng()]);
    await waitFor(() => expect(toastText()).toContain('Invalid file type'));
    expect(toastText()).toContain('photo.png is not a valid image format. Please use JPEG or PNG.');
    expect(screen.queryByRole('list', { name: 'Chosen images' })).not.toBeInTheDocument();
  });

  it("refuses a photo over 5MB: 'File too large'", async () => {
    fakeApi(ROUTES);
    renderPage(<SubmitPropertyPage />, '/submit-property');
    await pick([image('huge.png', PNG_HEAD, 5 * 1024 * 1024 + 1)]);
    await waitFor(() => expect(toastText()).toContain('File too large'));
    expect(toastText()).toContain('huge.png is larger than 5MB. Please choose a smaller file.');
  });

  it("keeps five photos at most: 'Too many files'", async () => {
    fakeApi(ROUTES);
    renderPage(<SubmitPropertyPage />, '/submit-property');
    await pick(Array.from({ length: 6 }, (_, index) => image(`p${index}.png`)));
    await waitFor(() => expect(toastText()).toContain('Too many files'));
    expect(toastText()).toContain('You can upload a maximum of 5 images.');
    expect(within(screen.getByRole('list', { name: 'Chosen images' })).getAllByRole('img')).toHaveLength(5);
    expect(screen.getByLabelText('Property images')).toBeDisabled();
  });

  it('uploads the photos with progress, stores the plot, says Success! and shows the reference and what happens next', async () => {
    let store: (reply: { status: number; body: unknown }) => void = () => undefined;
    const stored = new Promise<{ status: number; body: unknown }>((resolve) => {
      store = resolve;
    });
    const { calls } = fakeApi({
      ...ROUTES,
      'POST /api/plot-submissions': () => stored,
      'POST /api/upload': uploadRoute((file, index) => ({ status: 201, body: storedFile(index + 1, file) })),
    });
    renderPage(<SubmitPropertyPage />, '/submit-property');
    const user = userEvent.setup();
    await pick([image('front.png'), image('road.png')]);
    await fillValid(user);
    await submit(user);
    // Every photo is sent before the plot is stored.
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('value', '100'));
    store({ status: 201, body: { id: 77 } });
    await waitFor(() => expect(toastText()).toContain('Success!'));
    expect(toastText()).toContain('Your property has been submitted successfully and is pending approval');
    expect(uploadsIn(calls).map((upload) => [upload.url, uploadedFile(upload).name])).toEqual([['/api/upload?kind=image', 'front.png'], ['/api/upload?kind=image', 'road.png']]);
    expect(calls.find((call) => call.url === '/api/plot-submissions')?.body).toEqual({
      title: 'Corner plot near Hinjewadi', description: 'East-facing NA plot with clear title.', location: 'Maan, Hinjewadi',
      city: 'Pune', state: 'Maharashtra', totalArea: 2400, areaUnit: 'sq.ft', startingPrice: 7_500_000, projectType: 'residential',
      name: 'Sunil Deshmukh', contactEmail: 'sunil@example.com', contactPhone: '9822011223', roadWidth: 30, roadWidthUnit: 'ft', facing: 'east',
      agree: true, images: ['/api/files/00000000-0000-4000-8000-000000000001', '/api/files/00000000-0000-4000-8000-000000000002'],
    });
    const confirmation = await screen.findByRole('heading', { level: 1, name: 'Thank you, your plot is submitted' });
    expect(confirmation).toHaveFocus();
    expect(screen.getByTestId('plot-reference')).toHaveTextContent('PW-000077');
    expect(screen.getByText('We may call you on 9822011223 or write to sunil@example.com to check the documents: title, 7/12 extract or property card, and approvals.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse listings' })).toHaveAttribute('href', '/listings');
    expect(screen.queryByRole('form', { name: 'Submit a plot' })).toBeNull();
    expect(screen.getByTestId('path')).toHaveTextContent('/submit-property');

    // Another plot starts from an empty form.
    await user.click(screen.getByRole('button', { name: 'Submit another plot' }));
    expect(await screen.findByRole('form', { name: 'Submit a plot' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title *')).toHaveValue('');
  });

  it.each([
    ['the listing is refused', { status: 400, body: { message: 'Images must be photos uploaded to this site. Please upload them again.' } }, 'Failed to create project listing'],
    ['the contact details are refused', { status: 400, body: { message: 'contactPhone: Please enter a valid phone number' } }, 'Failed to process user information'],
    ['the network fails', new TypeError('Failed to fetch'), 'Something went wrong. Please try again.'],
  ])('says so when %s', async (_label, reply, title) => {
    fakeApi({ ...ROUTES, 'POST /api/plot-submissions': reply });
    renderPage(<SubmitPropertyPage />, '/submit-property');
    const user = userEvent.setup();
    await fillValid(user);
    await submit(user);
    await waitFor(() => expect(toastText()).toContain(title));
    expect(screen.getByTestId('path')).toHaveTextContent('/submit-property');
  });

  it('says Failed to create project listing when a photo upload is refused, and uploads only the rest on retry', async () => {
    let refuseSecond = true;
    const { calls } = fakeApi({
      ...ROUTES,
      'POST /api/plot-submissions': { status: 201, body: { id: 1 } },
      'POST /api/upload': uploadRoute((file, index) => {
        if (file.name === 'road.png' && refuseSecond) {
          refuseSecond = false;
          return { status: 415, body: { message: 'road.png is not a valid image.' } };
        }
        return { status: 201, body: storedFile(index + 1, file) };
      }),
    });
    renderPage(<SubmitPropertyPage />, '/submit-property');
    const user = userEvent.setup();
    await pick([image('front.png'), image('road.png')]);
    await fillValid(user);
    await submit(user);
    await waitFor(() => expect(toastText()).toContain('Failed to create project listing'));
    expect(toastText()).toContain('road.png is not a valid image.');
    await submit(user);
    await waitFor(() => expect(toastText()).toContain('Success!'));
    expect(uploadsIn(calls).map((upload) => uploadedFile(upload).name)).toEqual(['front.png', 'road.png', 'road.png']);
    expect(calls.filter((call) => call.url === '/api/plot-submissions')).toHaveLength(1);
  });
});
