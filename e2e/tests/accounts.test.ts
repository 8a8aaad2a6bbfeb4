// Accounts as people meet them: an agent registers and waits, an admin approves
// through the API, the agent signs in; a user registers, sees the dashboard and
// logs out; a visitor is sent from the dashboard to /login.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser, loginAsAdmin, newPage, screenshot } from '../support/browser';
import { startSite, type RunningSite } from '../support/site';

let site: RunningSite;
let browser: Browser;

before(async () => {
  [site, browser] = await Promise.all([startSite(), launchBrowser()]);
});

after(async () => {
  await browser?.close();
  await site?.stop();
});

const stamp = Date.now();

describe('accounts', () => {
  it('agent: register → /agent-pending; admin approves through the API; login → /agent-dashboard', async () => {
    const email = `agent-${stamp}@example.com`;
    const { context, page } = await newPage(browser);
    await page.goto(`${site.url}/login`);
    await page.getByRole('tab', { name: 'Register' }).click();
    let form = page.getByRole('form', { name: 'Register' });
    await form.getByLabel('Full name').fill('Meera Agent');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone').fill('9876543210');
    await form.getByLabel('Password', { exact: true }).fill('agent-secret');
    await form.getByLabel('Confirm password').fill('agent-secret');
    await form.getByLabel('I am a').selectOption('agent');
    await form.getByRole('button', { name: 'Register as Agent' }).click();

    await page.waitForURL(`${site.url}/agent-pending`);
    await page.getByTestId('toast').getByText('Registration successful!').waitFor();
    await page.getByRole('heading', { name: 'Your agent account is pending approval' }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'Call Support' }).getAttribute('href'), 'tel:+912048502199');
    await screenshot(page, 'agent-pending');

    // Not signed in after registering: the API still calls them a visitor.
    const me = await (await page.request.get(`${site.url}/api/auth/me`)).json();
    assert.equal(me.user, null);

    // Before approval, signing in leads back to the pending page.
    await page.goto(`${site.url}/login`);
    form = page.getByRole('form', { name: 'Login' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill('agent-secret');
    await form.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(`${site.url}/agent-pending`);
    await page.request.post(`${site.url}/api/auth/logout`, { headers: { Origin: site.url } });

    // The admin approves in their own browser session.
    const admin = await newPage(browser);
    await loginAsAdmin(admin.page, site.url);
    const agents = await (await admin.page.request.get(`${site.url}/api/admin/agents`)).json();
    const agent = agents.find((item: { email: string }) => item.email === email);
    assert.ok(agent, 'the new agent is listed for the admin');
    assert.equal(agent.isApproved, false);
    const approval = await admin.page.request.patch(`${site.url}/api/admin/agents/${agent.id}/approve`, { headers: { Origin: site.url } });
    assert.equal(approval.status(), 200);
    assert.equal((await approval.json()).message, 'Agent approved successfully');
    await admin.context.close();

    await page.goto(`${site.url}/login`);
    form = page.getByRole('form', { name: 'Login' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill('agent-secret');
    await form.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(`${site.url}/agent-dashboard`);
    await page.getByTestId('toast').getByText('Login successful!').waitFor();

    // The dashboard offers an approved agent the agent links.
    await page.goto(`${site.url}/dashboard`);
    const shortcuts = page.getByRole('navigation', { name: 'Dashboard' });
    await shortcuts.getByRole('link', { name: /Submit Property/ }).waitFor();
    assert.equal(await shortcuts.getByRole('link', { name: /My Projects/ }).getAttribute('href'), '/agent-dashboard');
    await context.close();
  });

  it('user: standalone /register → /dashboard; logout → home and the session is gone', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${site.url}/register`);
    await page.getByRole('tab', { name: 'User' }).waitFor();
    const form = page.getByRole('form', { name: 'Register' });
    await form.getByLabel('Full name').fill('Rohan User');
    await form.getByLabel('Email').fill(`user-${stamp}@example.com`);
    await form.getByLabel('Phone').fill('9123456780');
    await form.getByLabel('Password', { exact: true }).fill('user-secret');
    await form.getByLabel('Confirm password').fill('user-secret');
    await form.getByRole('button', { name: 'Register', exact: true }).click();

    await page.waitForURL(`${site.url}/dashboard`);
    await page.getByRole('heading', { name: 'Welcome, Rohan User' }).waitFor();
    await screenshot(page, 'user-dashboard');

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${site.url}/`);
    await page.getByTestId('toast').getByText('Logged out').waitFor();
    const me = await (await page.request.get(`${site.url}/api/auth/me`)).json();
    assert.equal(me.user, null);
    await context.close();
  });

  it("sends a visitor from /dashboard to /login with 'Authentication Required'", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${site.url}/dashboard`);
    await page.waitForURL(`${site.url}/login`);
    await page.getByTestId('toast').getByText('Authentication Required').waitFor();
    await context.close();
  });
});
