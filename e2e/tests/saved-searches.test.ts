// Saved searches as people meet them: a signed-in buyer saves a search on
// /listings, sees it on the dashboard, an admin approves a matching project,
// the daily digest arrives (read from the site's email outbox) with the
// project's link, and its unsubscribe link stops the alerts.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { loginAsAdmin, screenshot, signInThroughForm } from '../support/browser';
import { useJourney } from '../support/journey';

const journey = useJourney();
const stamp = Date.now();

/** The emailed link to `path`, waiting for the digest round (a few seconds in the journeys' server). */
async function waitForLink(address: string, path: RegExp): Promise<URL> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      return await journey.lastLinkEmailedTo(address, path);
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}

describe('saved searches', () => {
  it('saves a search on /listings, gets the digest of a newly approved match, and unsubscribes', async () => {
    const email = `saver-${stamp}@example.com`;
    const title = `Saved Search Meadows ${stamp}`;
    const { page } = await journey.newPage();
    const registered = await page.request.post(`${journey.url}/api/auth/register`, { data: { name: 'Sameer Saver', email, phone: '9123456677', password: 'saver-secret-1', role: 'user' }, headers: { Origin: journey.url } });
    assert.equal(registered.status(), 201);
    await page.goto(`${journey.url}/login`);
    await signInThroughForm(page, email, 'saver-secret-1');
    await page.waitForURL(`${journey.url}/dashboard`);

    await page.goto(`${journey.url}/listings?city=Nashik&projectType=agricultural`);
    await page.getByTestId('save-search').click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await dialog.getByText('Agricultural · Nashik').waitFor();
    await screenshot(page, 'save-search-dialog');
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await dialog.getByText('Search saved. You will get a daily digest of new matches.').waitFor();

    await page.goto(`${journey.url}/dashboard`);
    const list = page.getByTestId('saved-searches');
    await list.getByRole('link', { name: 'Agricultural · Nashik' }).waitFor();
    await screenshot(page, 'dashboard-saved-searches');

    // An admin publishes a matching project.
    const admin = await journey.newPage();
    await loginAsAdmin(admin.page, journey.url);
    const created = await admin.page.request.post(`${journey.url}/api/projects`, {
      data: { title, description: 'Farm plots with a well.', location: 'Igatpuri', city: 'Nashik', state: 'Maharashtra', totalArea: 12, areaUnit: 'acres', projectType: 'agricultural', status: 'upcoming', approvalStatus: 'pending' },
      headers: { Origin: journey.url },
    });
    assert.equal(created.status(), 201, await created.text());
    const { id } = ((await created.json()) as { project: { id: number } }).project;
    const approved = await admin.page.request.fetch(`${journey.url}/api/admin/projects/${id}/approve`, { method: 'PATCH', data: {}, headers: { Origin: journey.url } });
    assert.equal(approved.status(), 200);

    const unsubscribe = await waitForLink(email, /^\/api\/saved-searches\/unsubscribe\//);
    const outbox = (await readFile(process.env.E2E_EMAIL_OUTBOX_FILE ?? '', 'utf8')).split('\n').filter(Boolean).map((line) => JSON.parse(line) as { to: string; subject: string; text: string; headers?: Record<string, string> });
    const digest = outbox.filter((mail) => mail.to === email).at(-1)!;
    assert.equal(digest.subject, '1 new project matching your saved search');
    assert.match(digest.text, new RegExp(`${title}, Nashik: \\S+/projects/${id}`));
    assert.equal(digest.headers?.['List-Unsubscribe-Post'], 'List-Unsubscribe=One-Click');

    await page.goto(unsubscribe.href);
    await page.getByRole('heading', { name: 'Stop saved search alerts' }).waitFor();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByText('You are unsubscribed: no more saved search alerts will be sent.').waitFor();
    await screenshot(page, 'saved-search-unsubscribed');
    await page.goto(`${journey.url}/dashboard`);
    await page.getByTestId('saved-searches').getByText('No saved searches yet.', { exact: false }).waitFor();
  });

  it('lets a visitor confirm a mobile number in the dialog with a texted code and save the search to it', async () => {
    const mobile = `98${String(stamp).slice(-8)}`;
    const { context, page } = await journey.newPage();
    await page.goto(`${journey.url}/listings?city=Pune&projectType=residential`);
    await page.getByTestId('save-search').click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await dialog.getByLabel('Send the digest to').selectOption('phone');
    await dialog.getByLabel('Mobile number').fill(mobile);
    await dialog.getByRole('button', { name: 'Verify by SMS' }).click();
    await dialog.getByRole('button', { name: 'Text me a code' }).click();
    await dialog.getByLabel('Code').fill(await journey.lastCodeSentTo(`+91${mobile}`));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByText('Your number is confirmed: the digest comes by SMS.').waitFor();
    await screenshot(page, 'save-search-phone-confirmed');
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await dialog.getByText('Search saved. You will get a daily digest of new matches.').waitFor();
    await context.close();
  });
});
