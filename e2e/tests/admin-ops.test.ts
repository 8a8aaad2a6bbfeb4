// The admin portal's people, approvals, leads, notifications and content as an
// administrator runs them: sign in through /admin/login, approve a waiting agent
// (who can then reach the agent dashboard) and a plot sent through the public
// form (which then shows on /listings), mark an inquiry responded, read the
// notifications, add a social link the footer shows and publish a blog post
// /blog shows. Every screen is photographed at 1280 and 390 px.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import type { AdminTrends } from '@plotwise/contracts';
import { screenshot, sidewaysOverflow, signInThroughForm, watchForProblems } from '../support/browser';
import { samplePng } from '../support/sample-image';
import { useJourney } from '../support/journey';

let admin: { context: BrowserContext; page: Page };
let problems: string[];

const stamp = Date.now();
const agent = { name: `Kiran Agent ${stamp}`, email: `kiran-${stamp}@example.com`, password: 'agent-secret' };
const plotTitle = `Lakeview Corner Plot ${stamp}`;
const inquirer = `Farah Khan ${stamp}`;
const postTitle = `Checking a Plot Title in 2025 ${stamp}`;

const journey = useJourney({
  before: async () => {
    // What the public site sends in: an agent's registration, a plot from Submit a Plot, an inquiry, a confirmed SMS alert subscription.
    const headers = { Origin: journey.url, 'Content-Type': 'application/json' };
    const post = async (path: string, body: unknown) => {
      const response = await fetch(`${journey.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
      assert.ok(response.ok, `${path}: ${response.status} ${await response.text()}`);
    };
    await post('/api/auth/register', { name: agent.name, email: agent.email, phone: '9876512345', password: agent.password, role: 'agent', agencyName: 'Pending Homes', reraAgentNumber: 'A51800098765' });
    await post('/api/plot-submissions', {
      title: plotTitle, description: 'A corner plot by the lake with a clear title and a 40 ft road.', location: 'Khadakwasla', city: 'Pune',
      state: 'Maharashtra', totalArea: 3200, startingPrice: 4_200_000, projectType: 'residential', name: 'Sunita Jadhav',
      contactEmail: 'sunita@example.com', contactPhone: '9822012345', roadWidth: 40, facing: 'east', agree: true,
    });
    await post('/api/inquiries', { name: inquirer, email: 'farah@example.com', phone: '9811100000', subject: 'Site visit', message: 'Can I visit on Saturday morning?' });
    // A subscriber confirms the number with the code texted to it (read from the site's SMS outbox).
    await post('/api/notifications/subscribe', { phoneNumber: '9000012345', propertyTypes: 'all' });
    await post('/api/notifications/verify', { phoneNumber: '9000012345', code: await journey.lastCodeSentTo('+919000012345') });

    admin = await journey.newPage();
    problems = watchForProblems(admin.page);
  },
});

/** The same screen at 390 px, signed in as the admin in the same browser context. */
async function mobileShot(path: string, name: string, ready: (page: Page) => Promise<unknown>) {
  const cookies = await admin.context.cookies();
  const mobile = await journey.newPage({ mobile: true });
  await mobile.context.addCookies(cookies);
  await mobile.page.goto(`${journey.url}${path}`);
  await ready(mobile.page);
  await screenshot(mobile.page, `${name}-mobile`);
  assert.ok((await sidewaysOverflow(mobile.page)) <= 0, `${path}: no sideways scrolling at 390 px`);
  await mobile.context.close();
}

const toast = (page: Page, text: string) => page.getByTestId('toast').getByText(text).waitFor();

describe('admin-ops', () => {
  it('signs in through /admin/login and shows the dashboard with live counts', async () => {
    const { page } = admin;
    await page.goto(`${journey.url}/admin/users`);
    await toast(page, 'Access Denied');
    await page.waitForURL(`${journey.url}/admin/login`);
    const adminFiles = await page.request.get(`${journey.url}/remotes/admin/mf-manifest.json`);
    assert.equal(adminFiles.status(), 401, 'the admin remote is served to admin sessions only');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('admin123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${journey.url}/admin/dashboard`);
    await page.getByRole('heading', { name: /^Welcome,/ }).waitFor();
    const approvals = page.getByRole('link', { name: /Pending Approvals/ });
    await approvals.getByText(/\d+ pending approvals?/).waitFor();
    const overview = await (await page.request.get(`${journey.url}/api/admin/overview`)).json();
    assert.ok(overview.pendingApprovals.agents >= 1 && overview.pendingApprovals.projects >= 1);
    assert.ok(overview.newInquiries >= 1 && overview.unreadNotifications >= 3);
    await approvals.getByText(`${overview.pendingApprovals.total} pending approval`, { exact: false }).waitFor();
    await screenshot(page, 'admin-dashboard');
    await mobileShot('/admin/dashboard', 'admin-dashboard', (mobile) => mobile.getByText(/pending approvals?/).first().waitFor());
  });

  it('charts the trends on the dashboard with their numbers as text, at 1366×800 and 390×844', async () => {
    const { page } = admin;
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto(`${journey.url}/admin/dashboard`);
    const trends = (await (await page.request.get(`${journey.url}/api/admin/overview/trends`)).json()) as AdminTrends;
    // What before() sent in this week: an inquiry and a plot, which waits for approval; the demo catalogue is live.
    const thisWeek = trends.weeks.at(-1)!;
    assert.ok(thisWeek.enquiries >= 1 && thisWeek.listings >= 1, JSON.stringify(thisWeek));
    assert.ok(trends.listingsByCity.length > 0 && trends.approvalsByAge[0]!.count >= 1);

    const inquiries = page.getByRole('region', { name: 'Enquiries per week' });
    await inquiries.getByRole('img', { name: /^Bar chart, Enquiries per week: \d+ in all/ }).waitFor();
    const weekRows = inquiries.getByRole('table', { name: 'Enquiries per week' }).getByRole('row');
    assert.equal(await weekRows.count(), 13, 'a heading row and 12 weeks');
    assert.equal(await weekRows.last().getByRole('cell').textContent(), String(thisWeek.enquiries));

    const cities = page.getByRole('region', { name: 'Listings by city' });
    await cities.getByRole('button', { name: 'Show as table' }).click();
    await cities.getByRole('button', { name: 'Hide table' }).waitFor();
    const topCity = cities.getByRole('table', { name: 'Listings by city' }).getByRole('row').nth(1);
    assert.equal(await topCity.getByRole('rowheader').textContent(), trends.listingsByCity[0]!.city);
    assert.equal(await topCity.getByRole('cell').textContent(), trends.listingsByCity[0]!.count.toLocaleString('en-IN'));
    const ages = page.getByRole('region', { name: 'Approvals waiting, by age' });
    await ages.getByTitle(`Under 1 day: ${trends.approvalsByAge[0]!.count} (waiting)`).waitFor();
    assert.ok((await sidewaysOverflow(page)) <= 0, 'no sideways scrolling at 1366 px');
    await screenshot(page, 'admin-dashboard-trends');
    await mobileShot('/admin/dashboard', 'admin-dashboard-trends', async (mobile) => {
      const weekly = mobile.getByRole('region', { name: 'Enquiries per week' });
      await weekly.getByRole('img').waitFor();
      await weekly.getByRole('button', { name: 'Show as table' }).click();
      await mobile.getByRole('region', { name: 'Approvals waiting, by age' }).getByRole('img').waitFor();
    });
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('approves the waiting agent, who can then sign in to the agent dashboard', async () => {
    const { page } = admin;
    await page.getByRole('link', { name: /Pending Approvals/ }).first().click();
    await page.waitForURL(`${journey.url}/admin/pending-approvals`);
    const card = page.getByRole('article', { name: agent.name });
    // What the admin checks before approving: the agency and its RERA registration.
    await card.getByText('Pending Homes').waitFor();
    await card.getByText('A51800098765').waitFor();
    await card.getByText('Agent registration').waitFor();
    await screenshot(page, 'admin-pending-approvals');
    await mobileShot('/admin/pending-approvals', 'admin-pending-approvals', (mobile) => mobile.getByRole('article', { name: agent.name }).waitFor());

    await card.getByRole('button', { name: 'Approve' }).click();
    await toast(page, 'Agent approved successfully');
    await card.waitFor({ state: 'detached' });

    const agentSide = await journey.newPage();
    await agentSide.page.goto(`${journey.url}/login`);
    await signInThroughForm(agentSide.page, agent.email, agent.password);
    await agentSide.page.waitForURL(`${journey.url}/agent-dashboard`);
    await agentSide.page.getByRole('heading', { name: `Welcome, ${agent.name}` }).waitFor();
    await agentSide.context.close();
  });

  it('approves the plot sent through Submit a Plot; it then shows on /listings', async () => {
    const { page } = admin;
    const card = page.getByRole('article', { name: plotTitle });
    await card.getByText('Submitted through Submit a Plot').waitFor();
    await card.getByText('Sunita Jadhav').waitFor();
    await card.getByText('sunita@example.com').waitFor();
    await card.getByRole('button', { name: 'Details' }).click();
    await card.getByText('Khadakwasla, Pune, Maharashtra').waitFor();
    await screenshot(page, 'admin-pending-approvals-details');
    await card.getByRole('button', { name: 'Approve' }).click();
    await toast(page, 'Project approved and published');
    await page.getByTestId('toast').getByText(/1 SMS alert queued|SMS alerts queued/).waitFor();
    await card.waitFor({ state: 'detached' });

    const visitor = await journey.newPage();
    await visitor.page.goto(`${journey.url}/listings?search=${encodeURIComponent(plotTitle)}`);
    await visitor.page.getByRole('heading', { name: plotTitle }).first().waitFor();
    await visitor.context.close();
  });

  it('marks the inquiry In Progress, then Responded', async () => {
    const { page } = admin;
    await page.goto(`${journey.url}/admin/inquiries`);
    const card = page.getByRole('article', { name: `Contact message from ${inquirer}` });
    await card.getByText('Can I visit on Saturday morning?').waitFor();
    await card.getByText('New', { exact: true }).waitFor();
    await screenshot(page, 'admin-inquiries');
    await mobileShot('/admin/inquiries', 'admin-inquiries', (mobile) => mobile.getByRole('article').first().waitFor());

    await card.getByRole('button', { name: 'Mark In Progress' }).click();
    await card.getByText('In Progress', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Mark Responded' }).click();
    await card.getByText('Responded', { exact: true }).waitFor();
    assert.equal(await card.getByRole('button', { name: 'Mark Responded' }).count(), 0);
    const responded = await (await page.request.get(`${journey.url}/api/admin/inquiries?status=responded&search=${encodeURIComponent(inquirer)}`)).json();
    assert.equal(responded.total, 1);
  });

  it('shows the notifications the events recorded, marks one read and then all', async () => {
    const { page } = admin;
    await page.goto(`${journey.url}/admin/notifications`);
    const registration = page.getByRole('listitem', { name: 'New agent registration' }).first();
    await registration.getByText('High priority').waitFor();
    await page.getByRole('listitem', { name: `New plot submitted: ${plotTitle}` }).waitFor();
    await page.getByRole('listitem', { name: `New inquiry from ${inquirer}` }).getByText(/minutes? ago|Just now/).waitFor();
    await screenshot(page, 'admin-notifications');
    await mobileShot('/admin/notifications', 'admin-notifications', (mobile) => mobile.getByRole('listitem').first().waitFor());

    const inquiry = page.getByRole('listitem', { name: `New inquiry from ${inquirer}` });
    await inquiry.getByRole('button', { name: 'Mark as read' }).click();
    await inquiry.getByRole('button', { name: 'Mark as read' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await toast(page, 'All notifications marked as read');
    await page.getByText('0 unread').waitFor();
    assert.equal((await (await page.request.get(`${journey.url}/api/admin/notifications?unread=true`)).json()).total, 0);
  });

  it('adds a social link that the public footer then shows', async () => {
    const { page } = admin;
    await page.goto(`${journey.url}/admin/social-media`);
    await page.getByRole('listitem', { name: 'Facebook' }).waitFor();
    await page.getByRole('button', { name: 'Add Link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Social Link' });
    await dialog.getByLabel('Platform').fill('YouTube');
    await dialog.getByLabel('URL').fill('http://youtube.com/@plotwise');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('URL must be a secure link starting with https://').waitFor();
    await screenshot(page, 'admin-social-link-dialog');
    await dialog.getByLabel('URL').fill(`https://www.youtube.com/@plotwise${stamp}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Social link added');
    await page.getByRole('listitem', { name: 'YouTube' }).waitFor();
    await screenshot(page, 'admin-social-media');
    await mobileShot('/admin/social-media', 'admin-social-media', (mobile) => mobile.getByRole('listitem', { name: 'YouTube' }).waitFor());

    const visitor = await journey.newPage();
    await visitor.page.goto(journey.url);
    const footerLink = visitor.page.getByRole('contentinfo').getByRole('link', { name: 'YouTube' });
    assert.equal(await footerLink.getAttribute('href'), `https://www.youtube.com/@plotwise${stamp}`);
    await visitor.context.close();
  });

  it('writes a blog post as a draft, publishes it, and /blog shows it', async () => {
    const { page } = admin;
    await page.getByRole('tab', { name: 'Blog Posts' }).click();
    await page.getByRole('button', { name: 'Add Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Blog Post' });
    assert.equal(await dialog.getByLabel('Author').inputValue(), 'Admin');
    await dialog.getByLabel('Title').fill(postTitle);
    await dialog.getByLabel('Excerpt').fill('Five records to read before you pay a token amount.');
    await dialog.getByLabel('Content').fill('Start with the 7/12 extract.\n\nThen the mutation entries and the NA order.');
    await dialog.getByLabel('Category').fill('Legal');
    await dialog.getByLabel(/^Tags/).fill('Legal, RERA , , title search');
    await dialog.getByLabel('Featured image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: samplePng() });
    const preview = dialog.getByRole('img', { name: 'Featured image' });
    await preview.waitFor();
    // The picture may still be loading when its element appears: wait for it.
    const loadedWidth = await preview.evaluate((image: HTMLImageElement) =>
      image.complete
        ? image.naturalWidth
        : new Promise<number>((resolve) => {
            image.addEventListener('load', () => resolve(image.naturalWidth), { once: true });
            image.addEventListener('error', () => resolve(0), { once: true });
          }),
    );
    assert.ok(loadedWidth > 0, 'the uploaded picture shows');
    await screenshot(page, 'admin-blog-post-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Blog post created');

    const item = page.getByRole('listitem', { name: postTitle });
    await item.getByText('Draft', { exact: true }).waitFor();
    const visitor = await journey.newPage();
    await visitor.page.goto(`${journey.url}/blog`);
    await visitor.page.getByRole('heading', { level: 1 }).waitFor();
    assert.equal(await visitor.page.getByRole('heading', { name: postTitle }).count(), 0, 'a draft is not on /blog');

    await item.getByRole('button', { name: 'Publish' }).click();
    await toast(page, 'Blog post published');
    await item.getByText('Published', { exact: true }).waitFor();
    await screenshot(page, 'admin-blog-posts');
    await mobileShot('/admin/social-media?tab=blog', 'admin-blog-posts', (mobile) => mobile.getByRole('listitem', { name: postTitle }).waitFor());

    await visitor.page.goto(`${journey.url}/blog`);
    await visitor.page.getByRole('heading', { name: postTitle }).waitFor();
    const posts = await (await visitor.page.request.get(`${journey.url}/api/blog-posts`)).json();
    const published = posts.items.find((candidate: { title: string }) => candidate.title === postTitle);
    assert.deepEqual(published.tags, ['Legal', 'RERA', 'title search']);
    assert.equal(published.author, 'Admin');
    assert.match(published.featuredImage, /^\/api\/files\//);
    await visitor.context.close();
  });

  it('shows users and agents, searchable, with their status', async () => {
    const { page } = admin;
    await page.goto(`${journey.url}/admin/users`);
    await page.getByLabel('Search').fill(agent.email);
    const card = page.getByRole('article', { name: agent.name });
    await card.getByText('Active', { exact: true }).waitFor();
    await page.getByLabel('Search').fill('');
    await page.getByRole('article').first().waitFor();
    await screenshot(page, 'admin-users');
    await mobileShot('/admin/users', 'admin-users', (mobile) => mobile.getByRole('article').first().waitFor());

    await page.goto(`${journey.url}/admin/agents`);
    await page.getByRole('article', { name: agent.name }).getByText('Active', { exact: true }).waitFor();
    await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Approved' }).click();
    await page.getByRole('article', { name: agent.name }).waitFor();
    await page.getByLabel('Agent counters').getByText('Total Agents').waitFor();
    await screenshot(page, 'admin-agents');
    await mobileShot('/admin/agents', 'admin-agents', (mobile) => mobile.getByRole('article').first().waitFor());
    assert.deepEqual(problems, []);
  });
});
