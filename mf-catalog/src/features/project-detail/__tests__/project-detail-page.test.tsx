import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOG_TEXTS, INQUIRY_FORM, INQUIRY_PHONE_FORM, INQUIRY_PHONE_TEXTS, HONEYPOT_FIELD, INQUIRY_TEXTS, PUBLIC_FORM_TEXTS, SMS_ALERTS_TEXTS } from '@plotwise/contracts';
import { fakeApi, renderCatalog, toastTexts } from '../../../test-support/render-catalog';
import { projectFixture } from '../../../test-support/fixtures';

const project = projectFixture();
const serveProject = { 'GET /api/projects/7': { status: 200, body: project } };
const admin = { user: { id: 1, name: 'Admin', email: 'admin@plotwise.in', phone: '', role: 'admin', isApproved: true, createdAt: '2025-01-01T00:00:00.000Z' } };
// jsdom has no PointerEvent: swipes need clientX, which MouseEvent carries.
if (typeof window.PointerEvent === 'undefined') {
  Object.assign(window, { PointerEvent: class extends MouseEvent {} });
}

/** The Formik form, which takes the place of the server's plain HTML form once its code has loaded. */
const enhancedInquiryForm = () =>
  waitFor(() => {
    const form = screen.getByRole('form', { name: 'Enquiry about Sahyadri Greens' });
    expect(form).toHaveAttribute('novalidate');
    return form;
  });

