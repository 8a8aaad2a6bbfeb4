// Leads as the seller meets them: a visitor confirms their phone with the
// texted code (read from the site's SMS outbox) and inquires; the demo agent
// sees the new-lead count, the lead marked "Verified phone" and "New", chooses
// how alerts reach them, reads their projects' figures and sets a project's
// visiting hours, which the project page then offers. An admin opens the
// failed messages page from the hub.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DEMO_AGENT, loginAsAdmin, screenshot, signInThroughForm } from '../support/browser';
import { useJourney } from '../support/journey';

const journey = useJourney();
const stamp = Date.now();
// A number of this run's own, so the outbox's last code to it is this run's.
const mobile = `98${String(stamp).slice(-8)}`;
const buyer = `Verified Buyer ${stamp}`;

interface Project { id: number; title: string; approvalStatus: string }
let agent: Page;
let project: Project;
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text }).first();

describe('leads reaching the seller', () => {
  it('the agent opens the Leads tab, which clears the new-lead count', async () => {
    ({ page: agent } = await journey.newPage());
    await agent.goto(`${journey.url}/login`);
    await signInThroughForm(agent, DEMO_AGENT.email, DEMO_AGENT.password);
    await agent.waitForURL(`${journey.url}/agent-dashboard`);
    const me = await (await agent.request.get(`${journey.url}/api/auth/me`)).json();
    const projects = (await (await agent.request.get(`${journey.url}/api/projects/agent/${me.user.id}`)).json()) as Project[];
    project = projects.find((item) => item.approvalStatus === 'approved')!;
    await agent.getByRole('tab', { name: /^Leads/ }).click();
    await agent.getByRole('list', { name: 'Your leads' }).waitFor();
    await agent.getByRole('tab', { name: 'Leads', exact: true }).waitFor();
  });

  it('a visitor verifies their phone by SMS code, then inquires; the browser stays verified', async () => {
    const { page } = await journey.newPage();
    await page.goto(`${journey.url}/projects/${project.id}`);
    await page.getByRole('heading', { name: 'Enquire about this project' }).scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name: `Enquiry about ${project.title}` });
    await form.getByLabel('Name').fill(buyer);
    await form.getByLabel('Email').fill(`verified-${stamp}@example.com`);
    await form.getByLabel('Phone', { exact: true }).fill(mobile);
    await form.getByRole('button', { name: 'Verify by SMS' }).click();
    await form.getByRole('button', { name: 'Text me a code' }).click();
    const code = await journey.lastCodeSentTo(`+91${mobile}`);
    await form.getByLabel('Code').fill(code);
    await form.getByRole('button', { name: 'Confirm' }).click();
    await form.getByRole('status').getByText('Verified phone').waitFor();
    await screenshot(page, 'inquiry-phone-verified');
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    await toast(page, 'Enquiry sent!').waitFor();

    // Back a day later in the same browser: the cookie answers, no code asked.
    await page.reload();
    await page.getByRole('heading', { name: 'Enquire about this project' }).scrollIntoViewIfNeeded();
    const again = page.getByRole('form', { name: `Enquiry about ${project.title}` });
    await again.getByLabel('Phone', { exact: true }).fill(mobile);
    await again.getByRole('status').getByText('Verified phone').waitFor();
  });

  it('the agent sees the new count, the verified and new markers, and chooses alerts', async () => {
    await agent.goto(`${journey.url}/agent-dashboard`);
    await agent.getByRole('tab', { name: /Leads · \d+ new/ }).waitFor();
    // Figures of the agent's own projects, and the alert choices, on the Dashboard tab.
    await agent.getByRole('heading', { name: 'Your projects over the last 30 days' }).waitFor();
    await agent.getByRole('rowheader', { name: project.title }).waitFor();
    const visitEmail = agent.getByLabel('Email me each booked site visit');
    const before = await visitEmail.isChecked();
    await visitEmail.click();
    await toast(agent, 'Lead alert settings saved').waitFor();
    const settings = await (await agent.request.get(`${journey.url}/api/agent/lead-alerts`)).json();
    assert.equal(settings.visitEmail, !before);
    await visitEmail.click();

    await agent.getByRole('tab', { name: /^Leads/ }).click();
    const lead = agent.getByRole('listitem', { name: `Lead from ${buyer}` });
    await lead.getByText('Verified phone').waitFor();
    await lead.getByRole('heading').getByText('New', { exact: true }).waitFor();
    await agent.getByRole('tab', { name: 'Leads', exact: true }).waitFor();
    await screenshot(agent, 'agent-verified-lead');
  });

  it("the agent sets a project's visiting hours and the project page offers them", async () => {
    await agent.goto(`${journey.url}/agent-dashboard?tab=projects&edit=${project.id}`);
    const hours = agent.getByRole('region', { name: 'Visiting hours' });
    await hours.scrollIntoViewIfNeeded();
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']) {
      const box = hours.getByLabel(day, { exact: true });
      if ((await box.isChecked()) !== ['Sat', 'Sun'].includes(day)) await box.click();
    }
    await hours.getByLabel('Opens').fill('10:00');
    await hours.getByLabel('Closes').fill('14:00');
    await hours.getByRole('button', { name: 'Save visiting hours' }).click();
    await toast(agent, 'Visiting hours saved').waitFor();
    await hours.getByTestId('current-visiting-hours').getByText('Sat, Sun 10:00 - 14:00').waitFor();

    const { page } = await journey.newPage();
    await page.goto(`${journey.url}/projects/${project.id}`);
    await page.getByRole('region', { name: 'Book a site visit' }).scrollIntoViewIfNeeded();
    await page.getByTestId('visiting-hours').getByText(/Sat, Sun 10:00 - 14:00/).waitFor();
    // Back to the office hours, as the other journeys expect.
    await hours.getByRole('button', { name: 'Use the office hours' }).click();
    await hours.getByTestId('current-visiting-hours').getByText('Follows the office hours').waitFor();
  });

  it('an admin reaches the failed messages page from the hub', async () => {
    const { page } = await journey.newPage();
    await loginAsAdmin(page, journey.url);
    await page.goto(`${journey.url}/admin`);
    await page.getByRole('link', { name: /Failed Messages/ }).click();
    await page.waitForURL(`${journey.url}/admin/messages`);
    await page.getByRole('heading', { name: 'Failed Messages' }).waitFor();
    await page.getByLabel('Status').selectOption('');
    await page.getByRole('table', { name: 'Messages' }).getByText('SMS').first().waitFor();
  });
});
