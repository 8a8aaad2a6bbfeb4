// One way of giving feedback, on a phone (390 px) and a laptop: the public
// forms start from the signed-in person's details (never in the server's HTML),
// a sent inquiry or quote stays said where the form was, and a field the API
// refuses says so under that field. Plus the plot sizes table of a project
// without a plot inventory.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { DEMO_AGENT, loginAsAdmin, screenshot, sidewaysOverflow, signInThroughForm } from '../support/browser';
import { useJourney } from '../support/journey';
import { fillForm } from '../support/forms';

const journey = useJourney();
const toast = (page: Page, text: string) => page.getByTestId('toast').getByText(text, { exact: false }).first().waitFor();

/** Waits for a box to hold a value (the session is read after the page is up). */
async function untilValue(box: Locator, expected: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  let value = await box.inputValue();
  while (value !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await box.inputValue();
  }
  assert.equal(value, expected);
}

/** Whether the focus is inside the element. */
const holdsFocus = (element: Locator) => element.evaluate((node) => node.contains(document.activeElement));

interface Buyer {
  name: string;
  email: string;
  phone: string;
}

async function registerBuyer(page: Page, tag: string): Promise<Buyer> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const buyer = { name: `Meera Feedback ${tag}`, email: `feedback-${stamp}@example.com`, phone: `98220${stamp.slice(-5)}` };
  const reply = await page.request.post(`${journey.url}/api/auth/register`, { data: { ...buyer, password: 'feedback-secret', role: 'user' }, headers: { Origin: journey.url } });
  assert.equal(reply.status(), 201, await reply.text());
  return buyer;
}

/** A demo project without a plot inventory, which shows the plot sizes table instead. */
async function projectWithoutInventory(page: Page): Promise<{ id: number; title: string; startingPrice: number | null }> {
  const reply = (await (await page.request.get(`${journey.url}/api/projects?pageSize=50`)).json()) as { items: Array<{ id: number; title: string; startingPrice: number | null; plotsTotal: number; plotSizes: unknown[] }> };
  const project = reply.items.find((item) => item.plotsTotal === 0 && item.plotSizes.length > 0);
  assert.ok(project, 'the demo catalogue has a project without a plot inventory');
  return project;
}

