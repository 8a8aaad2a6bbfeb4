// A phone on a slow network reads the server's page long before its scripts
// arrive: what the visitor did meanwhile (scrolled, tapped Enquire) must
// survive hydration, and the inquiry form and the hero search work as plain
// HTML forms before (or without) any script.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { INQUIRY_PHONE_TEXTS, INQUIRY_TEXTS, SMS_ALERTS_TEXTS, type LeadListResponse, type ProjectSummary } from '@plotwise/contracts';
import type { Page } from 'playwright-core';
import { HTML_ONLY } from '../support/browser';
import { useJourney } from '../support/journey';

let project: ProjectSummary;

const journey = useJourney({
  before: async () => {
    const featured = (await (await fetch(`${journey.url}/api/projects/featured`)).json()) as ProjectSummary[];
    assert.ok(featured[0], 'the demo data has featured projects');
    project = featured[0];
  },
});

/**
 * Holds every script the page asks for until `release` is called: the page is
 * the server's HTML alone, as on a slow phone in the seconds before its code
 * has arrived.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => { release = resolve; });
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() === 'script') await arrived;
    await route.continue();
  });
  return release;
}

/** Opens a page and hands it over as soon as its HTML is there (the site's goto waits for hydration). */
async function openBeforeScripts(page: Page, path: string): Promise<void> {
  await page.mainFrame().goto(`${journey.url}${path}`, { waitUntil: 'commit' });
  await page.locator('main h1').first().waitFor();
}

async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true', undefined, { timeout: 30_000 });
  // Late effects and lazily loaded parts (the inquiry form's code) have their turn.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

describe('a slow phone', () => {
  for (const [name, path] of [['the home page', () => '/'], ['a project page', () => `/projects/${project.id}`]] as const) {
    it(`keeps the scroll made on ${name} before its scripts arrived`, async () => {
      const { context, page } = await journey.newPage({ mobile: true });
      try {
        const release = await holdScripts(page);
        await openBeforeScripts(page, path());
        await page.evaluate(() => window.scrollTo(0, 1400));
        const before = await scrollY(page);
        assert.ok(before > 1000, `the page is long enough to scroll (${before})`);
        release();
        await hydrated(page);
        assert.equal(await scrollY(page), before, 'hydration leaves the page where the visitor scrolled it');
        // A later move within the site still starts at the top.
        const opened = new URL(page.url()).pathname;
        await page.locator(opened === '/' ? 'main a[href="/listings"]' : 'header a[href="/"]').first().click();
        await page.waitForURL((url) => url.pathname !== opened);
        await page.waitForFunction(() => window.scrollY === 0);
      } finally {
        await context.close();
      }
    });
  }

  it('lands on a real inquiry form when Enquire is tapped before the scripts arrive, and stays there', async () => {
    const { context, page } = await journey.newPage({ mobile: true });
    try {
      const release = await holdScripts(page);
      await openBeforeScripts(page, `/projects/${project.id}`);
      await page.locator('[data-testid="contact-bar"] a[data-kind="inquire"]').click();
      const form = page.locator('#enquire form');
      await form.getByLabel('Name').waitFor();
      assert.equal(await form.getAttribute('method'), 'post');
      assert.equal(await form.getByLabel('Name').isVisible(), true);
      assert.ok(await inViewport(page, '#enquire input[name="name"]'), 'the form is on screen');
      await form.getByLabel('Name').fill('Typed Before Hydration');
      const before = await scrollY(page);
      release();
      await hydrated(page);
      assert.equal(await scrollY(page), before, 'hydration leaves the visitor at the form');
      // The Formik form has taken the plain one's place with what was typed.
      await page.locator('#enquire form[novalidate]').waitFor();
      assert.equal(await page.locator('#enquire input[name="name"]').inputValue(), 'Typed Before Hydration', 'what was typed is kept');
    } finally {
      await context.close();
    }
  });
});

async function inViewport(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });
}

