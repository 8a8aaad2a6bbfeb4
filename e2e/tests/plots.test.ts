// Is the plot safe to buy: a visitor filters a project's plot inventory, the
// demo agent marks a plot booked and the page shows it, and a buyer's report
// of a listing reaches the admins' queue. Screenshots at 390 px and desktop.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { loginAsAdmin, screenshot, sidewaysOverflow } from '../support/browser';
import { useJourney } from '../support/journey';
import { demoAgentWithLiveProject, plotsOf, sectionShot, type ProjectRow } from '../support/plots';

const journey = useJourney();
const stamp = Date.now();

describe('plots', () => {
  it('shows the inventory with filters and the due-diligence facts, on a phone and a desktop', async () => {
    const { page } = await journey.newPage();
    const list = await (await page.request.get(`${journey.url}/api/projects?pageSize=50`)).json() as { items: ProjectRow[] };
    const project = list.items.find((item) => item.plotsTotal > 0);
    assert.ok(project, 'a demo project lists its plots');
    const plots = await plotsOf(journey, page, project.id);

    // The count is in the page as the server sends it.
    const html = await (await page.request.get(`${journey.url}/projects/${project.id}`)).text();
    assert.match(html, new RegExp(`${plots.available} of ${plots.total} plots available`));

    await page.goto(`${journey.url}/projects/${project.id}`, { waitUntil: 'domcontentloaded' });
    const table = page.getByTestId('plot-table');
    await table.waitFor();
    assert.equal(await table.locator('tbody tr').count(), plots.total);
    await page.getByRole('group', { name: 'Filter plots' }).getByLabel('Status').selectOption('available');
    await page.getByText(`Showing ${plots.available} of ${plots.total} plots`).waitFor();
    assert.equal(await table.locator('tbody tr').count(), plots.available);
    assert.equal(await table.getByText('Sold', { exact: true }).count(), 0);
    await page.getByRole('heading', { name: 'Due diligence' }).waitFor();
    await sectionShot(page.getByTestId('plot-inventory'), 'plots-desktop');

    const phone = await journey.newPage({ mobile: true });
    await phone.page.goto(`${journey.url}/projects/${project.id}`, { waitUntil: 'domcontentloaded' });
    await phone.page.getByTestId('plot-table').waitFor();
    await sectionShot(phone.page.getByTestId('plot-inventory'), 'plots-phone');
    await sectionShot(phone.page.getByTestId('due-diligence'), 'plots-diligence-phone');
    assert.equal(await sidewaysOverflow(phone.page), 0, 'the page does not scroll sideways on a phone');
  });

  it("the agent marks a plot booked and the project's page shows it", async () => {
    const { agent, project } = await demoAgentWithLiveProject(journey);
    const plot = (await plotsOf(journey, agent.page, project.id)).plots.find((item) => item.status === 'available');
    assert.ok(plot);

    await agent.page.goto(`${journey.url}/agent-dashboard?tab=projects&edit=${project.id}`);
    const editor = agent.page.getByTestId('plot-editor');
    await editor.getByLabel(`Status of plot ${plot.plotNumber}`, { exact: true }).selectOption('booked');
    await agent.page.getByTestId('toast').getByText('Plot saved').waitFor();
    await screenshot(agent.page, 'plots-agent-editor');

    const visitor = await journey.newPage();
    await visitor.page.goto(`${journey.url}/projects/${project.id}`);
    const row = visitor.page.getByTestId('plot-table').locator(`tr[data-plot="${plot.plotNumber}"]`);
    await row.getByText('Booked', { exact: true }).waitFor();
  });

  it("a buyer's report reaches the admins' queue", async () => {
    const buyer = await journey.newPage({ mobile: true });
    const list = await (await buyer.page.request.get(`${journey.url}/api/projects?pageSize=5`)).json() as { items: ProjectRow[] };
    const project = list.items[1]!;
    await buyer.page.goto(`${journey.url}/projects/${project.id}`);
    await buyer.page.getByRole('button', { name: 'Report this listing' }).click();
    const form = buyer.page.getByRole('form', { name: 'Report this listing' });
    await form.getByLabel('Reason').selectOption('wrong-price');
    const details = `Journey ${stamp}: the site office quotes a higher price.`;
    await form.getByLabel('What is wrong?').fill(details);
    await form.getByRole('button', { name: 'Send report' }).click();
    await buyer.page.getByText('Thank you. Our team will look into this listing.').waitFor();
    await sectionShot(buyer.page.getByTestId('report-listing'), 'plots-report-phone');

    const admin = await journey.newPage();
    await loginAsAdmin(admin.page, journey.url);
    await admin.page.goto(`${journey.url}/admin/listing-reports`);
    const report = admin.page.getByTestId('listing-report').filter({ hasText: details });
    await report.waitFor();
    await sectionShot(report, 'plots-admin-queue');
    // The queue shows open reports first: one under review leaves it.
    await report.getByLabel('Status').selectOption('reviewing');
    await admin.page.getByTestId('toast').getByText('Report updated').waitFor();
    await report.waitFor({ state: 'detached' });
  });
});
