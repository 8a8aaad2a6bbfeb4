import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INQUIRY_TEXTS } from '@plotwise/contracts';
import { ContactPage } from '../contact-page';
import { fakeApi, renderPage, toastText } from '../../../test-support/render-page';

async function fill(fields: Partial<Record<'Your name *' | 'Email *' | 'Subject' | 'Message *', string>>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(fields)) await user.type(screen.getByLabelText(label), value);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  return user;
}

describe('/contact', () => {
  it('shows the office in Pune, the hours, phone, email and a map', () => {
    fakeApi({});
    renderPage(<ContactPage />, '/contact');
    expect(screen.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/Pune, Maharashtra/)).toBeInTheDocument();
    expect(screen.getByText('Mon - Sat')).toBeInTheDocument();
    expect(screen.getByText('9:00 - 19:00')).toBeInTheDocument();
    expect(screen.getByText('10:00 - 17:00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+91 20 4850 2100' })).toHaveAttribute('href', 'tel:+912048502100');
    expect(screen.getByRole('link', { name: 'hello@plotwise.in' })).toHaveAttribute('href', 'mailto:hello@plotwise.in');
    expect(screen.getByTitle(/Map of the Plotwise office in Pune/)).toBeInTheDocument();
    expect(document.title).toBe('Contact Us | Plotwise');
  });

  it('falls back to an open-in-maps link when the map is blocked, as the project page does', async () => {
    fakeApi({});
    renderPage(<ContactPage />, '/contact');
    const frame = screen.getByTitle(/Map of the Plotwise office in Pune/);
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/www\.google\.com\/maps\?q=Plotwise%2C%204th%20Floor/);
    act(() => {
      const violation = new Event('securitypolicyviolation') as Event & { blockedURI: string };
      Object.defineProperty(violation, 'blockedURI', { value: 'https://www.google.com/maps' });
      document.dispatchEvent(violation);
    });
    expect(await screen.findByText('The map could not be shown here.')).toBeInTheDocument();
    expect(screen.queryByTitle(/Map of the Plotwise office/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Open in Google Maps' }).getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Plotwise%2C%204th%20Floor/);
    expect(screen.getByRole('link', { name: 'Get Directions to our office' }).getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=Plotwise/);
  });

  it("says 'Error / Please fill all required fields' and sends nothing when a required field is empty", async () => {
    const { calls } = fakeApi({});
    renderPage(<ContactPage />, '/contact');
    await fill({ 'Your name *': 'Asha', 'Email *': 'asha@example.com' });
    await waitFor(() => expect(toastText()).toContain('Error'));
    expect(toastText()).toContain('Please fill all required fields');
    // The empty field itself says what the API would: POST /api/inquiries words it so.
    expect(screen.getByLabelText('Message *')).toHaveAccessibleDescription(INQUIRY_TEXTS.messageRequired);
    expect(calls.filter((call) => call.url === '/api/inquiries')).toHaveLength(0);
  });

  it('says what is wrong with a field filled in wrongly, in the words of the API', async () => {
    const { calls } = fakeApi({});
    renderPage(<ContactPage />, '/contact');
    await fill({ 'Your name *': 'Asha', 'Email *': 'asha@example', 'Message *': 'Hello' });
    await waitFor(() => expect(toastText()).toContain(INQUIRY_TEXTS.emailInvalid));
    expect(toastText()).not.toContain('Please fill all required fields');
    expect(screen.getByLabelText('Email *')).toHaveAccessibleDescription(INQUIRY_TEXTS.emailInvalid);
    expect(calls.filter((call) => call.url === '/api/inquiries')).toHaveLength(0);
  });

  it("sends the subject with the message and says 'Message sent! / We'll get back to you within 24 hours'", async () => {
    const { calls } = fakeApi({ 'POST /api/inquiries': { status: 201, body: { id: 5 } } });
    renderPage(<ContactPage />, '/contact');
    await fill({ 'Your name *': 'Asha Patil', 'Email *': 'asha@example.com', Subject: 'Site visit', 'Message *': 'Saturday morning?' });
    await waitFor(() => expect(toastText()).toContain('Message sent!'));
    expect(toastText()).toContain("We'll get back to you within 24 hours");
    expect(calls.find((call) => call.url === '/api/inquiries')?.body).toEqual({
      name: 'Asha Patil', email: 'asha@example.com', subject: 'Site visit', message: 'Saturday morning?', phone: '', source: 'contact',
    });
    // The news stays where the form was, after the toast has gone, with the focus on it.
    const sent = screen.getByRole('status', { name: 'Message sent!' });
    expect(sent).toHaveTextContent("We'll get back to you within 24 hours");
    expect(document.activeElement).toBe(within(sent).getByRole('heading'));
    await userEvent.setup().click(within(sent).getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText('Your name *')).toHaveValue('');
  });

  it.each([
    ["says 'Error / Failed to send message. Please try again.' when the server fails", { status: 500, body: { message: 'boom' } }, 'Failed to send message. Please try again.', 'boom'],
    ["shows the server's reason when it refuses the message", { status: 400, body: { message: 'Message must be at most 2000 characters' } }, 'Message must be at most 2000 characters', 'Failed to send message'],
  ])('%s, keeping what was typed', async (_case, reply, shown, notShown) => {
    fakeApi({ 'POST /api/inquiries': reply });
    renderPage(<ContactPage />, '/contact');
    await fill({ 'Your name *': 'Asha', 'Email *': 'asha@example.com', 'Message *': 'Hello' });
    await waitFor(() => expect(toastText()).toContain(shown));
    expect(toastText()).not.toContain(notShown);
    expect(screen.getByLabelText('Your name *')).toHaveValue('Asha');
  });

  it('moves the focus to the first field to fix after a failed submit', async () => {
    fakeApi({});
    renderPage(<ContactPage />, '/contact');
    await fill({ 'Your name *': 'Asha', 'Message *': 'Hello' });
    await waitFor(() => expect(screen.getByLabelText('Email *')).toHaveFocus());
  });
});
