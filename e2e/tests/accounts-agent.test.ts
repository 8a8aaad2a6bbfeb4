// Agents' accounts as they meet them: an agent registers and waits, an admin
// approves through the API, the agent signs in and submits a project that waits
// as pending, changes a live listing and withdraws it; an agent still awaiting
// approval is kept off the agent dashboard.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO_AGENT, loginAsAdmin, screenshot, sidewaysOverflow, signInThroughForm } from '../support/browser';
import { samplePng } from '../support/sample-image';
import { useJourney } from '../support/journey';
import { fillForm } from '../support/forms';

const journey = useJourney();
const stamp = Date.now();

describe('accounts', () => {
  it('agent: register → /agent-pending; admin approves through the API; login → /agent-dashboard', async () => {
    const email = `agent-${stamp}@example.com`;
    const { context, page } = await journey.newPage();
    await page.goto(`${journey.url}/login`);
    await page.getByRole('tab', { name: 'Register' }).click();
    const form = page.getByRole('form', { name: 'Register' });
    await fillForm(form, { 'Full name': 'Meera Agent', Email: email, Phone: '9876543210' });
    await form.getByLabel('Password', { exact: true }).fill('agent-secret');
    await fillForm(form, {
      'Confirm password': 'agent-secret',
      'I am a': 'agent',
      'Agency name': 'Meera Meadows Realty',
      'RERA agent registration number': 'A51800012345',
    });
    await form.getByRole('button', { name: 'Register as Agent' }).click();

    await page.waitForURL(`${journey.url}/agent-pending`);
    await page.getByTestId('toast').getByText('Registration successful!').waitFor();
    await page.getByRole('heading', { name: 'Your agent account is pending approval' }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'Call Support' }).getAttribute('href'), 'tel:+912048502199');
    await screenshot(page, 'agent-pending');

    // Not signed in after registering: the API still calls them a visitor.
    const me = await (await page.request.get(`${journey.url}/api/auth/me`)).json();
    assert.equal(me.user, null);

    // Before approval, signing in leads back to the pending page.
    await page.goto(`${journey.url}/login`);
    await signInThroughForm(page, email, 'agent-secret');
    await page.waitForURL(`${journey.url}/agent-pending`);
    await page.request.post(`${journey.url}/api/auth/logout`, { headers: { Origin: journey.url } });

    // The admin approves in their own browser session.
    const admin = await journey.newPage();
    await loginAsAdmin(admin.page, journey.url);
    const agents = await (await admin.page.request.get(`${journey.url}/api/admin/agents?search=${encodeURIComponent(email)}`)).json();
    const agent = agents.items.find((item: { email: string }) => item.email === email);
    assert.ok(agent, 'the new agent is listed for the admin');
    assert.equal(agent.isApproved, false);
    assert.equal(agent.agencyName, 'Meera Meadows Realty');
    assert.equal(agent.reraAgentNumber, 'A51800012345');
    const approval = await admin.page.request.patch(`${journey.url}/api/admin/agents/${agent.id}/approve`, { headers: { Origin: journey.url } });
    assert.equal(approval.status(), 200);
    assert.equal((await approval.json()).message, 'Agent approved successfully');
    await admin.context.close();

    await page.goto(`${journey.url}/login`);
    await signInThroughForm(page, email, 'agent-secret');
    await page.waitForURL(`${journey.url}/agent-dashboard`);
    await page.getByTestId('toast').getByText('Login successful!').waitFor();
    await page.getByRole('heading', { name: 'Welcome, Meera Agent' }).waitFor();

    // Submit a project with an image.
    await page.getByRole('tab', { name: 'Submit Project' }).click();
    const submission = page.getByRole('form', { name: 'Submit Project' });
    await fillForm(submission, {
      'Project title': `Meera Meadows ${stamp}`,
      Description: 'Gated plotted development with 30 ft roads and a clubhouse.',
      Location: 'Hinjewadi Phase 3',
      City: 'Pune',
      State: 'Maharashtra',
      'Total area': '12.5',
      'Area unit': 'acres',
      'Project type': 'residential',
      'Starting price (₹)': '2450000',
    });
    await submission.getByLabel(/Add Images/).setInputFiles({ name: 'meadows.png', mimeType: 'image/png', buffer: samplePng() });
    const preview = submission.getByRole('list', { name: 'Uploaded images' }).getByRole('img');
    await preview.waitFor();
    // On a busy machine the picture may still be loading when its element appears: wait for it.
    const loadedWidth = (image: HTMLImageElement) =>
      image.complete
        ? image.naturalWidth
        : new Promise<number>((resolve) => {
            image.addEventListener('load', () => resolve(image.naturalWidth), { once: true });
            image.addEventListener('error', () => resolve(0), { once: true });
          });
    assert.equal(await preview.evaluate(loadedWidth), 160, 'the preview shows the uploaded image');
    await submission.getByLabel('Caption for meadows.png').fill('Entrance gate');
    await screenshot(page, 'agent-submit-project');
    await submission.getByRole('button', { name: 'Submit for Approval' }).click();

    await page.getByTestId('toast').getByText('Project Submitted').waitFor();
    await page.waitForURL(`${journey.url}/agent-dashboard?tab=projects`);
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Meera Meadows ${stamp}` }) });
    await item.getByText('Pending', { exact: true }).waitFor();
    await screenshot(page, 'agent-my-projects');

    // Stored pending, owned by the agent, with the image; not public.
    const session = await (await page.request.get(`${journey.url}/api/auth/me`)).json();
    const mine = await (await page.request.get(`${journey.url}/api/projects/agent/${session.user.id}`)).json();
    assert.equal(mine[0].title, `Meera Meadows ${stamp}`);
    assert.equal(mine[0].approvalStatus, 'pending');
    assert.equal(mine[0].createdBy, session.user.id);
    assert.equal(mine[0].images[0].caption, 'Entrance gate');
    assert.equal((await page.request.get(`${journey.url}/api/projects/${mine[0].id}`)).status(), 404);

    // The Dashboard tab lists it among the recent projects.
    await page.getByRole('tab', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { name: 'Recent Projects' }).waitFor();
    await page.getByRole('heading', { name: `Meera Meadows ${stamp}` }).waitFor();

    // The dashboard offers an approved agent the agent links; /agent-properties leads to My Projects.
    await page.goto(`${journey.url}/dashboard`);
    const shortcuts = page.getByRole('navigation', { name: 'Dashboard' });
    await shortcuts.getByRole('link', { name: /Submit Property/ }).waitFor();
    assert.equal(await shortcuts.getByRole('link', { name: /My Projects/ }).getAttribute('href'), '/agent-dashboard?tab=projects');
    await page.goto(`${journey.url}/agent-properties`);
    await page.waitForURL(`${journey.url}/agent-dashboard?tab=projects`);
    await page.getByRole('heading', { name: 'My Projects' }).waitFor();
    await context.close();

    const mobile = await journey.newPage({ mobile: true });
    await mobile.page.goto(`${journey.url}/login`);
    await signInThroughForm(mobile.page, email, 'agent-secret');
    await mobile.page.waitForURL(`${journey.url}/agent-dashboard`);
    await mobile.page.getByRole('heading', { name: 'Recent Projects' }).waitFor();
    await screenshot(mobile.page, 'agent-dashboard-mobile');
    assert.ok((await sidewaysOverflow(mobile.page)) <= 0, 'no sideways scrolling at 390 px');
    await mobile.context.close();
  });

  it('agent: changes a live listing (public keeps the approved version until the admin approves), then withdraws it', async () => {
    const email = `ravi.${stamp}@example.com`;
    const title = `Ravi Orchards ${stamp}`;
    const origin = { Origin: journey.url };
    const admin = await journey.newPage();
    await loginAsAdmin(admin.page, journey.url);
    const { context, page } = await journey.newPage();
    const registered = await page.request.post(`${journey.url}/api/auth/register`, {
      data: { name: 'Ravi Agent', email, phone: '9822011111', password: 'agent-secret', role: 'agent', agencyName: 'Ravi Orchards Realty', reraAgentNumber: 'A51800011111' },
      headers: origin,
    });
    assert.equal(registered.status(), 201);
    const agents = await (await admin.page.request.get(`${journey.url}/api/admin/agents?search=${encodeURIComponent(email)}`)).json();
    await admin.page.request.patch(`${journey.url}/api/admin/agents/${agents.items[0].id}/approve`, { headers: origin });
    await page.request.post(`${journey.url}/api/auth/login`, { data: { email, password: 'agent-secret' }, headers: origin });
    const created = await page.request.post(`${journey.url}/api/projects`, {
      data: { title, description: 'Mango orchard plots with drip irrigation.', location: 'Maval', city: 'Pune', state: 'Maharashtra', totalArea: 3, areaUnit: 'hectare', projectType: 'agricultural', startingPrice: 1_800_000 },
      headers: origin,
    });
    const { project } = await created.json();
    await admin.page.request.patch(`${journey.url}/api/admin/projects/${project.id}/approve`, { headers: origin });

    // The agent changes the approved listing from My Projects.
    await page.goto(`${journey.url}/agent-dashboard?tab=projects`);
    const item = page.getByRole('listitem', { name: title });
    await item.getByText('Approved', { exact: true }).waitFor();
    await item.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: `Edit "${title}"` });
    assert.equal(await form.getByLabel('Area unit').inputValue(), 'hectare');
    await form.getByLabel('Project title').fill(`${title} Phase 2`);
    await form.getByLabel('Starting price (₹)').fill('2100000');
    await form.getByRole('button', { name: 'Submit Changes for Review' }).click();
    await page.getByTestId('toast').getByText('Changes Submitted').waitFor();
    await item.getByText('Changes awaiting review: the listing shows the approved version until then.').waitFor();

    // Visitors still see the approved version.
    const publicTitle = async () => (await (await admin.page.request.get(`${journey.url}/api/projects/${project.id}`)).json()).title;
    assert.equal(await publicTitle(), title);

    // The admin sees the change in the approvals queue and approves it.
    await admin.page.goto(`${journey.url}/admin/pending-approvals`);
    const card = admin.page.getByRole('article', { name: `${title} Phase 2` });
    await card.getByText('Changes to a live listing').waitFor();
    await card.getByRole('button', { name: 'Approve' }).click();
    await card.waitFor({ state: 'detached' });
    assert.equal(await publicTitle(), `${title} Phase 2`);

    // The agent withdraws it: it leaves the site at once.
    await page.reload();
    const live = page.getByRole('listitem', { name: `${title} Phase 2` });
    await live.getByRole('button', { name: 'Withdraw' }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw Project' });
    await dialog.getByText(`Withdraw "${title} Phase 2"? It leaves Plotwise at once; you can edit and resubmit it later.`).waitFor();
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await page.getByTestId('toast').getByText('Project Withdrawn').waitFor();
    await live.getByText('Withdrawn', { exact: true }).waitFor();
    await screenshot(page, 'agent-withdrawn-project');
    assert.equal((await admin.page.request.get(`${journey.url}/api/projects/${project.id}`)).status(), 404);
    await admin.context.close();
    await context.close();
  });

  it('an agent awaiting approval is kept off the agent dashboard', async () => {
    const { context, page } = await journey.newPage();
    const email = `waiting-${stamp}@example.com`;
    const registration = await page.request.post(`${journey.url}/api/auth/register`, {
      data: { name: 'Waiting Agent', email, phone: '9876501234', password: 'agent-secret', role: 'agent', agencyName: 'Waiting Estates', reraAgentNumber: 'A51800022222' },
      headers: { Origin: journey.url },
    });
    assert.equal(registration.status(), 201);
    await page.request.post(`${journey.url}/api/auth/login`, { data: { email, password: 'agent-secret' }, headers: { Origin: journey.url } });
    await page.goto(`${journey.url}/agent-dashboard`);
    await page.waitForURL(`${journey.url}/agent-pending`);
    await context.close();
  });

  for (const mobile of [false, true]) {
    it(`a signed-in agent's "Post Your Plot" opens their own submit form (${mobile ? '390 px, from the menu' : 'desktop'})`, async () => {
      const { context, page } = await journey.newPage({ mobile });
      await page.goto(`${journey.url}/login`);
      await signInThroughForm(page, DEMO_AGENT.email, DEMO_AGENT.password);
      await page.waitForURL(`${journey.url}/agent-dashboard`);
      await page.goto(`${journey.url}/listings`);
      if (mobile) await page.getByRole('button', { name: 'Open menu' }).click();
      const from = mobile ? page.getByRole('navigation', { name: 'Mobile' }) : page.locator('header');
      await from.getByRole('link', { name: 'Post Your Plot' }).click();
      await page.waitForURL(`${journey.url}/agent-dashboard?tab=submit`);
      await page.getByRole('form', { name: 'Submit Project' }).waitFor();
      assert.equal(await page.getByRole('tab', { name: 'Submit Project' }).getAttribute('aria-selected'), 'true');
      await context.close();
    });
  }
});