describe('project detail', () => {
  it.each(['/listings/7', '/projects/7'])('shows the project at %s with its price in lakhs or crores, its area and its badges', async (path) => {
    fakeApi(serveProject);
    renderCatalog(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sahyadri Greens' })).toBeInTheDocument();
    expect(screen.getAllByText('₹51.50 Lakhs onwards').length).toBeGreaterThan(0);
    expect(screen.getByTestId('detail-area')).toHaveTextContent('28.10 acres');
    expect(screen.getAllByText('Ongoing').find((badge) => badge.hasAttribute('data-status'))).toHaveAttribute('data-status', 'ongoing');
    expect(screen.getByText(/Featured/)).toBeInTheDocument();
    // The badge by the title; the due-diligence section explains the same words further down.
    expect(screen.getAllByText(CATALOG_TEXTS.reraVerified).find((badge) => badge.closest('header'))).toBeInTheDocument();
    // In the key facts; the due-diligence section repeats it beside what it means.
    expect(within(screen.getByTestId('detail-area').closest('dl')!).getByText('P52100521311')).toBeInTheDocument();
    expect(screen.getByText('Q3 2028')).toBeInTheDocument();
    expect(screen.getByText('Clubhouse')).toBeInTheDocument();
    expect(screen.getByText('30 ft asphalt roads')).toBeInTheDocument();
    expect(screen.getByText('PMRDA sanctioned layout')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Download Brochure/ })).toHaveAttribute('href', '/files/brochure.pdf');
    expect(screen.getByRole('link', { name: /View Layout Map/ })).toHaveAttribute('href', '/files/layout.pdf');
    expect(screen.getByRole('link', { name: /Back to Projects/ })).toHaveAttribute('href', '/projects');
    expect(document.title).toBe('Sahyadri Greens | Plotwise');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toContain('Talegaon Dabhade, Pune, Maharashtra');
  });

  it('offers call, WhatsApp with a message naming the project, mail and directions', async () => {
    fakeApi(serveProject);
    renderCatalog('/listings/7');
    const contact = await screen.findByRole('list', { name: 'Contact' });
    expect(within(contact).getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:+919876543210');
    const whatsapp = within(contact).getByRole('link', { name: /WhatsApp/ }).getAttribute('href')!;
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
    expect(decodeURIComponent(whatsapp)).toContain('interested in Sahyadri Greens');
    expect(within(contact).getByRole('link', { name: /Email/ }).getAttribute('href')).toMatch(/^mailto:sales@sahyadri\.example\?subject=Enquiry%20about%20Sahyadri%20Greens/);
    expect(within(contact).getByRole('link', { name: /Get Directions/ })).toHaveAttribute(
      'href', 'https://www.google.com/maps/dir/?api=1&destination=Talegaon%20Dabhade%2C%20Pune%2C%20Maharashtra',
    );
  });

  it("pins Call, WhatsApp and Enquire to a phone's screen; Enquire puts the cursor in the form", async () => {
    fakeApi(serveProject);
    renderCatalog('/projects/7');
    const bar = await screen.findByRole('list', { name: 'Quick contact' });
    expect(within(bar).getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:+919876543210');
    const whatsapp = decodeURIComponent(within(bar).getByRole('link', { name: /WhatsApp/ }).getAttribute('href')!);
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
    // Once hydrated the message carries the page's address.
    expect(whatsapp).toContain(`interested in Sahyadri Greens (Talegaon Dabhade, Pune) on Plotwise: ${window.location.origin}/projects/7.`);
    const inquire = within(bar).getByRole('link', { name: 'Enquire' });
    expect(inquire).toHaveAttribute('href', '#enquire');
    await screen.findByRole('form', { name: 'Enquiry about Sahyadri Greens' });
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) { scrolled.push(this); };
    fireEvent.click(inquire);
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(scrolled).toEqual([screen.getByLabelText('Name')]);
  });

  it('embeds the map by location, city and state, and falls back to an open-in-maps link when it is blocked', async () => {
    fakeApi(serveProject);
    renderCatalog('/listings/7');
    const frame = await screen.findByTitle(/Map of Sahyadri Greens/);
    expect(frame).toHaveAttribute('src', 'https://www.google.com/maps?q=Talegaon%20Dabhade%2C%20Pune%2C%20Maharashtra&output=embed');
    expect(frame).toHaveAttribute('loading', 'lazy');
    act(() => {
      const violation = new Event('securitypolicyviolation') as Event & { blockedURI: string };
      Object.defineProperty(violation, 'blockedURI', { value: 'https://www.google.com/maps' });
      document.dispatchEvent(violation);
    });
    expect(await screen.findByText('The map could not be shown here.')).toBeInTheDocument();
    expect(screen.queryByTitle(/Map of Sahyadri Greens/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute(
      'href', 'https://www.google.com/maps/search/?api=1&query=Talegaon%20Dabhade%2C%20Pune%2C%20Maharashtra',
    );
  });

  it('starts the gallery at the default picture and cycles circularly with buttons and arrow keys', async () => {
    fakeApi(serveProject);
    renderCatalog('/listings/7');
    const stage = await screen.findByTestId('gallery-stage');
    const shown = () => within(stage).getAllByRole('img')[0]!.getAttribute('src');
    expect(shown()).toBe('/media/b.svg');
    fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(shown()).toBe('/media/c.svg');
    fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(shown()).toBe('/media/a.svg');
    fireEvent.keyDown(stage, { key: 'ArrowLeft' });
    expect(shown()).toBe('/media/c.svg');
    fireEvent.keyDown(stage, { key: 'ArrowRight' });
    expect(shown()).toBe('/media/a.svg');
    fireEvent.pointerDown(stage, { clientX: 300 });
    fireEvent.pointerUp(stage, { clientX: 200 });
    expect(shown()).toBe('/media/b.svg');
  });

  it('opens a picture large in a lightbox with a counter and caption, turns with arrows and swipes, and gives focus back', async () => {
    fakeApi({ 'GET /api/projects/7': { status: 200, body: { ...project, images: [...project.images, { url: '/media/d.jpg', caption: 'IMG_2034.jpg', isDefault: false }] } } });
    renderCatalog('/listings/7');
    const thumb = (await screen.findByRole('list', { name: 'All pictures' })).querySelectorAll('button')[3]!;
    expect(thumb).toHaveAccessibleName('Open picture 4 large');
    fireEvent.click(thumb);
    const dialog = await screen.findByRole('dialog', { name: 'Sahyadri Greens' });
    const counter = within(dialog).getByTestId('lightbox-counter');
    expect(counter).toHaveTextContent('4 of 4');
    // A file name is never a caption; the project is named once in the alt text.
    expect(within(dialog).getByText('Photo 4 of Sahyadri Greens')).toBeInTheDocument();
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', 'Photo 4 of Sahyadri Greens');
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(counter).toHaveTextContent('1 of 4');
    expect(within(dialog).getByText('Entrance')).toBeInTheDocument();
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', 'Sahyadri Greens: Entrance');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Previous picture' }));
    expect(counter).toHaveTextContent('4 of 4');
    const picture = within(dialog).getByTestId('lightbox-picture');
    fireEvent.pointerDown(picture, { clientX: 300 });
    fireEvent.pointerUp(picture, { clientX: 100 });
    expect(counter).toHaveTextContent('1 of 4');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('lightbox')).toBeNull());
    expect(thumb).toHaveFocus();
    // The page's gallery stays on the picture the visitor ended on.
    expect(screen.getByTestId('gallery-caption')).toHaveTextContent('Entrance');
  });

  it('lists plot sizes (in sq.ft too) with the rate per sq.ft and the price at it, and says what the brochure is', async () => {
    fakeApi({ 'GET /api/projects/7': { status: 200, body: {
      ...project,
      plotSizes: [{ size: 1200, unit: 'sq.ft' }, { size: 200, unit: 'sq.m' }],
      brochureFile: { contentType: 'application/pdf', byteSize: 2_500_000 },
      layoutMapFile: null,
    } } });
    renderCatalog('/projects/7');
    const table = await screen.findByRole('table', { name: 'Plot sizes and prices' });
    const rows = within(table).getAllByRole('row').map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Size', '₹/sq.ft', 'Price'],
      ['1,200 sq.ft', '₹4,292', '₹51.50 Lakhs'],
      ['200 sq.m (2,153 sq.ft)', '₹4,292', '₹92.39 Lakhs'],
    ]);
    expect(screen.getByText(/Indicative prices apply the starting price's rate/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download Brochure (PDF, 2.4 MB)' })).toHaveAttribute('href', '/files/brochure.pdf');
    expect(screen.getByRole('link', { name: 'View Layout Map' })).toHaveAttribute('href', '/files/layout.pdf');
  });

  it('says On request for the rate and price of every size when the project states no price', async () => {
    fakeApi({ 'GET /api/projects/7': { status: 200, body: { ...project, startingPrice: null } } });
    renderCatalog('/projects/7');
    const table = await screen.findByRole('table', { name: 'Plot sizes and prices' });
    expect(within(table).getAllByText('On request')).toHaveLength(4);
    expect(screen.queryByText(/Indicative prices apply/)).toBeNull();
  });

  it('shows the Admin Edit link only to an admin session', async () => {
    fakeApi(serveProject);
    const { unmount } = renderCatalog('/listings/7');
    await screen.findByRole('heading', { level: 1, name: 'Sahyadri Greens' });
    expect(screen.queryByRole('link', { name: 'Admin Edit' })).toBeNull();
    unmount();

    fakeApi(serveProject, admin);
    renderCatalog('/listings/7');
    expect(await screen.findByRole('link', { name: 'Admin Edit' })).toHaveAttribute('href', '/admin/projects?edit=7');
  });

  it("shows 'Project Not Found' with a way back for a missing project", async () => {
    fakeApi({ 'GET /api/projects/999': { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Project Not Found' } } });
    renderCatalog('/listings/999');
    expect(await screen.findByRole('heading', { name: CATALOG_TEXTS.projectNotFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute('href', '/projects');
  });

  it("shows 'Project Not Found' for an id that is not a number, without asking the API", async () => {
    const { calls } = fakeApi();
    renderCatalog('/projects/abc');
    expect(await screen.findByRole('heading', { name: CATALOG_TEXTS.projectNotFound })).toBeInTheDocument();
    expect(calls.filter((call) => call.path.startsWith('/api/projects'))).toEqual([]);
  });

  it('sends the inquiry with the project id and the empty honeypot, then confirms with a toast', async () => {
    const { calls } = fakeApi({ ...serveProject, 'POST /api/inquiries': { status: 201, body: { id: 1 } } });
    renderCatalog('/listings/7');
    const form = await enhancedInquiryForm();
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: INQUIRY_TEXTS.submit }));
    expect(await within(form).findByText(INQUIRY_TEXTS.nameRequired)).toBeInTheDocument();
    expect(within(form).getByText(INQUIRY_TEXTS.phoneInvalid)).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Name'), 'Asha Patil');
    await user.type(within(form).getByLabelText('Email'), 'asha@example.com');
    await user.type(within(form).getByLabelText('Phone'), '+91 98765 43210');
    await user.click(within(form).getByRole('button', { name: INQUIRY_TEXTS.submit }));

    await waitFor(() => expect(toastTexts()).toContain(INQUIRY_TEXTS.sentTitle));
    const sent = calls.find((call) => call.method === 'POST' && call.path === '/api/inquiries');
    expect(sent?.body).toEqual({
      name: 'Asha Patil',
      email: 'asha@example.com',
      phone: '+91 98765 43210',
      message: INQUIRY_TEXTS.defaultMessage('Sahyadri Greens'),
      projectId: 7,
      [HONEYPOT_FIELD]: '',
    });
  });

  it.each([
    [INQUIRY_FORM.sent, 'status', INQUIRY_TEXTS.sentDescription],
    ['phoneInvalid', 'alert', INQUIRY_TEXTS.phoneInvalid],
    [INQUIRY_FORM.busy, 'alert', PUBLIC_FORM_TEXTS.tooManySubmissions],
    ['<b>Call 1800 scam</b>', 'alert', INQUIRY_TEXTS.failedDescription],
  ])('shows the HTML form\'s outcome ?enquiry=%s in the inquiry section, in its own words', async (outcome, role, text) => {
    fakeApi(serveProject);
    renderCatalog(`/projects/7?enquiry=${encodeURIComponent(outcome)}`);
    const note = await screen.findByTestId('inquiry-outcome');
    expect(note).toHaveAttribute('role', role);
    expect(note).toHaveTextContent(text);
    expect(note.textContent).not.toMatch(/scam/);
  });

  it('offers to confirm the number of an inquiry sent without script, with plain forms that work before any script', async () => {
    fakeApi(serveProject);
    const { unmount } = renderCatalog(`/projects/7?enquiry=${INQUIRY_PHONE_FORM.confirm}`);
    expect(await screen.findByTestId('inquiry-outcome')).toHaveTextContent(INQUIRY_TEXTS.sentTitle);
    const send = screen.getByRole('button', { name: INQUIRY_PHONE_TEXTS.sendCode }).closest('form')!;
    expect([send.getAttribute('method'), send.getAttribute('action')]).toEqual(['post', INQUIRY_PHONE_FORM.codeAction]);
    expect(within(send).getByDisplayValue('7')).toHaveAttribute('name', 'projectId');
    unmount();

    renderCatalog('/projects/7?enquiry=codeWrong');
    const step = await screen.findByTestId('inquiry-phone-step');
    expect(within(step).getByRole('alert')).toHaveTextContent(SMS_ALERTS_TEXTS.codeWrong);
    const code = within(step).getByLabelText(INQUIRY_PHONE_TEXTS.codeLabel);
    expect(code).toHaveAttribute('name', 'code');
    expect(code.closest('form')).toHaveAttribute('action', INQUIRY_PHONE_FORM.verifyAction);
    expect(screen.queryByTestId('inquiry-outcome')).toBeNull();
  });

  it('says why an inquiry failed', async () => {
    fakeApi({ ...serveProject, 'POST /api/inquiries': { status: 429, body: { statusCode: 429, error: 'Too Many Requests', message: 'Too many submissions from your network. Please wait a few minutes and try again.' } } });
    renderCatalog('/listings/7');
    const form = await enhancedInquiryForm();
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('Name'), 'Asha Patil');
    await user.type(within(form).getByLabelText('Email'), 'asha@example.com');
    await user.type(within(form).getByLabelText('Phone'), '9876543210');
    await user.click(within(form).getByRole('button', { name: INQUIRY_TEXTS.submit }));
    await waitFor(() => expect(toastTexts()).toContain(INQUIRY_TEXTS.failedTitle));
    expect(toastTexts()).toContain('Too many submissions from your network');
  });
});