describe('without JavaScript', () => {
  it('searches from the hero, and sends an inquiry that the admins see', async () => {
    const { context, page } = await journey.newPage({ mobile: true, javaScript: false });
    try {
      await page.goto(`${journey.url}/`, HTML_ONLY);
      await page.locator('#hero-search input[name="location"]').fill('Pune');
      await page.locator('#hero-search button[type="submit"]').click();
      await page.waitForURL((url) => url.pathname === '/listings' && url.searchParams.get('location') === 'Pune', HTML_ONLY);

      const inquirer = `No Script ${Date.now()}`;
      await page.goto(`${journey.url}/projects/${project.id}#enquire`, HTML_ONLY);
      const form = page.locator('#enquire form');
      await form.getByLabel('Name').fill(inquirer);
      await form.getByLabel('Email').fill('noscript@example.com');
      await form.getByLabel('Phone').fill('12345');
      await form.getByRole('button', { name: INQUIRY_TEXTS.submit }).click();
      await page.waitForURL((url) => url.searchParams.get('enquiry') === 'phoneInvalid' && url.hash === '#enquire', HTML_ONLY);
      assert.match(await page.getByTestId('inquiry-outcome').innerText(), new RegExp(INQUIRY_TEXTS.phoneInvalid));

      await form.getByLabel('Name').fill(inquirer);
      await form.getByLabel('Email').fill('noscript@example.com');
      const mobile = `97${String(Date.now()).slice(-8)}`;
      await form.getByLabel('Phone').fill(`+91 ${mobile}`);
      await form.getByRole('button', { name: INQUIRY_TEXTS.submit }).click();
      await page.waitForURL((url) => url.pathname === `/projects/${project.id}` && url.searchParams.get('enquiry') === 'confirm', HTML_ONLY);
      const outcome = page.getByTestId('inquiry-outcome');
      assert.equal(await outcome.getAttribute('role'), 'status');
      assert.match(await outcome.innerText(), new RegExp(INQUIRY_TEXTS.sentTitle));

      // Confirming the number still needs no script: plain forms that text a code and take it.
      const step = page.getByTestId('inquiry-phone-step');
      await step.getByRole('button', { name: INQUIRY_PHONE_TEXTS.sendCode }).click();
      await page.waitForURL((url) => url.searchParams.get('enquiry') === 'code-sent', HTML_ONLY);
      const code = await journey.lastCodeSentTo(`+91${mobile}`);
      await step.getByLabel(INQUIRY_PHONE_TEXTS.codeLabel).fill(code === '000000' ? '111111' : '000000');
      await step.getByRole('button', { name: INQUIRY_PHONE_TEXTS.confirm }).click();
      await page.waitForURL((url) => url.searchParams.get('enquiry') === 'codeWrong', HTML_ONLY);
      assert.equal(await step.getByRole('alert').innerText(), SMS_ALERTS_TEXTS.codeWrong);
      await step.getByLabel(INQUIRY_PHONE_TEXTS.codeLabel).fill(code);
      await step.getByRole('button', { name: INQUIRY_PHONE_TEXTS.confirm }).click();
      await page.waitForURL((url) => url.searchParams.get('enquiry') === 'verified' && url.hash === '#enquire', HTML_ONLY);
      assert.match(await step.innerText(), new RegExp(INQUIRY_PHONE_TEXTS.verified));

      const login = await fetch(`${journey.url}/api/auth/admin-login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: journey.url },
        body: JSON.stringify({ username: process.env.ADMIN_USERNAME ?? 'admin', password: process.env.ADMIN_PASSWORD ?? 'admin123' }),
      });
      const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
      const leads = (await (await fetch(`${journey.url}/api/admin/inquiries?search=${encodeURIComponent(inquirer)}`, { headers: { cookie } })).json()) as LeadListResponse;
      assert.equal(leads.items.length, 1, 'one enquiry stored, the refused one not');
      assert.equal(leads.items[0]!.projectTitle, project.title);
      assert.equal(leads.items[0]!.phoneVerified, true, 'the enquiry is marked verified');
    } finally {
      await context.close();
    }
  });
});
