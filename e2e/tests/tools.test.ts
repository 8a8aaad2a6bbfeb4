// The tools and company pages as visitors use them: a plot submitted with two
// photos ends up pending for the admin; a job application with a resume; SMS
// alerts from the header bell; the contact page and the floating widget. On
// PostgreSQL (TEST_DATABASE_URL) the stored rows are read back from the
// database; on the embedded database the API's own answers prove it.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { loginAsAdmin, screenshot, sidewaysOverflow, watchForProblems } from '../support/browser';
import { useJourney } from '../support/journey';
import { fillForm } from '../support/forms';
import { samplePng } from '../support/sample-image';

const journey = useJourney();

/** A row stored by the site, when the test can see its database. */
async function storedRow(sql: string, values: unknown[]): Promise<Record<string, unknown> | null | undefined> {
  if (!journey.database) return undefined;
  const result = await journey.database.query(sql, values);
  return result.rows[0] ?? null;
}

const stamp = Date.now();
// Real file headers: the site checks contents, not names.
// Real pictures: the site decodes every uploaded picture and writes it anew.
const png = (variant: number) => samplePng(160 + variant * 20, 100);
const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1024, 0x20)]);

const toast = (page: Page, text: string) => page.getByTestId('toast').getByText(text, { exact: false }).waitFor();

/** Sends a form with its button and waits until the API has stored what it sent (201 from `api`). */
async function sendAndStore(page: Page, button: Locator, api: string): Promise<void> {
  const stored = page.waitForResponse((response) => response.url().endsWith(api));
  await button.click();
  assert.equal((await stored).status(), 201);
}

