import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginPage } from '../auth-page';
import { itReportsSignInFailures, submitForm } from '../../../test-support/forms';
import { currentPath, fakeApi, renderPage, sessionUser, toastTexts } from '../../../test-support/render-page';

const fillLogin = (email: string, password: string) => submitForm({ Email: email, Password: password }, 'Login');

describe('/login', () => {
  it('has Login, Register and Admin tabs; the Admin tab links to /admin/login', async () => {
    fakeApi();
    renderPage(<LoginPage />, '/login');
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Login', 'Register', 'Admin']);
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Admin' }));
    expect(screen.getByRole('link', { name: 'Go to Admin Login' }).getAttribute('href')).toBe('/admin/login');
  });

  it("shows the documented login messages", async () => {
    const { calls } = fakeApi();
    renderPage(<LoginPage />, '/login');
    await fillLogin('not-an-email', '123');
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(calls.filter((call) => call.url === '/api/auth/login')).toHaveLength(0);
  });

  it.each([
    [{ role: 'user', isApproved: true }, '/dashboard'],
    [{ role: 'agent', isApproved: true }, '/agent-dashboard'],
    [{ role: 'agent', isApproved: false }, '/agent-pending'],
    [{ role: 'admin', isApproved: true }, '/admin/dashboard'],
  ])('after login %j goes to %s with "Login successful!"', async (overrides, destination) => {
    const { calls } = fakeApi({ 'POST /api/auth/login': { status: 200, body: { user: sessionUser(overrides), message: 'Login successful!' } } });
    renderPage(<LoginPage />, '/login');
    await fillLogin('asha@example.com', 'secret1');
    await waitFor(() => expect(currentPath()).toBe(destination));
    expect(toastTexts()).toContain('Login successful!');
    expect(calls.find((call) => call.url === '/api/auth/login')).toMatchObject({ method: 'POST', body: { email: 'asha@example.com', password: 'secret1' } });
  });

  itReportsSignInFailures({
    path: '/login',
    route: 'POST /api/auth/login',
    render: () => renderPage(<LoginPage />, '/login'),
    signIn: () => fillLogin('asha@example.com', 'secret1'),
    refusal: {
      reply: { status: 403, body: { statusCode: 403, error: 'Forbidden', message: 'Your account has been suspended' } },
      title: 'Login failed',
      reason: 'Your account has been suspended',
    },
    fallback: 'Invalid credentials',
    networkFailure: 'Error: Something went wrong. Please try again.',
  });
});
