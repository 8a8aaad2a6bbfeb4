// Site visits: a buyer books a visit on a demo agent's project page and keeps
// the .ics file; the demo agent confirms it in the Leads tab; the agent
// proposes another time for a second visit and the buyer accepts it through
// the emailed link; a third is cancelled by its link and frees its place.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO_AGENT, screenshot, signInThroughForm } from '../support/browser';
import { useJourney } from '../support/journey';

const journey = useJourney();
const stamp = Date.now();

interface Slots { days: Array<{ date: string; slots: string[] }> }
interface Project { id: number; title: string; approvalStatus: string }

let agentPage: Page;
let project: Project;

async function signedInAgent(): Promise<Page> {
  if (agentPage) return agentPage;
  const agent = await journey.newPage();
  await agent.page.goto(`${journey.url}/login`);
  await signInThroughForm(agent.page, DEMO_AGENT.email, DEMO_AGENT.password);
  await agent.page.waitForURL(`${journey.url}/agent-dashboard`);
  const me = await (await agent.page.request.get(`${journey.url}/api/auth/me`)).json();
  const projects = (await (await agent.page.request.get(`${journey.url}/api/projects/agent/${me.user.id}`)).json()) as Project[];
  project = projects.find((item) => item.approvalStatus === 'approved')!;
  assert.ok(project, 'the demo agent lists a live project');
  agentPage = agent.page;
  return agentPage;
}

async function freeSlot(page: Page, skip = 0): Promise<{ date: string; slot: string }> {
  const slots = (await (await page.request.get(`${journey.url}/api/projects/${project.id}/visit-slots`)).json()) as Slots;
  const day = slots.days.filter((entry) => entry.slots.length > 0)[skip]!;
  return { date: day.date, slot: day.slots[0]! };
}

async function bookByApi(page: Page, name: string, email: string, skip: number): Promise<void> {
  const { date, slot } = await freeSlot(page, skip);
  const response = await page.request.post(`${journey.url}/api/site-visits`, { data: { projectId: project.id, name, phone: '9876501235', email, date, slot }, headers: { origin: journey.url } });
  assert.equal(response.status(), 201);
}

const leadOf = (page: Page, name: string) => page.getByRole('listitem', { name: `Lead from ${name}` });

