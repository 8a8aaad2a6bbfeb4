// Numbered plots on the layout: the demo agent places a plot's number on the
// project's layout image in the plot editor, and the project page shows it,
// coloured and marked by status with a legend, its facts on tap (390 px) and
// on keyboard focus (desktop). Screenshots of both.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ADMIN_PROJECT_FIELD_NAMES } from '@plotwise/contracts';
import { loginAsAdmin, screenshot, sidewaysOverflow } from '../support/browser';
import { useJourney } from '../support/journey';
import { demoAgentWithLiveProject, plotsOf, sectionShot } from '../support/plots';
import { samplePng } from '../support/sample-image';

const journey = useJourney();

describe('plot numbers on the layout', () => {
  it('the agent places a plot on the layout and the project page shows it at 390 px and on a desktop', async () => {
    const { agent, project } = await demoAgentWithLiveProject(journey);

    // The layout image, as an admin uploads it with the project (the hub form's file and save, through its API).
    const admin = await journey.newPage();
    await loginAsAdmin(admin.page, journey.url);
    const headers = { Origin: journey.url };
    const upload = await admin.page.request.post(`${journey.url}/api/upload?kind=layout`, {
      headers,
      multipart: { file: { name: 'layout.png', mimeType: 'image/png', buffer: samplePng(800, 500) } },
    });
    assert.equal(upload.status(), 201);
    const { url: layoutMapUrl } = await upload.json() as { url: string };
    const current = await (await admin.page.request.get(`${journey.url}/api/admin/projects/${project.id}`)).json() as Record<string, unknown>;
    const payload = Object.fromEntries([...ADMIN_PROJECT_FIELD_NAMES, 'approvalStatus', 'version'].map((field) => [field, current[field]]));
    const saved = await admin.page.request.put(`${journey.url}/api/projects/${project.id}`, { headers, data: { ...payload, layoutMapUrl } });
    assert.equal(saved.status(), 200, await saved.text());

    const plot = (await plotsOf(journey, agent.page, project.id)).plots.find((item) => item.layoutX === null)!;
    await agent.page.goto(`${journey.url}/agent-dashboard?tab=projects&edit=${project.id}`);
    const placer = agent.page.getByTestId('plot-layout-placer');
    await placer.getByLabel('Plot to place').selectOption({ label: `${plot.plotNumber} (not placed yet)` });
    const image = placer.getByRole('img');
    // Measured once the picture is in: before that its box, and the page below it, still move.
    await image.evaluate((img: HTMLImageElement) => img.complete || new Promise((done) => img.addEventListener('load', done, { once: true })));
    await image.scrollIntoViewIfNeeded();
    const box = (await image.boundingBox())!;
    // A quarter across and two fifths down the picture.
    await agent.page.mouse.click(box.x + box.width * 0.25, box.y + box.height * 0.4);
    await agent.page.getByTestId('toast').getByText(`Plot ${plot.plotNumber} placed on the layout`).waitFor();
    await placer.locator(`[data-layout-plot="${plot.plotNumber}"]`).waitFor();
    await screenshot(agent.page, 'plot-layout-agent');
    const stored = (await plotsOf(journey, agent.page, project.id)).plots.find((item) => item.id === plot.id)!;
    assert.ok(Math.abs(stored.layoutX! - 0.25) < 0.02 && Math.abs(stored.layoutY! - 0.4) < 0.02, `stored at ${stored.layoutX}, ${stored.layoutY}`);

    // A phone: the numbers sit on the picture, the legend names each status, a tap shows the plot.
    const phone = await journey.newPage({ mobile: true });
    await phone.page.goto(`${journey.url}/projects/${project.id}`);
    const layout = phone.page.getByTestId('plot-layout');
    const marker = layout.locator(`[data-layout-plot="${plot.plotNumber}"]`);
    await marker.waitFor();
    assert.equal(await marker.getAttribute('aria-label'), `Plot ${plot.plotNumber}, ${plot.status[0]!.toUpperCase()}${plot.status.slice(1)}`);
    for (const label of ['Available', 'Booked', 'Sold']) await phone.page.getByRole('list', { name: 'Status' }).getByText(label, { exact: true }).waitFor();
    await marker.scrollIntoViewIfNeeded();
    await marker.tap();
    await phone.page.getByTestId('layout-plot-facts').getByText(plot.plotNumber, { exact: true }).waitFor();
    // The marker sits where it was placed, within the picture as the phone draws it.
    const picture = (await layout.getByRole('img').boundingBox())!;
    const dot = (await marker.boundingBox())!;
    assert.ok(Math.abs(dot.x + dot.width / 2 - (picture.x + picture.width * stored.layoutX!)) < 3, 'the marker is on its place across');
    assert.equal(await sidewaysOverflow(phone.page), 0, 'the page does not scroll sideways: the layout scrolls in its box');
    await sectionShot(phone.page.getByTestId('plot-inventory'), 'plot-layout-phone');

    // A desktop, by keyboard: focus on the number shows the same facts.
    const desktop = await journey.newPage();
    await desktop.page.goto(`${journey.url}/projects/${project.id}`);
    const desktopMarker = desktop.page.getByTestId('plot-layout').locator(`[data-layout-plot="${plot.plotNumber}"]`);
    await desktopMarker.focus();
    await desktop.page.getByTestId('layout-plot-facts').getByText(plot.plotNumber, { exact: true }).waitFor();
    await screenshot(desktop.page, 'plot-layout-desktop');
  });
});
