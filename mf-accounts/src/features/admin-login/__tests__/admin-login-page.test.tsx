import { screen, waitFor } from '@testing-library/react';
import { AdminLoginPage } from '../admin-login-page';
import { itReportsSignInFailures, submitForm } from '../../../test-support/forms';
import { currentPath, fakeApi, renderPage, sessionUser, toastTexts } from '../../../test-support/render-page';

const signIn = (username: string, password: string) => submitForm({ Username: username, Password: password }, 'Sign in');

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

  itReportsSignInFailures({
    path: '/admin/login',
    route: 'POST /api/auth/admin-login',
    render: () => renderPage(<AdminLoginPage />, '/admin/login'),
    signIn: () => signIn('admin', 'wrong'),
    refusal: { reply: { status: 401, body: { message: 'Invalid username or password.' } }, title: 'Authentication failed', reason: 'Invalid username or password.' },
    fallback: 'Invalid username or password.',
    networkFailure: 'Login failed: An error occurred during login.',
  });

  it('shows the development hint outside production', () => {
    fakeApi();
    renderPage(<AdminLoginPage />, '/admin/login');
    expect(screen.getByText(/Development: the admin account is set by ADMIN_USERNAME/)).toBeTruthy();
  });
});
