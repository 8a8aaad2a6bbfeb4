// The buyer's tools in a real browser against the production build: compare
// three projects and open the shared link in a fresh browser; recently viewed
// after opening two projects; share copies the link; the EMI box leads to the
// loan calculator set to the same loan.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { screenshot, sidewaysOverflow, watchForProblems } from '../support/browser';
import { useJourney } from '../support/journey';

const journey = useJourney();

/** A fresh browser; this file's pages wait longer than the default, as the machine running them may be busy. */
async function open(options: { mobile?: boolean } = {}) {
  const opened = await journey.newPage(options);
  opened.page.setDefaultTimeout(60_000);
  return opened;
}

interface Listed { id: number; title: string; startingPrice: number | null }

async function listed(page: Page, query = 'pageSize=6'): Promise<Listed[]> {
  const response = await page.request.get(`${journey.url}/api/projects?${query}`);
  assert.equal(response.status(), 200);
  return ((await response.json()) as { items: Listed[] }).items;
}

const toast = (page: Page, text: string) => page.getByTestId('toast').getByText(text, { exact: false }).waitFor();

describe('buyer tools', () => {
  it('compares three projects, keeps the list over a reload, and the shared link shows the same in a fresh browser', async () => {
    const { context, page } = await open();
    const problems = watchForProblems(page);
    await page.goto(`${journey.url}/listings`);
    const toggles = page.getByTestId('compare-toggle');
    const titles = await page.locator('main [data-testid="project-card"] h2').allInnerTexts();
    assert.ok(titles.length >= 4, 'the demo catalogue lists four projects or more');
    for (let index = 0; index < 3; index += 1) await toggles.nth(index).click();
    const tray = page.getByTestId('compare-tray');
    await tray.getByText('3 of 3 chosen').waitFor();
    await toggles.nth(3).click();
    await toast(page, 'You can compare up to 3 projects');
    assert.equal(await toggles.nth(3).getAttribute('aria-pressed'), 'false');
    await screenshot(page, 'buyer-compare-tray-desktop');

    await page.reload();
    await tray.getByRole('link', { name: 'Compare (3)' }).click();
    await page.waitForURL(/\/compare\?ids=\d+,\d+,\d+$/);
    const table = page.getByTestId('compare-table');
    await table.waitFor();
    const columns = async (onPage: Page) => onPage.getByTestId('compare-table').locator('thead th a').allInnerTexts();
    assert.deepEqual(await columns(page), titles.slice(0, 3));
    assert.equal(await table.locator('tbody tr').count(), 9);
    await screenshot(page, 'buyer-compare-desktop');
    const shared = page.url();
    assert.deepEqual(problems, []);
    await context.close();

    // Someone else opens the link: nothing in their browser, the same comparison, rendered by the server too.
    const html = await (await fetch(shared)).text();
    for (const title of titles.slice(0, 3)) assert.ok(html.includes(title.replace(/&/g, '&amp;')), `the server's page names ${title}`);
    const phone = await open({ mobile: true });
    await phone.page.goto(shared);
    await phone.page.getByTestId('compare-table').waitFor();
    assert.deepEqual(await columns(phone.page), titles.slice(0, 3));
    assert.equal(await phone.page.getByTestId('compare-tray').count(), 0);
    assert.ok((await sidewaysOverflow(phone.page)) <= 0, 'the table scrolls inside its frame, not the page');
    await screenshot(phone.page, 'buyer-compare-phone');
    await phone.context.close();
  });

  it('shows the projects opened last on the home page, newest first, and never in the server’s HTML', async () => {
    const { context, page } = await open({ mobile: true });
    const [first, second] = await listed(page);
    assert.ok(first && second);
    await page.goto(`${journey.url}/projects/${first.id}`);
    await page.getByRole('heading', { level: 1, name: first.title }).waitFor();
    await page.goto(`${journey.url}/projects/${second.id}`);
    await page.getByRole('heading', { level: 1, name: second.title }).waitFor();
    await page.goto(`${journey.url}/`);
    const rail = page.getByRole('region', { name: 'Recently viewed' });
    await rail.waitFor();
    assert.deepEqual(await rail.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href'))), [`/projects/${second.id}`, `/projects/${first.id}`]);
    await rail.scrollIntoViewIfNeeded();
    await screenshot(page, 'buyer-recently-viewed-phone');
    const html = await (await page.request.get(`${journey.url}/`)).text();
    assert.ok(!html.includes('Recently viewed'), 'the rail is drawn in the browser only');
    await context.close();
  });

  it('shares a project: the link copied with a toast where there is no share sheet, and a WhatsApp message', async () => {
    const { context, page } = await open();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: journey.url });
    // The copy fallback is what a desktop browser without a share sheet gets.
    await page.addInitScript(() => { Reflect.deleteProperty(Navigator.prototype, 'share'); });
    const [project] = await listed(page);
    assert.ok(project);
    await page.goto(`${journey.url}/projects/${project.id}`);
    await page.getByTestId('share-button').click();
    await toast(page, 'Link copied');
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), `${journey.url}/projects/${project.id}`);
    const whatsapp = new URL((await page.getByTestId('share-whatsapp').getAttribute('href'))!);
    assert.equal(`${whatsapp.origin}${whatsapp.pathname}`, 'https://wa.me/');
    const text = whatsapp.searchParams.get('text')!;
    assert.ok(text.startsWith(`${project.title} – `) && text.endsWith(`${journey.url}/projects/${project.id}`), text);
    await context.close();
  });

  it('links the EMI box to the loan calculator with the same loan, and the calculator on to plots in budget', async () => {
    const { context, page } = await open({ mobile: true });
    const problems = watchForProblems(page);
    const project = (await listed(page, 'pageSize=24')).find((item) => item.startingPrice && item.startingPrice >= 500_000 && item.startingPrice <= 50_000_000);
    assert.ok(project, 'a demo project has a starting price');
    await page.goto(`${journey.url}/projects/${project.id}`);
    const box = page.getByTestId('emi-box');
    const emi = await box.getByTestId('emi-box-amount').innerText();
    await box.scrollIntoViewIfNeeded();
    await screenshot(page, 'buyer-project-phone');
    await box.getByRole('link').click();
    await page.waitForURL((url) => url.pathname === '/loan-calculator' && url.searchParams.get('propertyValue') === String(project.startingPrice));
    await page.getByTestId('emi').getByText(emi).waitFor();
    assert.equal(await page.getByTestId('emi').innerText(), emi);
    assert.equal(await page.getByLabel('Property value (₹)').inputValue(), String(project.startingPrice));
    await screenshot(page, 'buyer-loan-calculator-phone');
    await page.getByTestId('budget-listings').click();
    await page.waitForURL((url) => url.pathname === '/listings' && url.searchParams.get('maxPrice') === String(project.startingPrice));
    assert.deepEqual(problems, []);
    await context.close();
  });
});
