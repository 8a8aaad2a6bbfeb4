import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SettingsPage } from '../settings-page';
import { expectVisitorSentToLogin, fakeApi, renderPage, sessionUser, toastTexts } from '../../../test-support/render-page';

const profileForm = () => screen.getByRole('form', { name: 'Profile' });
const passwordForm = () => screen.getByRole('form', { name: 'Change password' });

describe('/settings', () => {
  it("sends a visitor to /login with 'Authentication Required'", () => expectVisitorSentToLogin(<SettingsPage />, '/settings'));

  it('fills the profile from the session and shows the email read-only', async () => {
    fakeApi({}, { user: sessionUser() });
    renderPage(<SettingsPage />, '/settings');
    await screen.findByRole('heading', { name: 'Settings' });
    expect((within(profileForm()).getByLabelText('Full name') as HTMLInputElement).value).toBe('Asha Patil');
    expect((within(profileForm()).getByLabelText('Phone') as HTMLInputElement).value).toBe('9876543210');
    expect(within(profileForm()).getByText('asha@example.com')).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it("shows the documented name and phone messages", async () => {
    fakeApi({}, { user: sessionUser() });
    renderPage(<SettingsPage />, '/settings');
    await screen.findByRole('heading', { name: 'Settings' });
    const user = userEvent.setup();
    const name = within(profileForm()).getByLabelText('Full name');
    const phone = within(profileForm()).getByLabelText('Phone');
    await user.clear(name);
    await user.type(name, 'A');
    await user.clear(phone);
    await user.type(phone, '12345');
    await user.click(within(profileForm()).getByRole('button', { name: 'Save Changes' }));
    expect(await within(profileForm()).findByText('Name must be at least 2 characters')).toBeTruthy();
    expect(within(profileForm()).getByText('Phone number must be at least 10 digits')).toBeTruthy();
  });

  it("saves name and phone with PATCH /api/account and says 'Profile updated'", async () => {
    const api = fakeApi({
      'PATCH /api/account': ({ body }) => ({ status: 200, body: { user: sessionUser(body as Record<string, unknown>), message: 'Profile updated' } }),
    }, { user: sessionUser() });
    renderPage(<SettingsPage />, '/settings');
    await screen.findByRole('heading', { name: 'Settings' });
    const user = userEvent.setup();
    const name = within(profileForm()).getByLabelText('Full name');
    await user.clear(name);
    await user.type(name, '  Asha Kulkarni ');
    await user.click(within(profileForm()).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(toastTexts()).toContain('Profile updated'));
    expect(api.calls).toEqual([{ method: 'PATCH', url: '/api/account', body: { name: 'Asha Kulkarni', phone: '9876543210' } }]);
  });

  it('shows the server message when saving fails', async () => {
    fakeApi({ 'PATCH /api/account': { status: 400, body: { message: 'Phone number must be at least 10 digits' } } }, { user: sessionUser() });
    renderPage(<SettingsPage />, '/settings');
    await screen.findByRole('heading', { name: 'Settings' });
    const user = userEvent.setup();
    await user.type(within(profileForm()).getByLabelText('Full name'), 'x');
    await user.click(within(profileForm()).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toastTexts()).toContain('Could not update your profile'));
    expect(toastTexts()).toContain('Phone number must be at least 10 digits');
  });

  it("shows the password messages: required, minimum, mismatch, unchanged", async () => {
    fakeApi({}, { user: sessionUser() });
    renderPage(<SettingsPage />, '/settings');
    await screen.findByRole('heading', { name: 'Settings' });
    const user = userEvent.setup();
    await user.click(within(passwordForm()).getByRole('button', { name: 'Change Password' }));
    expect(await within(passwordForm()).findByText('Current password is required')).toBeTruthy();
    expect(within(passwordForm()).getByText('Password must be at least 8 characters')).toBeTruthy();

    await user.type(within(passwordForm()).getByLabelText('Current password'), 'secret-one');
    await user.type(within(passwordForm()).getByLabelText('New password'), 'secret-one');
    await user.type(within(passwordForm()).getByLabelText('Confirm new password'), 'secret-two');
    await user.click(within(passwordForm()).getByRole('button', { name: 'Change Password' }));
    expect(await within(passwordForm()).findByText('New password must be different from the current password')).toBeTruthy();
    expect(within(passwordForm()).getByText("Passwords don't match")).toBeTruthy();
  });

  async function fillPassword(current: string, next: string) {
    const user = userEvent.setup();
    await user.type(within(passwordForm()).getByLabelText('Current password'), current);
    await user.type(within(passwordForm()).getByLabelText('New password'), next);
    await user.type(within(passwordForm()).getByLabelText('Confirm new password'), next);
    await user.click(within(passwordForm()).getByRole('button', { name: 'Change Password' }));
  }

  it("puts 'Current password is incorrect' on the field and in a toast", async () => {
    fakeApi({ 'POST /api/account/password': { status: 400, body: { message: 'Current password is incorrect' } } }, { user: sessionUser() });
    renderPage(<SettingsPage />, '/settings');
    await screen.findByRole('heading', { name: 'Settings' });
    await fillPassword('wrong-one', 'brand-new');
    expect(await within(passwordForm()).findByText('Current password is incorrect')).toBeTruthy();
    expect(toastTexts()).toContain('Could not change your password');
  });

  it("changes the password sending only the two passwords, says 'Password changed' and clears the form", async () => {
    const api = fakeApi({ 'POST /api/account/password': { status: 200, body: { message: 'Password changed' } } }, { user: sessionUser() });
    renderPage(<SettingsPage />, '/settings');
    await screen.findByRole('heading', { name: 'Settings' });
    await fillPassword('secret1', 'brand-new');
    await waitFor(() => expect(toastTexts()).toContain('Password changed'));
    expect(toastTexts()).toContain('You have been signed out everywhere else.');
    expect(api.calls).toEqual([{ method: 'POST', url: '/api/account/password', body: { currentPassword: 'secret1', newPassword: 'brand-new' } }]);
    expect((within(passwordForm()).getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  it('tells the admin their account lives in the configuration', async () => {
    fakeApi({}, { user: sessionUser({ role: 'admin', name: 'Administrator' }) });
    renderPage(<SettingsPage />, '/settings');
    expect(await screen.findByText(/The administrator account is managed in the server configuration/)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Profile' })).toBeNull();
  });
});
