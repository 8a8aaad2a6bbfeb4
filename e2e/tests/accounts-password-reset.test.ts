// "Forgot password" as people meet it: from the login form to the emailed link
// (read from the site's email outbox, as a developer would), a new password,
// and signing in with it while the old one fails; on a laptop for a user and
// on a 390×844 phone for an agent.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { screenshot, sidewaysOverflow, signInThroughForm } from '../support/browser';
import { useJourney } from '../support/journey';

const journey = useJourney();
const stamp = Date.now();

async function register(page: Page, account: Record<string, string>): Promise<void> {
  const response = await page.request.post(`${journey.url}/api/auth/register`, { data: account, headers: { Origin: journey.url } });
  assert.equal(response.status(), 201);
  await page.request.post(`${journey.url}/api/auth/logout`, { headers: { Origin: journey.url } });
}

/** From /login to the emailed link: returns the link as the email gives it. */
async function askForResetLink(page: Page, email: string, screenshotName: string): Promise<URL> {
  await page.goto(`${journey.url}/login`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.waitForURL(`${journey.url}/forgot-password`);
  await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
  assert.ok((await sidewaysOverflow(page)) <= 0, '/forgot-password fits the screen');
  const form = page.getByRole('form', { name: 'Forgot your password?' });
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Send reset link' }).click();
  await page.getByRole('heading', { name: 'Check your email' }).waitFor();
  await page.getByText('If an account exists for that email, we have sent it a link to reset the password.').waitFor();
  await screenshot(page, screenshotName);
  return journey.lastLinkEmailedTo(email, '/reset-password');
}

async function chooseNewPassword(page: Page, link: URL, password: string, screenshotName: string): Promise<void> {
  await page.goto(link.href);
  await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
  assert.ok((await sidewaysOverflow(page)) <= 0, '/reset-password fits the screen');
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await screenshot(page, screenshotName);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await page.waitForURL(`${journey.url}/login`);
  await page.getByTestId('toast').getByText('Password reset').waitFor();
}

describe('forgot password', () => {
  it('user: asks for a link, sets a new password from the email; the old password fails, the new one signs in', async () => {
    const email = `forgetful-${stamp}@example.com`;
    const { context, page } = await journey.newPage();
    await register(page, { name: 'Farah Forgetful', email, phone: '9123455555', password: 'the-old-secret', role: 'user' });

    // A session opened with the old password elsewhere, which the reset must end.
    const elsewhere = await journey.newPage();
    await elsewhere.page.request.post(`${journey.url}/api/auth/login`, { data: { email, password: 'the-old-secret' }, headers: { Origin: journey.url } });
    assert.notEqual((await (await elsewhere.page.request.get(`${journey.url}/api/auth/me`)).json()).user, null);

    const link = await askForResetLink(page, email, 'forgot-password-sent');
    assert.equal(link.origin, journey.url, 'the link leads back to this site');
    await chooseNewPassword(page, link, 'the-new-secret', 'reset-password');

    assert.equal((await (await elsewhere.page.request.get(`${journey.url}/api/auth/me`)).json()).user, null, 'the other session ended');

    await signInThroughForm(page, email, 'the-old-secret');
    await page.getByTestId('toast').getByText('Invalid credentials').waitFor();
    assert.equal(new URL(page.url()).pathname, '/login');

    await signInThroughForm(page, email, 'the-new-secret');
    await page.waitForURL(`${journey.url}/dashboard`);
    await page.getByRole('heading', { name: 'Welcome, Farah Forgetful' }).waitFor();

    // The link worked once: opened again, it says so and offers a new one.
    await page.goto(link.href);
    await page.getByLabel('New password', { exact: true }).fill('a-third-secret');
    await page.getByLabel('Confirm new password').fill('a-third-secret');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('alert').getByText('This password reset link is invalid, has expired or has already been used.').waitFor();
    await page.getByRole('link', { name: 'Ask for a new link' }).waitFor();
    await screenshot(page, 'reset-password-used-link');
    await elsewhere.context.close();
    await context.close();
  });

  it('agent on a 390×844 phone: resets the password the same way and signs in with the new one', async () => {
    const email = `forgetful-agent-${stamp}@example.com`;
    const { context, page } = await journey.newPage({ mobile: true });
    await register(page, {
      name: 'Arjun Forgetful',
      email,
      phone: '9123466666',
      password: 'agent-old-secret',
      role: 'agent',
      agencyName: 'Arjun Acres Realty',
      reraAgentNumber: 'A51800033333',
    });

    const link = await askForResetLink(page, email, 'forgot-password-sent-mobile');
    await chooseNewPassword(page, link, 'agent-new-secret', 'reset-password-mobile');

    await signInThroughForm(page, email, 'agent-old-secret');
    await page.getByTestId('toast').getByText('Invalid credentials').waitFor();
    await signInThroughForm(page, email, 'agent-new-secret');
    // An agent awaiting approval signs in to the pending page.
    await page.waitForURL(`${journey.url}/agent-pending`);
    await context.close();
  });
});