describe('feedback on the public forms', () => {
  for (const mobile of [true, false]) {
    const width = mobile ? '390 px' : 'desktop';

    it(`${width}: the inquiry card starts from the buyer's details, and keeps saying the inquiry was sent`, async () => {
      const { context, page } = await journey.newPage({ mobile });
      const buyer = await registerBuyer(page, mobile ? 'phone' : 'laptop');
      const project = await projectWithoutInventory(page);
      // The server's page is the same for everyone: even with the session's cookie it names nobody.
      const html = await (await page.request.get(`${journey.url}/projects/${project.id}`)).text();
      assert.ok(!html.includes(buyer.email) && !html.includes(buyer.name), 'the server-rendered page carries no personal details');

      await page.goto(`${journey.url}/projects/${project.id}`);
      const sizes = page.getByRole('table', { name: 'Plot sizes and prices' });
      await sizes.scrollIntoViewIfNeeded();
      assert.deepEqual(await sizes.locator('thead th').allInnerTexts(), ['Size', '₹/sq.ft', 'Price']);
      const rates = await sizes.locator('tbody td:nth-child(2)').allInnerTexts();
      assert.ok(rates.every((rate) => (project.startingPrice ? /^₹[\d,]+$/.test(rate) : rate === 'On request')), rates.join(', '));

      const form = page.getByRole('form', { name: `Enquiry about ${project.title}` });
      await page.getByRole('heading', { name: 'Enquire about this project' }).scrollIntoViewIfNeeded();
      await untilValue(form.getByLabel('Name'), buyer.name);
      await untilValue(form.getByLabel('Email'), buyer.email);
      await untilValue(form.getByLabel('Phone'), buyer.phone);
      await form.getByRole('button', { name: 'Send Enquiry' }).click();
      await toast(page, 'Enquiry sent!');
      const sent = page.getByRole('status', { name: 'Enquiry sent!' });
      await sent.waitFor();
      assert.ok(await holdsFocus(sent), 'the focus moves to the news');
      assert.ok((await sidewaysOverflow(page)) <= 0, 'no sideways scrolling');
      await screenshot(page, `feedback-inquiry-sent-${mobile ? 'mobile' : 'desktop'}`);
      // Still there once the toast has gone; the form comes back, filled in again, on request.
      await page.getByTestId('toast').first().waitFor({ state: 'detached', timeout: 15_000 });
      await sent.waitFor();
      await sent.getByRole('button', { name: 'Send another enquiry' }).click();
      await untilValue(form.getByLabel('Name'), buyer.name);
      await context.close();
    });

    it(`${width}: the quote dialog, contact, careers and submit-a-plot forms start from the signed-in details`, async () => {
      const { context, page } = await journey.newPage({ mobile });
      const buyer = await registerBuyer(page, mobile ? 'phone' : 'laptop');

      await page.goto(`${journey.url}/services`);
      await page.getByRole('button', { name: 'Get Quote' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Get a Free Quote' });
      await untilValue(dialog.getByLabel('Name *'), buyer.name);
      await untilValue(dialog.getByLabel('Mobile *'), buyer.phone);
      await dialog.getByLabel('Message *').fill('Please value my two plots in Talegaon.');
      await dialog.getByRole('button', { name: 'Request Quote' }).click();
      await toast(page, 'Quote Request Submitted');
      const sent = dialog.getByRole('status', { name: 'Quote Request Submitted' });
      await sent.waitFor();
      assert.ok(await holdsFocus(sent), 'the focus moves to the news');
      await screenshot(page, `feedback-quote-sent-${mobile ? 'mobile' : 'desktop'}`);
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });

      await page.goto(`${journey.url}/contact`);
      const contact = page.getByRole('form', { name: 'Send us a message' });
      await untilValue(contact.getByLabel('Your name *'), buyer.name);
      await untilValue(contact.getByLabel('Email *'), buyer.email);

      await page.goto(`${journey.url}/careers`);
      const application = page.getByRole('form', { name: 'Job application' });
      await untilValue(application.getByLabel(/^Full name/), buyer.name);
      await untilValue(application.getByLabel(/^Email/), buyer.email);

      await page.goto(`${journey.url}/submit-property`);
      const submission = page.getByRole('form', { name: 'Submit a plot' });
      await untilValue(submission.getByLabel(/^Your name/), buyer.name);
      await untilValue(submission.getByLabel(/^Phone/), buyer.phone);
      await context.close();
    });

    it(`${width}: the admin project form groups the price, and shows the API's refusal under its field`, async () => {
      const { context, page } = await journey.newPage({ mobile });
      await loginAsAdmin(page, journey.url);
      await page.goto(`${journey.url}/admin/projects`);
      await page.getByRole('button', { name: /Create Project/ }).first().click();
      const form = page.getByRole('dialog', { name: 'Add New Project' });
      await fillForm(form, {
        'Project title': `Feedback Plots ${Date.now()}`,
        'Project type': 'residential',
        Description: 'Plots by the lake, made by the feedback journey.',
        'Location / locality': 'Khadakwasla',
      });
      await form.getByLabel(/^City/).fill('Pune');
      await form.getByLabel(/^State/).fill('Maharashtra');
      await form.getByLabel('Total area').fill('4');
      const price = form.getByLabel('Starting price (₹)');
      await price.pressSequentially('3250000');
      assert.equal(await price.inputValue(), '32,50,000');
      await form.getByText('₹32.50 Lakhs').waitFor();
      // A plain http:// brochure link passes the form; only the API knows which files and links it serves.
      const brochure = form.getByLabel('Brochure URL');
      await brochure.fill('http://example.com/brochure.pdf');
      await form.getByRole('button', { name: 'Create Project' }).click();
      const refusal = form.getByRole('alert').filter({ hasText: 'brochureUrl must be an uploaded document or an https:// link' });
      await refusal.waitFor();
      assert.equal(await brochure.getAttribute('aria-invalid'), 'true');
      assert.match((await brochure.getAttribute('aria-describedby')) ?? '', new RegExp(await refusal.getAttribute('id') ?? 'none'));
      assert.ok(await brochure.evaluate((box) => box === document.activeElement), 'the focus moves to the refused field');
      await screenshot(page, `feedback-admin-refusal-${mobile ? 'mobile' : 'desktop'}`);
      await context.close();
    });
  }

  it('what the screenshots showed broken stays fixed: compare, dashboard tabs (390 px), the map (laptop)', async () => {
    const { context, page } = await journey.newPage({ mobile: true });
    const project = await projectWithoutInventory(page);
    const ids = ((await (await page.request.get(`${journey.url}/api/projects`)).json()) as { items: Array<{ id: number }> }).items.slice(0, 3).map((item) => item.id);
    await page.goto(`${journey.url}/compare?ids=${ids.join(',')}`);
    const rowNames = page.getByTestId('compare-table').locator('tbody th');
    await rowNames.first().waitFor();
    // A row name wraps between words, never inside one ('Possessio / n').
    const broken = await rowNames.evaluateAll((cells) =>
      cells.flatMap((cell) => {
        const style = getComputedStyle(cell);
        const room = cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return (cell.textContent ?? '').split(/\s+/).filter((word) => {
          const probe = Object.assign(document.createElement('span'), { textContent: word });
          probe.style.whiteSpace = 'nowrap';
          cell.append(probe);
          const width = probe.getBoundingClientRect().width;
          probe.remove();
          return width > room + 0.5;
        });
      }),
    );
    assert.deepEqual(broken, []);

    await page.goto(`${journey.url}/login`);
    await signInThroughForm(page, DEMO_AGENT.email, DEMO_AGENT.password);
    await page.waitForURL(/agent-dashboard/);
    const tray = page.getByRole('tablist', { name: 'Agent dashboard' });
    const trayBox = await tray.boundingBox();
    for (const tab of await tray.getByRole('tab').all()) {
      const box = await tab.boundingBox();
      assert.ok(trayBox && box && box.x + box.width <= trayBox.x + trayBox.width + 0.5, `${await tab.innerText()} stays in its tray`);
    }
    await context.close();

    // On a laptop the address map standing in for the tile map once ran over the directions link.
    const laptop = await journey.newPage();
    await laptop.page.goto(`${journey.url}/projects/${project.id}`);
    const directions = laptop.page.getByRole('link', { name: /^Get Directions to / });
    await directions.scrollIntoViewIfNeeded();
    const location = laptop.page.getByRole('region', { name: 'Location' });
    const maps = location.locator('[data-map-state], [data-testid="project-map"]');
    await maps.first().waitFor();
    const linkBox = await directions.boundingBox();
    for (const map of await maps.all()) {
      const mapBox = await map.boundingBox();
      assert.ok(mapBox && linkBox && linkBox.y >= mapBox.y + mapBox.height - 0.5, 'the directions link sits below the map, not under it');
    }
    await laptop.context.close();
  });
});
