import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ContactWidget from '../components/contact-widget';
import { fakeApi, renderPage, toastText } from '../../../test-support/render-page';

function renderWidget() {
  const onClose = jest.fn();
  renderPage(<ContactWidget onClose={onClose} />);
  return onClose;
}

async function fill(fields: Partial<Record<'Name' | 'Email' | 'Message', string>>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(fields)) await user.type(screen.getByLabelText(label), value);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

describe('the floating contact widget', () => {
  it.each([
    [{}, 'Name required', 'Please enter your name'],
    [{ Name: '   ' }, 'Name required', 'Please enter your name'],
    [{ Name: 'Ravi' }, 'Email required', 'Please enter your email address'],
    [{ Name: 'Ravi', Email: 'ravi@example.com' }, 'Message required', 'Please enter your message'],
  ])('with %j says %s / %s and sends nothing', async (fields, title, description) => {
    const { calls } = fakeApi({});
    renderWidget();
    await fill(fields);
    await waitFor(() => expect(toastText()).toContain(title));
    expect(toastText()).toContain(description);
    expect(calls.filter((call) => call.url === '/api/inquiries')).toHaveLength(0);
  });

  it('sends an empty phone, says Message sent!, resets and closes', async () => {
    const { calls } = fakeApi({ 'POST /api/inquiries': { status: 201, body: { id: 9 } } });
    const onClose = renderWidget();
    await fill({ Name: 'Ravi', Email: 'ravi@example.com', Message: 'Call me about Wagholi' });
    await waitFor(() => expect(toastText()).toContain('Message sent!'));
    expect(toastText()).toContain("We'll get back to you as soon as possible");
    expect(calls.find((call) => call.url === '/api/inquiries')?.body).toEqual({
      name: 'Ravi', email: 'ravi@example.com', message: 'Call me about Wagholi', phone: '', source: 'widget',
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it("says 'Error sending message / Please try again later' and keeps the text when sending fails", async () => {
    fakeApi({ 'POST /api/inquiries': new TypeError('Failed to fetch') });
    const onClose = renderWidget();
    await fill({ Name: 'Ravi', Email: 'ravi@example.com', Message: 'Hello' });
    await waitFor(() => expect(toastText()).toContain('Error sending message'));
    expect(toastText()).toContain('Please try again later');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Message')).toHaveValue('Hello');
  });

  it('fills in the signed-in person’s name and email', async () => {
    fakeApi({}, { user: { id: 4, name: 'Ravi Kulkarni', email: 'ravi@example.com', phone: null, role: 'user', isApproved: true, createdAt: '2025-01-01T00:00:00.000Z' } });
    renderWidget();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Ravi Kulkarni'));
    expect(screen.getByLabelText('Email')).toHaveValue('ravi@example.com');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('shows the API’s refusal of a field under that field until it is changed', async () => {
    const refusal = { statusCode: 400, error: 'Bad Request', message: 'email: Please enter a valid email address', validation: { source: 'payload', keys: ['email'] } };
    fakeApi({ 'POST /api/inquiries': { status: 400, body: refusal } });
    const onClose = renderWidget();
    await fill({ Name: 'Ravi', Email: 'ravi@example.com', Message: 'Call me' });
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Please enter a valid email address'));
    expect(document.activeElement).toBe(email);
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.setup().type(email, 'x');
    expect(email).not.toHaveAccessibleDescription();
  });
});