describe('site visits', () => {
  it('a buyer books a visit on the project page and downloads its .ics', async () => {
    const agent = await signedInAgent();
    for (const mobile of [false, true]) {
      const buyer = await journey.newPage({ mobile });
      const name = `Visit Buyer ${mobile ? 'Phone' : 'Desk'} ${stamp}`;
      await buyer.page.goto(`${journey.url}/projects/${project.id}`, { waitUntil: 'domcontentloaded' });
      const section = buyer.page.getByRole('region', { name: 'Book a site visit' });
      await section.scrollIntoViewIfNeeded();
      const form = section.getByRole('form', { name: `Book a site visit to ${project.title}` });
      await form.getByTestId('visiting-hours').waitFor();
      const { date, slot } = await freeSlot(buyer.page, mobile ? 1 : 0);
      await form.getByLabel('Name').fill(name);
      await form.getByLabel('Phone').fill('9876501234');
      await form.getByLabel('Email').fill(`visit-${mobile ? 'm' : 'd'}-${stamp}@example.com`);
      await form.getByLabel('Day').fill(date);
      await form.getByLabel('Time').selectOption(slot);
      await screenshot(buyer.page, `site-visit-form-${mobile ? '390' : 'desktop'}`);
      await form.getByRole('button', { name: 'Request visit' }).click();

      const booked = section.getByTestId('visit-booked');
      await booked.getByText('Visit requested').waitFor();
      await screenshot(buyer.page, `site-visit-booked-${mobile ? '390' : 'desktop'}`);
      const [download] = await Promise.all([buyer.page.waitForEvent('download'), booked.getByRole('link', { name: 'Add to calendar (.ics)' }).click()]);
      const file = path.join(tmpdir(), `visit-${stamp}-${mobile ? 'm' : 'd'}.ics`);
      await download.saveAs(file);
      const ics = await readFile(file, 'utf8');
      assert.match(ics, /BEGIN:VEVENT\r\n/);
      assert.match(ics, new RegExp(`DTSTART;TZID=Asia/Kolkata:${date.replace(/-/g, '')}T${slot.replace(':', '')}00`));
      assert.match(ics, /UID:site-visit-\d+@plotwise\.in/);
      await buyer.context.close();
    }

    await agent.goto(`${journey.url}/agent-dashboard?tab=leads`);
    const lead = leadOf(agent, `Visit Buyer Desk ${stamp}`);
    await lead.getByTestId('lead-visit').getByText('Requested').waitFor();
  });

  it('the agent confirms the requested visit in the Leads tab', async () => {
    const agent = await signedInAgent();
    await agent.goto(`${journey.url}/agent-dashboard?tab=leads`);
    const lead = leadOf(agent, `Visit Buyer Desk ${stamp}`);
    await lead.getByRole('button', { name: 'Confirm' }).click();
    await agent.getByTestId('toast').getByText('Visit confirmed; the buyer has been told').waitFor();
    await lead.getByTestId('lead-visit').getByText('Confirmed').waitFor();
    await screenshot(agent, 'site-visit-agent-leads-desktop');

    const phone = await journey.newPage({ mobile: true });
    await phone.page.goto(`${journey.url}/login`);
    await signInThroughForm(phone.page, DEMO_AGENT.email, DEMO_AGENT.password);
    await phone.page.waitForURL(`${journey.url}/agent-dashboard`);
    await phone.page.goto(`${journey.url}/agent-dashboard?tab=leads`);
    await leadOf(phone.page, `Visit Buyer Phone ${stamp}`).getByTestId('lead-visit').waitFor();
    await screenshot(phone.page, 'site-visit-agent-leads-390');
    await phone.context.close();
  });

  it('the agent proposes another time and the buyer accepts it through the link', async () => {
    const agent = await signedInAgent();
    const name = `Proposal Buyer ${stamp}`;
    const email = `proposal-${stamp}@example.com`;
    await bookByApi(agent, name, email, 2);
    await agent.goto(`${journey.url}/agent-dashboard?tab=leads`);
    const lead = leadOf(agent, name);
    await lead.getByRole('button', { name: 'Propose another time' }).click();
    const proposal = lead.getByRole('form', { name: `Propose another time to ${name}` });
    const { date, slot } = await freeSlot(agent, 3);
    await proposal.getByLabel('Day').selectOption(date);
    await proposal.getByLabel('Time').selectOption(slot);
    await proposal.getByRole('button', { name: 'Send proposal' }).click();
    await agent.getByTestId('toast').getByText('New time sent to the buyer').waitFor();

    const visitLink = await firstVisitLink(email);
    const buyer = await journey.newPage({ mobile: true });
    await buyer.page.goto(visitLink);
    await buyer.page.getByTestId('visit-status').getByText('New time proposed').waitFor();
    await buyer.page.getByRole('button', { name: 'Accept this time' }).click();
    await buyer.page.getByTestId('visit-status').getByText('Confirmed').waitFor();
    await screenshot(buyer.page, 'site-visit-accepted-390');
    await buyer.context.close();

    await agent.reload();
    await leadOf(agent, name).getByTestId('lead-visit').getByText('Confirmed').waitFor();
  });

  it('the buyer cancels by the link and the place is free again', async () => {
    const agent = await signedInAgent();
    const name = `Cancel Buyer ${stamp}`;
    const email = `cancel-${stamp}@example.com`;
    await bookByApi(agent, name, email, 4);
    const visitLink = await firstVisitLink(email);
    const buyer = await journey.newPage();
    await buyer.page.goto(visitLink);
    await buyer.page.getByRole('button', { name: 'Cancel visit' }).click();
    await buyer.page.getByTestId('visit-status').getByText('Cancelled').waitFor();
    await buyer.context.close();

    await agent.goto(`${journey.url}/agent-dashboard?tab=leads`);
    await leadOf(agent, name).getByTestId('lead-visit').getByText('Cancelled').waitFor();
  });
});

/** The buyer's visit page, from the last email to them. */
const firstVisitLink = async (email: string) => (await journey.lastLinkEmailedTo(email, /^\/projects\/visits\/[A-Za-z0-9_-]{43}$/)).toString();
