// Users' accounts as they meet them: a user registers, sees the dashboard and
// logs out; a long name and email fit a phone; a user saves a project and finds
// it on /wishlist; settings change the name; a visitor is sent from the private
// pages to /login.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, sidewaysOverflow } from '../support/browser';
import { useJourney } from '../support/journey';
import { fillForm } from '../support/forms';

const journey = useJourney();
const stamp = Date.now();

describe('accounts', () => {
  it('fits a phone with a long name and email: the dashboard and settings wrap them', async () => {
    const { context, page } = await journey.newPage({ mobile: true });
    const email = `a.rather.long.email.address.${stamp}@example-property-consultants.co.in`;
    const origin = { Origin: journey.url };
    await page.request.post(`${journey.url}/api/auth/register`, {
      data: { name: 'Venkatasubramanian Ramachandranpillai', email, phone: '9876500011', password: 'long-secret-1', role: 'user' },
      headers: origin,
    });
    await page.request.post(`${journey.url}/api/auth/login`, { data: { email, password: 'long-secret-1' }, headers: origin });
    for (const path of ['/dashboard', '/settings']) {
      await page.goto(`${journey.url}${path}`);
      await page.getByText(email).first().waitFor();
      const overflow = await sidewaysOverflow(page);
      assert.ok(overflow <= 0, `${path} fits 390 px (overflow ${overflow}px)`);
    }
    await screenshot(page, 'user-dashboard-long-email-mobile');
    await context.close();
  });

  it("user: standalone /register → /dashboard; the header's Logout → home and the session is gone", async () => {
    const { context, page } = await journey.newPage();
    await page.goto(`${journey.url}/register`);
    await page.getByRole('tab', { name: 'User' }).waitFor();
    const form = page.getByRole('form', { name: 'Register' });
    await fillForm(form, { 'Full name': 'Rohan User', Email: `user-${stamp}@example.com`, Phone: '9123456780' });
    await form.getByLabel('Password', { exact: true }).fill('user-secret');
    await form.getByLabel('Confirm password').fill('user-secret');
    await form.getByRole('button', { name: 'Register', exact: true }).click();

    await page.waitForURL(`${journey.url}/dashboard`);
    await page.getByRole('heading', { name: 'Welcome, Rohan User' }).waitFor();
    await screenshot(page, 'user-dashboard');

    // One Logout, the header's: the dashboard has none of its own.
    assert.equal(await page.getByRole('main').getByRole('button', { name: 'Logout' }).count(), 0);
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${journey.url}/`);
    await page.getByTestId('toast').getByText('Logged out').waitFor();
    const me = await (await page.request.get(`${journey.url}/api/auth/me`)).json();
    assert.equal(me.user, null);
    // Leaving the dashboard is not taken for a visitor who was refused it.
    assert.equal(await page.getByTestId('toast').getByText('Authentication Required').count(), 0);
    assert.equal(new URL(page.url()).pathname, '/');
    await context.close();
  });

  it('user: a project saved through the API shows on /wishlist and can be removed there', async () => {
    const { context, page } = await journey.newPage();
    const registration = await page.request.post(`${journey.url}/api/auth/register`, {
      data: { name: 'Priya Saver', email: `saver-${stamp}@example.com`, phone: '9123400000', password: 'saver-secret', role: 'user' },
      headers: { Origin: journey.url },
    });
    assert.equal(registration.status(), 201);
    const listing = await (await page.request.get(`${journey.url}/api/projects?pageSize=2`)).json();
    const [first, second] = listing.items as Array<{ id: number; title: string }>;
    assert.ok(first && second, 'the demo catalogue has projects');
    for (const project of [first, second]) {
      const saved = await page.request.post(`${journey.url}/api/wishlist`, { data: { projectId: project.id }, headers: { Origin: journey.url } });
      assert.equal(saved.status(), 201);
    }

    // The dashboard shows what the person saved and asked while signed in.
    const asked = await page.request.post(`${journey.url}/api/inquiries`, {
      data: { name: 'Priya Saver', email: `saver-${stamp}@example.com`, phone: '9123400000', message: 'Is the title clear for bank loans?', projectId: first.id },
      headers: { Origin: journey.url },
    });
    assert.equal(asked.status(), 201);
    await page.goto(`${journey.url}/dashboard`);
    const inquiries = page.getByRole('region', { name: 'My enquiries' });
    await inquiries.getByRole('link', { name: first.title }).waitFor();
    await inquiries.getByText('Sent', { exact: true }).waitFor();
    await page.getByRole('region', { name: 'Saved projects' }).getByRole('link', { name: second.title }).waitFor();
    await screenshot(page, 'user-dashboard-activity');

    await page.goto(`${journey.url}/wishlist`);
    await page.getByRole('heading', { name: 'My Wishlist' }).waitFor();
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: first.title }) });
    assert.equal(await card.getByRole('link', { name: first.title }).getAttribute('href'), `/projects/${first.id}`);
    await screenshot(page, 'wishlist');

    await card.getByRole('button', { name: `Remove ${first.title} from wishlist` }).click();
    await page.getByTestId('toast').getByText('Removed from your wishlist').waitFor();
    await card.waitFor({ state: 'detached' });
    const remaining = await (await page.request.get(`${journey.url}/api/wishlist`)).json();
    assert.deepEqual(remaining.projectIds, [second.id]);

    await page.getByRole('button', { name: `Remove ${second.title} from wishlist` }).click();
    await page.getByText('Your wishlist is empty. Tap the heart on any project to save it here.').waitFor();
    await context.close();
  });

  it('user: /settings changes the name, shown in the header at once; the header logs out', async () => {
    const { context, page } = await journey.newPage();
    await page.request.post(`${journey.url}/api/auth/register`, {
      data: { name: 'Kabir Old', email: `settings-${stamp}@example.com`, phone: '9123411111', password: 'settings-secret', role: 'user' },
      headers: { Origin: journey.url },
    });
    await page.goto(`${journey.url}/dashboard`);
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: /Settings/ }).click();
    await page.waitForURL(`${journey.url}/settings`);
    const profile = page.getByRole('form', { name: 'Profile' });
    await profile.getByLabel('Full name').fill('Zoya New');
    await profile.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByTestId('toast').getByText('Profile updated').waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Zoya' }).waitFor();
    const me = await (await page.request.get(`${journey.url}/api/auth/me`)).json();
    assert.equal(me.user.name, 'Zoya New');

    const password = page.getByRole('form', { name: 'Change password' });
    await password.getByLabel('Current password').fill('wrong-password');
    await password.getByLabel('New password', { exact: true }).fill('settings-secret-2');
    await password.getByLabel('Confirm new password').fill('settings-secret-2');
    await password.getByRole('button', { name: 'Change Password' }).click();
    await password.getByText('Current password is incorrect').waitFor();
    await password.getByLabel('Current password').fill('settings-secret');
    await password.getByRole('button', { name: 'Change Password' }).click();
    await page.getByTestId('toast').getByText('Password changed').waitFor();
    await screenshot(page, 'settings');

    // This session goes on after the change; the header's Logout ends it.
    assert.equal((await (await page.request.get(`${journey.url}/api/auth/me`)).json()).user.name, 'Zoya New');
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${journey.url}/`);
    await page.getByTestId('toast').getByText('Logged out').waitFor();
    assert.equal((await (await page.request.get(`${journey.url}/api/auth/me`)).json()).user, null);
    await context.close();
  });

  it("sends a visitor from /wishlist, /settings and /agent-dashboard to /login; no admin hint in production", async () => {
    const { context, page } = await journey.newPage();
    for (const path of ['/wishlist', '/settings', '/agent-dashboard']) {
      await page.goto(`${journey.url}${path}`);
      await page.waitForURL(`${journey.url}/login`);
      await page.getByTestId('toast').getByText('Authentication Required').waitFor();
    }
    // The production build shows no credentials hint on the admin login.
    await page.goto(`${journey.url}/admin/login`);
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    assert.equal(await page.getByText(/ADMIN_PASSWORD|admin123/).count(), 0);
    await context.close();
  });

  it("sends a visitor from /dashboard to /login with 'Authentication Required'", async () => {
    const { context, page } = await journey.newPage();
    await page.goto(`${journey.url}/dashboard`);
    await page.waitForURL(`${journey.url}/login`);
    await page.getByTestId('toast').getByText('Authentication Required').waitFor();
    await context.close();
  });
});
