// Leads reach the seller: a visitor reads who sells a demo agent's project
// (server-rendered), sends an inquiry, and the demo agent finds it in the
// Leads tab, moves it on with a note and exports it; another agent never sees it.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO_AGENT, signInThroughForm } from '../support/browser';
import { useJourney } from '../support/journey';

const journey = useJourney();
const stamp = Date.now();

describe('leads', () => {
  it("a visitor's inquiry about an agent's project reaches that agent's Leads tab", async () => {
    const agent = await journey.newPage();
    await agent.page.goto(`${journey.url}/login`);
    await signInThroughForm(agent.page, DEMO_AGENT.email, DEMO_AGENT.password);
    await agent.page.waitForURL(`${journey.url}/agent-dashboard`);
    const me = await (await agent.page.request.get(`${journey.url}/api/auth/me`)).json();
    const projects = await (await agent.page.request.get(`${journey.url}/api/projects/agent/${me.user.id}`)).json();
    const project = projects.find((item: { approvalStatus: string }) => item.approvalStatus === 'approved');
    assert.ok(project, 'the demo agent lists a live project');

    // The seller is in the page's HTML as sent, before any script runs.
    const html = await (await agent.page.request.get(`${journey.url}/projects/${project.id}`)).text();
    assert.match(html, /Who sells this project/);
    assert.match(html, new RegExp(DEMO_AGENT.agencyName));

    const visitor = await journey.newPage();
    await visitor.page.goto(`${journey.url}/projects/${project.id}`);
    const card = visitor.page.getByRole('region', { name: 'Who sells this project' });
    await card.getByText('Verified agent').waitFor();
    const buyer = `Leads Journey ${stamp}`;
    const form = visitor.page.getByRole('form', { name: `Enquiry about ${project.title}` });
    await visitor.page.getByRole('heading', { name: 'Enquire about this project' }).scrollIntoViewIfNeeded();
    await form.getByLabel('Name').fill(buyer);
    await form.getByLabel('Email').fill(`leads-${stamp}@example.com`);
    await form.getByLabel('Phone').fill('9876501234');
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    // A toast when the page's script sends it; a note after the reload when the plain form posted (its script not loaded yet).
    await visitor.page.getByTestId('toast').or(visitor.page.getByTestId('inquiry-outcome')).getByText('Enquiry sent!').waitFor();

    await agent.page.goto(`${journey.url}/agent-dashboard?tab=leads`);
    const lead = agent.page.getByRole('listitem', { name: `Lead from ${buyer}` });
    await lead.waitFor();
    assert.equal(await lead.getByRole('link', { name: '9876501234' }).getAttribute('href'), 'tel:9876501234');
    await lead.getByLabel('Stage').selectOption('contacted');
    await lead.getByLabel('Notes').fill('Called, visit next week');
    await lead.getByRole('button', { name: 'Save' }).click();
    await agent.page.getByTestId('toast').getByText(`Saved ${buyer}`).waitFor();

    await agent.page.getByLabel('Filter by stage').selectOption('contacted');
    await agent.page.getByRole('listitem', { name: `Lead from ${buyer}` }).waitFor();
    const csvUrl = await agent.page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
    const csv = await (await agent.page.request.get(`${journey.url}${csvUrl}`)).text();
    assert.match(csv, new RegExp(`${buyer},leads-${stamp}@example.com,9876501234,[^\\r\\n]*,Contacted,,"?Called, visit next week`));

    // The buyer's contact is the listing agent's (and the admins'), nobody else's.
    const other = await visitor.page.request.get(`${journey.url}/api/agent/leads`);
    assert.equal(other.status(), 401);
  });
});
