import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminLoginPage } from '../admin-login-page';
import { currentPath, fakeApi, renderPage, sessionUser, toastTexts } from '../../../test-support/render-page';


async function signIn(username: string, password: string) {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByLabelText('Username'), username);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('/admin/login', () => {
  it("shows 'Username is required' and 'Password is required'", async () => {
    const api = fakeApi();
    renderPage(<AdminLoginPage />, '/admin/login');
    await signIn('', '');
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it("signs the admin in with 'Login successful!' and goes to /admin/dashboard", async () => {
    const api = fakeApi({
      'POST /api/auth/admin-login': { status: 200, body: { user: sessionUser({ role: 'admin', name: 'Administrator' }), message: 'Login successful!' } },
    });
    renderPage(<AdminLoginPage />, '/admin/login');
    await signIn('admin', 'admin123');
    await waitFor(() => expect(currentPath()).toBe('/admin/dashboard'));
    expect(toastTexts()).toContain('Login successful!');
    expect(api.calls[0]).toEqual({ method: 'POST', url: '/api/auth/admin-login', body: { username: 'admin', password: 'admin123' } });
  });

  it("says 'Authentication failed' with the server's message", async () => {
    fakeApi({ 'POST /api/auth/admin-login': { status: 401, body: { message: 'Invalid username or password.' } } });
    renderPage(<AdminLoginPage />, '/admin/login');
    await signIn('admin', 'wrong');
    await waitFor(() => expect(toastTexts()).toContain('Authentication failed'));
    expect(toastTexts()).toContain('Invalid username or password.');
    expect(currentPath()).toBe('/admin/login');
  });

  it("falls back to 'Invalid username or password.' when the server gives no message", async () => {
    fakeApi({ 'POST /api/auth/admin-login': { status: 401, body: {} } });
    renderPage(<AdminLoginPage />, '/admin/login');
    await signIn('admin', 'wrong');
    await waitFor(() => expect(toastTexts()).toContain('Invalid username or password.'));
  });

  it("says 'Login failed: An error occurred during login.' when the network fails", async () => {
    fakeApi({ 'POST /api/auth/admin-login': new TypeError('Failed to fetch') });
    renderPage(<AdminLoginPage />, '/admin/login');
    await signIn('admin', 'admin123');
    await waitFor(() => expect(toastTexts()).toContain('Login failed: An error occurred during login.'));
  });

  it('shows the development hint outside production', () => {
    fakeApi();
    renderPage(<AdminLoginPage />, '/admin/login');
    expect(screen.getByText(/Development: the admin account is set by ADMIN_USERNAME/)).toBeTruthy();
  });
});
