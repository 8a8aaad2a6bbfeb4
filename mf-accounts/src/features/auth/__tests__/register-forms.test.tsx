import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginPage } from '../auth-page';
import { RegisterPage } from '../register-page';
import { submitForm } from '../../../test-support/forms';
import { currentPath, fakeApi, renderPage, toastTexts } from '../../../test-support/render-page';

const registered = (role: 'user' | 'agent') => ({
  user: { id: 9, name: 'Ravi Kumar', email: 'ravi@example.com', phone: '9876543210', role, isApproved: role === 'user', createdAt: '2025-01-01T00:00:00.000Z' },
  message: role === 'user' ? 'Registration successful!' : 'Registration successful! Your agent account is pending admin approval.',
});


async function fill(values: Partial<Record<'Full name' | 'Email' | 'Phone' | 'Password' | 'Confirm password', string>>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    if (!value) continue;
    // Pasted, as a person filling a form often does: one input event, not one per key.
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
  return user;
}

const VALID = { 'Full name': 'Ravi Kumar', Email: 'ravi@example.com', Phone: '9876543210', Password: 'plot-secret-1', 'Confirm password': 'plot-secret-1' };

async function openRegisterTab() {
  renderPage(<LoginPage />, '/login');
  await userEvent.setup().click(screen.getByRole('tab', { name: 'Register' }));
}

describe('the Register tab of /login', () => {
  it('bounds the name and password as the API does', async () => {
    const { calls } = fakeApi();
    await openRegisterTab();
    const longPassword = 'p'.repeat(201);
    const user = await fill({ 'Full name': 'N'.repeat(101), Password: longPassword, 'Confirm password': longPassword });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Name must be at most 100 characters')).toBeTruthy();
    expect(screen.getByText('Password must be at most 200 characters')).toBeTruthy();
    expect(calls.filter((call) => call.url === '/api/auth/register')).toEqual([]);
  });

  it("shows every field's documented message, including 'Please select a role' with no role chosen", async () => {
    fakeApi();
    await openRegisterTab();
    const user = await fill({ 'Full name': 'R', Email: 'ravi', Phone: '98765', Password: '123', 'Confirm password': '1234' });
    await user.click(screen.getByRole('button', { name: 'Register' }));

    for (const text of [
      'Name must be at least 2 characters',
      'Invalid email address',
      'Phone number must be at least 10 digits',
      'Password must be at least 8 characters',
      "Passwords don't match",
      'Please select a role',
    ]) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
  });

  it('registers an agent: the pending toast and /agent-pending, sending only the contract fields', async () => {
    const { calls } = fakeApi({ 'POST /api/auth/register': { status: 201, body: registered('agent') } });
    await openRegisterTab();
    const user = await fill(VALID);
    await user.selectOptions(screen.getByLabelText('I am a'), 'agent');
    // An agent names the agency and the RERA registration the admin checks.
    await user.click(screen.getByRole('button', { name: 'Register as Agent' }));
    expect(await screen.findByText('Enter your agency name (or your own name if you work alone)')).toBeTruthy();
    expect(screen.getByText('Enter your RERA agent number as on your registration, e.g. A51800012345')).toBeTruthy();
    await submitForm({ 'Agency name': 'Kumar Realty', 'RERA agent registration number': 'A51800012345' }, 'Register as Agent');

    await waitFor(() => expect(currentPath()).toBe('/agent-pending'));
    expect(toastTexts()).toContain('Registration successful!');
    expect(toastTexts()).toContain('pending admin approval');
    expect(calls.find((call) => call.url === '/api/auth/register')?.body).toEqual({
      name: 'Ravi Kumar', email: 'ravi@example.com', phone: '9876543210', password: 'plot-secret-1', role: 'agent',
      agencyName: 'Kumar Realty', reraAgentNumber: 'A51800012345',
    });
  });

  it('registers a user and goes to /dashboard', async () => {
    fakeApi({ 'POST /api/auth/register': { status: 201, body: registered('user') } });
    await openRegisterTab();
    const user = await fill(VALID);
    await user.selectOptions(screen.getByLabelText('I am a'), 'user');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
  });

  it("says 'Registration failed' with the server's message (duplicate email)", async () => {
    fakeApi({ 'POST /api/auth/register': { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'An account with this email already exists' } } });
    await openRegisterTab();
    const user = await fill(VALID);
    await user.selectOptions(screen.getByLabelText('I am a'), 'user');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(toastTexts()).toContain('Registration failed'));
    expect(toastTexts()).toContain('An account with this email already exists');
    // By the field, the ways on: log in or reset the password, with the address carried along.
    const note = await screen.findByRole('alert');
    expect(note.textContent).toContain('An account with this email already exists. Is it yours?');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?email=ravi%40example.com');
    expect(screen.getByRole('link', { name: 'Reset your password' }).getAttribute('href')).toBe('/forgot-password?email=ravi%40example.com');
    // Another address is another question: the note goes.
    await user.type(screen.getByLabelText('Email'), 'x');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull());
  });

  it('fills in the email a link brought along', async () => {
    fakeApi();
    renderPage(<LoginPage />, '/login', '/login?email=ravi%40example.com');
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe('ravi@example.com');
  });

  it("falls back to 'Something went wrong'", async () => {
    fakeApi({ 'POST /api/auth/register': new TypeError('Failed to fetch') });
    await openRegisterTab();
    const user = await fill(VALID);
    await user.selectOptions(screen.getByLabelText('I am a'), 'user');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(toastTexts()).toContain('Something went wrong'));
  });
});

describe('/register', () => {
  it("has User and Agent tabs (User first and chosen), links to /login and home, and says 'Please enter a valid email'", async () => {
    fakeApi();
    renderPage(<RegisterPage />, '/register');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['User', 'Agent']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');

    const user = await fill({ Email: 'ravi@' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    expect(screen.queryByText('Please select a role')).toBeNull();
  });

  it('registers an agent from the Agent tab and sends them to /agent-pending', async () => {
    const { calls } = fakeApi({ 'POST /api/auth/register': { status: 201, body: registered('agent') } });
    renderPage(<RegisterPage />, '/register');
    const user = await fill(VALID);
    await user.click(screen.getByRole('tab', { name: 'Agent' }));
    await submitForm({ 'Agency name': 'Kumar Realty', 'RERA agent registration number': 'PRM/KA/RERA/1251/310/AG/180524/001234' }, 'Register as Agent');
    await waitFor(() => expect(currentPath()).toBe('/agent-pending'));
    expect(calls.find((call) => call.url === '/api/auth/register')?.body).toMatchObject({ role: 'agent' });
    expect(toastTexts()).toContain('pending admin approval');
  });

  it("says 'An error occurred during registration' when there is no server message", async () => {
    fakeApi({ 'POST /api/auth/register': new TypeError('Failed to fetch') });
    renderPage(<RegisterPage />, '/register');
    const user = await fill(VALID);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(toastTexts()).toContain('Registration failed'));
    expect(toastTexts()).toContain('An error occurred during registration');
  });
});
