import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ServicesPage } from '../services-page';
import { fakeApi, renderPage, toastText } from '../../../test-support/render-page';

async function openQuote() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Get Quote' }));
  return user;
}

/** Opens the quote dialog, fills every field and sends it. */
async function requestQuote() {
  const user = await openQuote();
  await user.type(screen.getByLabelText('Name *'), 'Kiran Rao');
  await user.type(screen.getByLabelText('Mobile *'), '9822012345');
  await user.type(screen.getByLabelText('Message *'), 'Sell 3 plots');
  await user.click(screen.getByRole('button', { name: 'Request Quote' }));
}

describe('/services', () => {
  it('shows the call button, seven services, the partnership, four steps, the trust figures and an email call to action', async () => {
    fakeApi({ 'GET /api/cities': { status: 200, body: [{ city: 'Pune', state: null, projectCount: 42, minPrice: null, maxPrice: null, popularLocalities: [], imageUrl: null, imageCaption: null }] } });
    renderPage(<ServicesPage />, '/services');
    expect(screen.getByRole('link', { name: /Call Us/ })).toHaveAttribute('href', 'tel:+912048502100');
    expect(screen.getAllByRole('article')).toHaveLength(7);
    expect(screen.getByRole('heading', { name: 'Developer sales and marketing partnership' })).toBeInTheDocument();
    for (const step of ['Initial Consultation', 'Property Shortlisting', 'Site Visits and Verification', 'Documentation and Closure']) {
      expect(screen.getByRole('heading', { name: step })).toBeInTheDocument();
    }
    expect(await screen.findByText('42')).toBeInTheDocument();
    expect(screen.getByText('Projects listed')).toBeInTheDocument();
    expect(screen.getByText('1500+')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Email hello@plotwise.in' }).getAttribute('href')).toMatch(/^mailto:hello@plotwise.in/);
  });

  it("says 'Missing Information / Please fill in all required fields' and sends nothing", async () => {
    const { calls } = fakeApi({});
    renderPage(<ServicesPage />, '/services');
    const user = await openQuote();
    await user.type(screen.getByLabelText('Name *'), 'Kiran');
    await user.click(screen.getByRole('button', { name: 'Request Quote' }));
    await waitFor(() => expect(toastText()).toContain('Missing Information'));
    expect(toastText()).toContain('Please fill in all required fields');
    // Each empty field says what it needs, once; the toast says the rest.
    expect(screen.getByLabelText('Mobile *')).toHaveAccessibleDescription('Please enter your mobile number');
    expect(screen.getByLabelText('Message *')).toHaveAccessibleDescription('Please enter your message');
    expect(screen.getByLabelText('Name *')).not.toHaveAccessibleDescription();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("stores the request, says 'Quote Request Submitted / We'll get back to you within 24 hours', and keeps saying it in the dialog", async () => {
    const { calls } = fakeApi({ 'POST /api/quotes': { status: 201, body: { id: 1 } } });
    renderPage(<ServicesPage />, '/services');
    await requestQuote();
    await waitFor(() => expect(toastText()).toContain('Quote Request Submitted'));
    expect(toastText()).toContain("We'll get back to you within 24 hours");
    expect(calls.find((call) => call.url === '/api/quotes')?.body).toEqual({ name: 'Kiran Rao', mobile: '9822012345', message: 'Sell 3 plots' });
    // The news stays where the form was, with the focus on it, until the visitor closes the dialog.
    const sent = within(screen.getByRole('dialog')).getByRole('status', { name: 'Quote Request Submitted' });
    expect(sent).toHaveTextContent("We'll get back to you within 24 hours");
    expect(document.activeElement).toBe(within(sent).getByRole('heading'));
    await userEvent.setup().click(within(sent).getByRole('button', { name: 'Request another quote' }));
    expect(screen.getByLabelText('Name *')).toHaveValue('');
  });

  it('fills in the signed-in person’s name and mobile', async () => {
    fakeApi({}, { user: { id: 3, name: 'Kiran Rao', email: 'kiran@example.com', phone: '9822012345', role: 'agent', isApproved: true, createdAt: '2025-01-01T00:00:00.000Z' } });
    renderPage(<ServicesPage />, '/services');
    await openQuote();
    await waitFor(() => expect(screen.getByLabelText('Name *')).toHaveValue('Kiran Rao'));
    expect(screen.getByLabelText('Mobile *')).toHaveValue('9822012345');
    expect(screen.getByLabelText('Message *')).toHaveValue('');
  });

  it('shows the API’s refusal of a field under that field, as well as in the toast', async () => {
    const refusal = { statusCode: 400, error: 'Bad Request', message: 'Please enter a valid mobile number', validation: { source: 'payload', keys: ['mobile'] } };
    fakeApi({ 'POST /api/quotes': { status: 400, body: refusal } });
    renderPage(<ServicesPage />, '/services');
    await requestQuote();
    const mobile = screen.getByLabelText('Mobile *');
    await waitFor(() => expect(mobile).toHaveAccessibleDescription('Please enter a valid mobile number'));
    await waitFor(() => expect(document.activeElement).toBe(mobile));
    expect(toastText()).toContain('Please enter a valid mobile number');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('keeps the dialog open with an error when sending fails', async () => {
    fakeApi({ 'POST /api/quotes': { status: 500, body: { message: 'x' } } });
    renderPage(<ServicesPage />, '/services');
    await requestQuote();
    await waitFor(() => expect(toastText()).toContain('Failed to send your request. Please try again.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
