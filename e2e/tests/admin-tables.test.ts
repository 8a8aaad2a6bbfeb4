// The admin tables as an administrator uses them: the hub switched to its
// table, sorted by price through the API, three pending projects on page 2
// selected and approved with one confirmation naming the count, the list
// staying on page 2; and on a phone the table scrolls inside its own box
// while the page itself never scrolls sideways.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import { apiJson, loginAsAdmin, screenshot, sidewaysOverflow, watchForProblems } from '../support/browser';
import { useJourney } from '../support/journey';

let admin: { context: BrowserContext; page: Page } | undefined;
let phone: { context: BrowserContext; page: Page } | undefined;
const tag = `Tabled${Date.now()}`;
/** Sixteen projects of the tag, priced so that page 2 (by price, 12 a page) holds the four dearest: three pending, one approved. */
const PROJECTS = Array.from({ length: 16 }, (_, index) => ({
  title: `${tag} Plot ${String(index + 1).padStart(2, '0')}`,
  startingPrice: 1_000_000 + index * 100_000,
  approvalStatus: index === 13 ? 'approved' : 'pending',
}));
const ids: Record<string, number> = {};

const journey = useJourney({
  after: async () => {
    await admin?.context.close();
    await phone?.context.close();
  },
});

describe('admin tables', () => {
  it('sorts the hub table by price, approves three pending projects on page 2 with one confirmation, and stays on page 2', async () => {
    admin = await journey.newPage();
    const { page } = admin;
    const problems = watchForProblems(page);
    await page.setViewportSize({ width: 1366, height: 800 });
    await loginAsAdmin(page, journey.url);
    // A lead, so the leads table has a row (the phone test reads it too).
    await apiJson(page, journey.url, 'POST', '/api/inquiries', { name: `${tag} Lead`, email: 'lead@example.com', phone: '9800000011', message: 'Please call about the corner plot.' });
    // Made newest last, so the default order (newest first) is not the price order.
    for (const project of [...PROJECTS].reverse()) {
      const saved = await apiJson<{ project: { id: number } }>(page, journey.url, 'POST', '/api/projects', {
        title: project.title,
        description: 'A project made by the admin tables journey.',
        location: 'Wakad',
        city: 'Pune',
        state: 'Maharashtra',
        totalArea: 4,
        areaUnit: 'acres',
        projectType: 'residential',
        status: 'upcoming',
        startingPrice: project.startingPrice,
        approvalStatus: project.approvalStatus,
      });
      ids[project.title] = saved.project.id;
    }

    await page.goto(`${journey.url}/admin/projects`);
    await page.getByRole('heading', { name: 'Project Management Hub', level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'Table' }).click();
    await page.waitForURL(/view=table/);
    await page.getByPlaceholder('search projects by title, city, or state').fill(tag);
    await page.getByText(/^16 of \d[\d,]* Projects$/).waitFor();

    const table = page.getByRole('table', { name: 'Projects' });
    const priceHeader = table.getByRole('columnheader', { name: /Price/ });
    await priceHeader.getByRole('button').click();
    await page.waitForURL(/sortBy=startingPrice/);
    // The address changes a moment before the table renders its new order.
    await table.locator('th[aria-sort="ascending"]', { hasText: 'Price' }).waitFor();
    assert.equal(await priceHeader.getAttribute('aria-sort'), 'ascending');
    await table.getByRole('row').nth(1).getByText(`${tag} Plot 01`).waitFor();
    // At 1366 px the hub's table fits its box: no scroll cue that would say otherwise.
    assert.equal(await page.getByText('Scroll sideways for more columns').count(), 0);

    await page.getByRole('navigation', { name: 'Project pages' }).getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/page=2/);
    await table.getByText(`${tag} Plot 13`).waitFor();
    assert.equal(await table.getByRole('row').count(), 5, 'a header and the four dearest projects');

    for (const number of ['13', '15', '16']) await page.getByRole('checkbox', { name: `Select ${tag} Plot ${number}` }).check();
    const bulkBar = page.getByRole('group', { name: 'Bulk actions' });
    await bulkBar.getByText('3 selected').waitFor();
    await screenshot(page, 'admin-tables-hub-selected');
    await bulkBar.getByRole('button', { name: 'Approve' }).click();
    const confirm = page.getByRole('dialog', { name: 'Approve 3 projects?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await page.getByTestId('toast').filter({ hasText: '3 projects approved' }).first().waitFor();

    // Still page 2, sorted by price, with the three now approved.
    assert.match(page.url(), /page=2/);
    assert.match(page.url(), /sortBy=startingPrice/);
    await page.getByText('Page 2 of 2').waitFor();
    for (const number of ['13', '14', '15', '16']) {
      await table.getByRole('row').filter({ hasText: `${tag} Plot ${number}` }).getByText('Approved', { exact: true }).waitFor();
    }
    const approved = await apiJson<{ items: Array<{ title: string }> }>(page, journey.url, 'GET', `/api/admin/projects?search=${tag}&approvalStatus=approved&pageSize=60`);
    assert.deepEqual(approved.items.map((item) => item.title.slice(-2)).sort(), ['13', '14', '15', '16']);
    await screenshot(page, 'admin-tables-hub-approved');

    for (const [url, name] of [['/admin/users?view=table&sortBy=name&sortOrder=asc', 'admin-tables-users'], ['/admin/inquiries?view=table', 'admin-tables-leads']] as const) {
      await page.goto(`${journey.url}${url}`);
      await page.getByRole('table').first().waitFor();
      await screenshot(page, name);
    }
    await page.goto(`${journey.url}/admin/projects?view=table&search=${tag}&sortBy=startingPrice&sortOrder=asc&page=2`);

    // A reload keeps the view, the sort and the page.
    await page.reload();
    await page.getByRole('table', { name: 'Projects' }).getByText(`${tag} Plot 16`).waitFor();
    assert.equal(await page.getByRole('tab', { name: 'Table' }).getAttribute('aria-selected'), 'true');
    assert.deepEqual(problems, []);
  });

  it('on a 390 px phone the table scrolls inside its own box and the page never scrolls sideways', async () => {
    phone = await journey.newPage({ mobile: true });
    const { page } = phone;
    await loginAsAdmin(page, journey.url);
    for (const [url, name] of [
      [`/admin/projects?view=table&search=${tag}`, 'Projects'],
      ['/admin/users?view=table', 'User Management'],
      [`/admin/inquiries?view=table&search=${tag}`, 'Inquiries'],
    ] as const) {
      await page.goto(`${journey.url}${url}`);
      const region = page.getByRole('region', { name, exact: true });
      await region.getByRole('table').waitFor();
      assert.ok((await sidewaysOverflow(page)) <= 0, `${url} overflows sideways by ${await sidewaysOverflow(page)} px`);
      const box = await region.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
      assert.ok(box.scrollWidth > box.clientWidth, `${url}: the table scrolls inside its own box`);
      await page.getByText('Scroll sideways for more columns').first().waitFor();
      await screenshot(page, `admin-tables-${name.split(' ')[0]!.toLowerCase()}-phone`);
    }
    await page.goto(`${journey.url}/admin/projects?view=table&search=${tag}`);
    await page.getByRole('table', { name: 'Projects' }).waitFor();
    await screenshot(page, 'admin-tables-hub-phone');
    // The cards stay a choice on a phone, and fit too.
    await page.getByRole('tab', { name: 'Cards' }).click();
    await page.getByRole('article').first().waitFor();
    assert.ok((await sidewaysOverflow(page)) <= 0);
  });
});