describe('tools and company pages', () => {
  it('submit a plot with two photos: stored pending with its photos, and the admin finds it', async () => {
    const { context, page } = await journey.newPage();
    const problems = watchForProblems(page);
    const title = `Riverside plot ${stamp}`;
    await page.goto(`${journey.url}/submit-property`);
    const form = page.getByRole('form', { name: 'Submit a plot' });
    await fillForm(form, {
      'Title *': title,
      'Description *': 'NA plot beside the river with a 30 ft access road.',
      'Project type *': 'residential',
      'Location / locality *': 'Khadakwasla',
      'City *': 'Pune',
      'State *': 'Maharashtra',
      'Total area *': '3000',
      'Area unit': 'sq.ft',
      'Starting price (₹) *': '6500000',
    });
    // Exact: the road width unit's label starts the same.
    await form.getByLabel('Road width', { exact: true }).fill('30');
    await fillForm(form, { Facing: 'north', 'Your name *': 'Meena Joshi', 'Email *': 'meena@example.com', 'Phone *': '9822033445' });
    await form.getByLabel('Property images').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: png(1) },
      { name: 'river.png', mimeType: 'image/png', buffer: png(2) },
    ]);
    await toast(page, '2 file(s) added successfully.');
    await page.getByAltText('Preview 2: river.png').waitFor();
    await form.getByLabel(/I agree to the/).check();
    await screenshot(page, 'submit-property-desktop');
    await form.getByRole('button', { name: 'Submit Property' }).click();
    await toast(page, 'Your property has been submitted successfully and is pending approval');
    await page.getByRole('heading', { level: 1, name: 'Thank you, your plot is submitted' }).waitFor();
    const reference = await page.getByTestId('plot-reference').innerText();
    assert.match(reference, /^PW-\d{6}$/);
    await screenshot(page, 'submit-property-confirmation');

    const admin = await journey.newPage();
    await loginAsAdmin(admin.page, journey.url);
    const pending = await (await admin.page.request.get(`${journey.url}/api/admin/plot-submissions?approvalStatus=pending`)).json();
    const submission = pending.items.find((item: { title: string }) => item.title === title);
    assert.ok(submission, 'the admin sees the submission among pending ones');
    assert.equal(submission.submitterName, 'Meena Joshi');
    assert.equal(submission.facing, 'north');
    assert.equal(submission.images.length, 2);
    for (const picture of submission.images) {
      const served = await admin.page.request.get(`${journey.url}${picture.url}`);
      assert.equal(served.status(), 200);
      assert.equal(served.headers()['content-type'], 'image/png');
    }
    // Visitors cannot open it before approval.
    assert.equal((await page.request.get(`${journey.url}/api/projects/${submission.id}`)).status(), 404);
    const notification = await storedRow("select title from notifications where type = 'project_submission' order by id desc limit 1", []);
    if (notification !== undefined) assert.equal(notification?.title, `New plot submitted: ${title}`);
    assert.deepEqual(problems, []);
    await admin.context.close();
    await context.close();
  });

  it('apply for a job with a resume', async () => {
    const { context, page } = await journey.newPage();
    const email = `applicant-${stamp}@example.com`;
    await page.goto(`${journey.url}/careers`);
    await page.getByRole('heading', { name: 'Open Positions' }).waitFor();
    await page.getByRole('button', { name: 'Apply Now for Property Advisor' }).click();
    const form = page.getByRole('form', { name: 'Job application' });
    // The form takes the position in an effect after the click's render: give it the moment it needs.
    const position = form.getByLabel('Position *');
    for (let tries = 0; (await position.inputValue()) !== 'Property Advisor' && tries < 30; tries += 1) await page.waitForTimeout(100);
    assert.equal(await position.inputValue(), 'Property Advisor');
    await fillForm(form, { 'Full name *': 'Neha Kulkarni', 'Email *': email, Phone: '9812345678' });
    await form.getByLabel('Resume (PDF or Word, up to 2MB)').setInputFiles({ name: 'neha-cv.pdf', mimeType: 'application/pdf', buffer: pdf });
    await screenshot(page, 'careers-desktop');
    await sendAndStore(page, form.getByRole('button', { name: 'Submit Application' }), '/api/job-applications');
    await toast(page, 'Application Submitted');
    // The news stays where the form was once the toast has gone.
    await page.getByRole('status', { name: 'Application Submitted' }).getByRole('button', { name: 'Apply for another position' }).waitFor();
    const row = await storedRow('select position, resume_url, job_id from job_applications where email = $1', [email]);
    if (row !== undefined) {
      assert.equal(row?.position, 'Property Advisor');
      assert.match(String(row?.resume_url), /^\/api\/files\/[0-9a-f-]{36}$/);
      assert.ok(row?.job_id, 'linked to the opening');
      // A resume is private: the applicant's browser cannot open it by its link; an admin can.
      assert.equal((await page.request.get(`${journey.url}${row?.resume_url}`)).status(), 404);
      await loginAsAdmin(page, journey.url);
      const resume = await page.request.get(`${journey.url}${row?.resume_url}`);
      assert.equal(resume.headers()['content-type'], 'application/pdf');
      assert.match(String(resume.headers()['content-disposition']), /^attachment/);
    }
    await context.close();
  });

  it('subscribe from the header bell, confirm the texted code, and unsubscribe', async () => {
    const { context, page } = await journey.newPage();
    await page.goto(`${journey.url}/about`);
    await page.getByRole('button', { name: 'SMS alerts' }).click();
    const popover = page.getByRole('dialog', { name: 'SMS alerts' });
    const subscribe = popover.getByRole('button', { name: 'Subscribe' });
    assert.equal(await subscribe.isDisabled(), true, 'disabled while the phone is empty');
    await popover.getByText('Format: +91 followed by your 10-digit number').waitFor();
    await popover.getByLabel('Mobile number').fill('+91 98765 43210');
    await subscribe.click();
    await popover.getByText('Enter the 6-digit code we sent to +91 98765 43210').waitFor();
    await screenshot(page, 'sms-alerts-code');
    // The status is nobody's business but the number's owner's: no token, no answer.
    const status = async (token?: string) =>
      (await (await page.request.get(`${journey.url}/api/notifications/status?phoneNumber=%2B919876543210${token ? `&token=${token}` : ''}`)).json()).subscribed;
    assert.equal(await status(), false);

    // The owner reads the code in the SMS (the site's outbox, without a gateway).
    await popover.getByLabel('Code').fill(await journey.lastCodeSentTo('+919876543210'));
    await popover.getByRole('button', { name: 'Confirm' }).click();
    await popover.getByText('Subscribed: +919876543210').waitFor();
    await screenshot(page, 'sms-alerts-subscribed');
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('plotwise.smsAlerts.tokens') ?? '{}') as Record<string, string>)['+919876543210']);
    assert.ok(token, 'the browser keeps the token for the number');
    assert.equal(await status(token), true);
    assert.equal(await status(), false, 'still nothing without the token');

    // Reopening the page shows the subscription from the stored token.
    await page.reload();
    await page.getByRole('button', { name: 'SMS alerts' }).click();
    await popover.getByText('Subscribed: +919876543210').waitFor();

    await popover.getByRole('button', { name: 'Unsubscribe' }).click();
    // Exact: a name match is by substring, and "Unsubscribe" would answer at once, before the API did.
    await popover.getByRole('button', { name: 'Subscribe', exact: true }).waitFor();
    assert.equal(await status(token), false);
    await context.close();
  });

  it('the contact page stores the message with its subject', async () => {
    const { context, page } = await journey.newPage();
    const email = `contact-${stamp}@example.com`;
    await page.goto(`${journey.url}/contact`);
    await page.getByText('Mon - Sat').waitFor();
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await toast(page, 'Please fill all required fields');
    await fillForm(form, { 'Your name *': 'Asha Patil', 'Email *': email, Subject: 'Site visit', 'Message *': 'Can I visit the Baner plots on Saturday?' });
    await screenshot(page, 'contact-desktop');
    await sendAndStore(page, form.getByRole('button', { name: 'Send Message' }), '/api/inquiries');
    await toast(page, "We'll get back to you within 24 hours");
    await page.getByRole('status', { name: 'Message sent!' }).getByRole('button', { name: 'Send another message' }).waitFor();
    const row = await storedRow('select subject, source, status from inquiries where email = $1', [email]);
    if (row !== undefined) assert.deepEqual(row, { subject: 'Site visit', source: 'contact', status: 'new' });
    await context.close();
  });

  it("the contact page's map falls back to an open-in-maps link when Google Maps cannot be reached", async () => {
    const { context, page } = await journey.newPage({ mobile: true });
    await context.route(/google\.com/, (route) => route.abort());
    await page.goto(`${journey.url}/contact`);
    await page.getByText('Mon - Sat').scrollIntoViewIfNeeded();
    await page.getByText('The map could not be shown here.').waitFor();
    assert.equal(await page.locator('iframe[title^="Map of"]').count(), 0, 'no broken frame');
    assert.match(String(await page.getByRole('link', { name: 'Open in Google Maps' }).getAttribute('href')), /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Plotwise/);
    assert.ok((await sidewaysOverflow(page)) <= 0, 'no sideways scrolling');
    await screenshot(page, 'contact-map-fallback-mobile');
    await context.close();
  });

  it('the floating widget loads mf-tools only when used, stores the message, resets and closes', async () => {
    const { context, page } = await journey.newPage({ mobile: true });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const email = `widget-${stamp}@example.com`;
    await page.goto(`${journey.url}/`);
    await page.getByRole('heading', { name: 'Find your plot across India' }).waitFor();
    assert.ok(!requested.some((url) => url.startsWith('/remotes/tools/')), 'no tools code before the widget is used');

    await page.getByRole('button', { name: 'Contact us' }).click();
    const panel = page.getByRole('dialog', { name: 'Contact Us' });
    await panel.getByRole('button', { name: 'Send Message' }).click();
    await toast(page, 'Please enter your name');
    await fillForm(panel, { Name: 'Ravi Shah', Email: email, Message: 'Please call me about plots in Wagholi.' });
    await screenshot(page, 'contact-widget-mobile');
    await sendAndStore(page, panel.getByRole('button', { name: 'Send Message' }), '/api/inquiries');
    await toast(page, "We'll get back to you as soon as possible");
    await panel.waitFor({ state: 'detached' });
    const row = await storedRow('select phone, source from inquiries where email = $1', [email]);
    if (row !== undefined) assert.deepEqual(row, { phone: '', source: 'widget' });

    await page.getByRole('button', { name: 'Contact us' }).click();
    assert.equal(await page.getByRole('dialog', { name: 'Contact Us' }).getByLabel('Name').inputValue(), '', 'the form was reset');
    await context.close();
  });

  it('renders the services page and its quote dialog on a phone', async () => {
    const { context, page } = await journey.newPage({ mobile: true });
    await page.goto(`${journey.url}/services`);
    await page.getByRole('heading', { name: 'How it works' }).waitFor();
    const overflow = await sidewaysOverflow(page);
    assert.ok(overflow <= 0, `no sideways scrolling at 390 px (overflow ${overflow}px)`);
    await screenshot(page, 'services-mobile');
    await page.getByRole('button', { name: 'Get Quote' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get a Free Quote' });
    await dialog.getByLabel('Name *').waitFor();
    // A modal dialog keeps the keyboard inside it: Tab never reaches the page behind.
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')));
      assert.ok(inside, `focus stays in the quote dialog after ${step + 1} Tab presses`);
    }
    await dialog.getByLabel('Name *').fill('Kiran Rao');
    await dialog.getByLabel('Mobile *').fill('9822012345');
    await dialog.getByLabel('Message *').fill('I want to sell two plots in Talegaon.');
    await dialog.getByRole('button', { name: 'Request Quote' }).click();
    await toast(page, 'Quote Request Submitted');
    // The news stays in the dialog until the visitor closes it.
    await dialog.getByRole('status', { name: 'Quote Request Submitted' }).waitFor();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    for (const path of ['/submit-property', '/careers', '/contact', '/loan-calculator']) {
      await page.goto(`${journey.url}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const width = await sidewaysOverflow(page);
      assert.ok(width <= 0, `${path} fits 390 px (overflow ${width}px)`);
      // Labels and assistive technology find each control by its id: no id may appear twice.
      const repeated = await page.evaluate(() => {
        const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
        return [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
      });
      assert.deepEqual(repeated, [], `${path} has no duplicate ids`);
      await screenshot(page, `${path.slice(1)}-mobile`);
    }
    await context.close();
  });
});
