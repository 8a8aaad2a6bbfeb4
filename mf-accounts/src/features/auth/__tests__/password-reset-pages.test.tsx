import { screen, waitFor } from '@testing-library/react';
import { PASSWORD_RESET_TEXTS } from '@plotwise/contracts';
import { LoginPage } from '../auth-page';
import { ForgotPasswordPage } from '../forgot-password-page';
import { ResetPasswordPage } from '../reset-password-page';
import { submitForm } from '../../../test-support/forms';
import { currentPath, fakeApi, renderPage, toastTexts } from '../../../test-support/render-page';

const TOKEN = 'Zm9yZ290LXBhc3N3b3JkLXRva2VuLW9mLTMyLWJ5dGVz';

describe('the login form', () => {
  it('links to /forgot-password', () => {
    fakeApi();
    renderPage(<LoginPage />, '/login');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
  });
});

describe('/forgot-password', () => {
  it('sends the email and says a link was sent if the account exists, focusing that news', async () => {
    const { calls } = fakeApi({ 'POST /api/auth/forgot-password': { status: 202, body: { message: PASSWORD_RESET_TEXTS.linkSent } } });
    renderPage(<ForgotPasswordPage />, '/forgot-password');
    const user = await submitForm({ Email: '  asha@example.com ' }, 'Send reset link');

    const heading = await screen.findByRole('heading', { name: 'Check your email' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText(/If an account exists for that email, we have sent it a link/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/login');
    expect(calls).toEqual([{ method: 'POST', url: '/api/auth/forgot-password', body: { email: 'asha@example.com' } }]);

    await user.click(screen.getByRole('button', { name: 'Ask for a new link' }));
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeTruthy();
  });

  it('checks the email before sending, and focuses the field', async () => {
    const { calls } = fakeApi();
    renderPage(<ForgotPasswordPage />, '/forgot-password');
    await submitForm({ Email: 'not-an-email' }, 'Send reset link');
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
    expect(calls).toHaveLength(0);
  });

  it("shows the server's refusal (too many links) and keeps the form", async () => {
    fakeApi({ 'POST /api/auth/forgot-password': { status: 429, body: { statusCode: 429, error: 'Too Many Requests', message: PASSWORD_RESET_TEXTS.tooManyLinks } } });
    renderPage(<ForgotPasswordPage />, '/forgot-password');
    await submitForm({ Email: 'asha@example.com' }, 'Send reset link');
    await waitFor(() => expect(toastTexts()).toContain(PASSWORD_RESET_TEXTS.tooManyLinks));
    expect(toastTexts()).toContain('Could not send the reset link');
    expect(screen.queryByRole('heading', { name: 'Check your email' })).toBeNull();
  });

  it('says something went wrong when the network fails', async () => {
    fakeApi({ 'POST /api/auth/forgot-password': new TypeError('Failed to fetch') });
    renderPage(<ForgotPasswordPage />, '/forgot-password');
    await submitForm({ Email: 'asha@example.com' }, 'Send reset link');
    await waitFor(() => expect(toastTexts()).toContain('Something went wrong. Please try again.'));
  });
});

const choosePassword = (password: string, confirmation = password) =>
  submitForm({ 'New password': password, 'Confirm new password': confirmation }, 'Set new password');

describe('/reset-password', () => {
  it("sends the link's token with the new password, then goes to /login with a toast", async () => {
    const { calls } = fakeApi({ 'POST /api/auth/reset-password': { status: 200, body: { message: PASSWORD_RESET_TEXTS.passwordReset } } });
    renderPage(<ResetPasswordPage />, '/reset-password', `/reset-password?token=${TOKEN}`);
    await choosePassword('a-new-plot-secret');
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(toastTexts()).toContain('Password reset');
    expect(toastTexts()).toContain('Log in with your new password.');
    expect(calls).toEqual([{ method: 'POST', url: '/api/auth/reset-password', body: { token: TOKEN, password: 'a-new-plot-secret' } }]);
  });

  it('applies the registration rule and asks for the same password twice, before any call', async () => {
    const { calls } = fakeApi();
    renderPage(<ResetPasswordPage />, '/reset-password', `/reset-password?token=${TOKEN}`);
    await choosePassword('short', 'different');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByText("Passwords don't match")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('New password')));
    expect(calls).toHaveLength(0);
  });

  it("shows the server's message for a dead link, with a way to ask for a new one", async () => {
    fakeApi({ 'POST /api/auth/reset-password': { status: 400, body: { statusCode: 400, error: 'Bad Request', message: PASSWORD_RESET_TEXTS.invalidLink } } });
    renderPage(<ResetPasswordPage />, '/reset-password', `/reset-password?token=${TOKEN}`);
    await choosePassword('a-new-plot-secret');
    expect((await screen.findByRole('alert')).textContent).toBe(PASSWORD_RESET_TEXTS.invalidLink);
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(currentPath()).toBe('/reset-password');
  });

  it('shows a refused password (a common one) on the field and keeps the form', async () => {
    const common = 'This password is one of the most common ones. Choose one that is harder to guess.';
    fakeApi({ 'POST /api/auth/reset-password': { status: 400, body: { statusCode: 400, error: 'Bad Request', message: common } } });
    renderPage(<ResetPasswordPage />, '/reset-password', `/reset-password?token=${TOKEN}`);
    await choosePassword('password123');
    await waitFor(() => expect(screen.getAllByText(common).length).toBeGreaterThan(0));
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
    expect(currentPath()).toBe('/reset-password');
  });

  it('says at once that a link without a token is invalid', () => {
    fakeApi();
    renderPage(<ResetPasswordPage />, '/reset-password');
    expect(screen.getByRole('alert').textContent).toBe(PASSWORD_RESET_TEXTS.invalidLink);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeTruthy();
  });
});
