import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INQUIRY_TEXTS } from '@plotwise/contracts';
import { fakeApi, renderCatalog, toastTexts } from '../../../test-support/render-catalog';
import { projectFixture } from '../../../test-support/fixtures';

const serveProject = { 'GET /api/projects/7': { status: 200, body: projectFixture() } };
const buyer = { id: 12, name: 'Asha Patil', email: 'asha@example.com', phone: '9876543210', role: 'user', isApproved: true, createdAt: '2025-01-01T00:00:00.000Z' };

/** The Formik form, once it has taken the plain form's place. */
const inquiryForm = () =>
  waitFor(() => {
    const form = screen.getByRole('form', { name: 'Enquiry about Sahyadri Greens' });
    expect(form).toHaveAttribute('novalidate');
    return form;
  });

/** Types Asha's name, email and phone, leaving the message as it is, and sends the form. */
async function sendAsAsha(form: HTMLElement) {
  const user = userEvent.setup();
  await user.type(within(form).getByLabelText('Name'), 'Asha Patil');
  await user.type(within(form).getByLabelText('Email'), 'asha@example.com');
  await user.type(within(form).getByLabelText('Phone'), '9876543210');
  await user.click(within(form).getByRole('button', { name: INQUIRY_TEXTS.submit }));
}

describe('the inquiry card: feedback', () => {
  it('fills in the signed-in buyer’s name, email and phone', async () => {
    fakeApi(serveProject, { user: buyer });
    renderCatalog('/projects/7');
    const form = await inquiryForm();
    await waitFor(() => expect(within(form).getByLabelText('Name')).toHaveValue('Asha Patil'));
    expect(within(form).getByLabelText('Email')).toHaveValue('asha@example.com');
    expect(within(form).getByLabelText('Phone')).toHaveValue('9876543210');
  });

  it('leaves the boxes empty for a visitor who is not signed in', async () => {
    fakeApi(serveProject);
    renderCatalog('/projects/7');
    const form = await inquiryForm();
    expect(within(form).getByLabelText('Name')).toHaveValue('');
    expect(within(form).getByLabelText('Email')).toHaveValue('');
  });

  it('keeps the news on the card after the toast, with the focus on it, and brings the form back on request', async () => {
    fakeApi({ ...serveProject, 'POST /api/inquiries': { status: 201, body: { id: 1 } } }, { user: buyer });
    renderCatalog('/projects/7');
    const form = await inquiryForm();
    await waitFor(() => expect(within(form).getByLabelText('Phone')).toHaveValue('9876543210'));
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: INQUIRY_TEXTS.submit }));
    // The toast's words stay, and the card says the same until the visitor moves on.
    await waitFor(() => expect(toastTexts()).toContain(INQUIRY_TEXTS.sentTitle));
    const sent = screen.getByRole('status', { name: INQUIRY_TEXTS.sentTitle });
    expect(sent).toHaveTextContent(INQUIRY_TEXTS.sentDescription);
    expect(document.activeElement).toBe(within(sent).getByRole('heading'));
    expect(screen.queryByRole('form', { name: 'Enquiry about Sahyadri Greens' })).toBeNull();
    await user.click(within(sent).getByRole('button', { name: INQUIRY_TEXTS.sendAnother }));
    const again = await inquiryForm();
    await waitFor(() => expect(within(again).getByLabelText('Name')).toHaveValue('Asha Patil'));
  });

  it('shows the API’s refusal of a field under that field and focuses it, with no toast', async () => {
    const refusal = { statusCode: 400, error: 'Bad Request', message: INQUIRY_TEXTS.phoneInvalid, validation: { source: 'payload', keys: ['phone'] } };
    const { calls } = fakeApi({ ...serveProject, 'POST /api/inquiries': { status: 400, body: refusal } });
    renderCatalog('/projects/7');
    const form = await inquiryForm();
    await sendAsAsha(form);
    const phone = within(form).getByLabelText('Phone');
    await waitFor(() => expect(phone).toHaveAccessibleDescription(INQUIRY_TEXTS.phoneInvalid));
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(toastTexts()).not.toContain(INQUIRY_TEXTS.failedTitle);
    expect(calls.filter((call) => call.path === '/api/inquiries')).toHaveLength(1);
  });

  it('still says in a toast why a send failed when no field is to blame', async () => {
    fakeApi({ ...serveProject, 'POST /api/inquiries': { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'This project no longer takes enquiries' } } });
    renderCatalog('/projects/7');
    const form = await inquiryForm();
    await sendAsAsha(form);
    await waitFor(() => expect(toastTexts()).toContain('This project no longer takes enquiries'));
  });
});
