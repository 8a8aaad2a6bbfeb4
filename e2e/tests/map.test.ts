// Where the plot is, on the production build and the demo seed, with map
// tiles from a local tile server: the listings' map view (markers, a card on
// tap, "Search this area" narrowing the results and the URL), a project's map
// and its distance to the city centre, an agent placing a pin, and a dense
// area counted by the server until a tap on its count shows its projects.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { PLACE_MAP_TEXTS, PROJECT_CSV_COLUMNS, payloadToCsvRecord, projectMapMarkerLimit, toCsv, type AdminProjectPayload, type ProjectListResponse, type ProjectMapResponse } from '@plotwise/contracts';
import { DEMO_AGENT, launchBrowser, loginAsAdmin, newPage, screenshot, signInThroughForm, watchForProblems } from '../support/browser';
import { startSiteOnTestDatabase } from '../support/journey';
import { watchScripts } from '../support/script-timing';
import { startTileServer, type TileServer } from '../support/tile-server';

let tiles: TileServer;
let site: Awaited<ReturnType<typeof startSiteOnTestDatabase>>;
let browser: Browser;
let url = '';

before(async () => {
  tiles = await startTileServer();
  site = await startSiteOnTestDatabase({ MAP_TILE_URL: tiles.template, MAP_TILE_ATTRIBUTION: 'Test tiles' });
  url = site.site.url;
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await site?.stop();
  await tiles?.close();
});

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${url}${path}`);
  assert.equal(response.status, 200, `${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Taps markers until a project's card opens: a cluster zooms in, a point opens its card. */
async function openACard(page: Page): Promise<void> {
  const map = page.getByTestId('listings-map');
  for (let tries = 0; tries < 6; tries += 1) {
    const point = map.locator('.plotwise-pin--point').first();
    if (await point.count()) {
      await point.click();
      return;
    }
    await map.locator('.plotwise-pin--cluster').first().click();
    await page.waitForTimeout(400);
  }
  assert.fail('no marker opened a card');
}

// More pinned projects in one Kochi suburb than a view of the city carries as markers.
const kochi = { west: 75.8, south: 9.5, east: 76.8, north: 10.5 };
const bbox = Object.values(kochi).join(',');

/** Opens the dense Kochi box on the map, taps its largest count until the page searches a smaller box, and opens a card there. */
async function tapACount(counted: ProjectMapResponse, mobile: boolean): Promise<void> {
  const { context, page } = await newPage(browser, { mobile });
  const problems = watchForProblems(page);
  await page.goto(`${url}/listings?city=Kochi&bbox=${bbox}&view=map`);
  const map = page.getByTestId('listings-map');
  await page.getByText(PLACE_MAP_TEXTS.clustered(counted.total)).waitFor();
  // The suburb's count, alone or merged on screen with its neighbours' (a tap on those zooms in first).
  const biggest = counted.clusters!.reduce((best, cluster) => (cluster.count > best.count ? cluster : best));
  const count = map.getByRole('img', { name: /projects here/ }).filter({ hasText: /^\d+$/ });
  await count.first().waitFor();
  await map.locator('.leaflet-tile-loaded').first().waitFor();
  await screenshot(page, `map-counted${mobile ? '-mobile' : ''}`);
  if (mobile) {
    // Scrolled past, the map slides under the sticky header, never over it: the header's empty middle stays white, not tiles.
    await page.evaluate(() => window.scrollBy(0, document.querySelector('[data-testid="listings-map"]')!.getBoundingClientRect().top - 20));
    const header = (await page.locator('header').first().boundingBox())!;
    const shot = await page.screenshot({ clip: { x: header.width / 2 - 8, y: header.y + header.height / 2 - 4, width: 16, height: 8 } });
    const { channels } = await sharp(shot).stats();
    assert.ok(channels.slice(0, 3).every((channel) => channel.mean > 230), `the header stays above the map (mean colour ${channels.map((channel) => channel.mean.toFixed(0)).join(', ')})`);
  }
  for (let taps = 0; taps < 4 && new URL(page.url()).searchParams.get('bbox') === bbox; taps += 1) {
    const numbers = (await count.allInnerTexts()).map(Number);
    await count.nth(numbers.indexOf(Math.max(...numbers))).click();
    await page.waitForTimeout(400);
  }
  await page.waitForURL((address) => address.searchParams.get('bbox') !== bbox);
  const tapped = new URL(page.url()).searchParams.get('bbox')!;
  const area = await api<ProjectMapResponse>(`/api/projects/map?city=Kochi&bbox=${tapped}&clusters=true`);
  assert.equal(area.capped, false, `the tapped area's ${area.total} projects come as markers`);
  assert.ok(area.total >= biggest.count, `the searched area holds every project the count stood for (${area.total} of ${biggest.count})`);
  await page.getByText(PLACE_MAP_TEXTS.clustered(counted.total)).waitFor({ state: 'detached' });
  await openACard(page);
  await page.getByRole('dialog').getByRole('link', { name: 'View project' }).waitFor();
  await screenshot(page, `map-counted-area${mobile ? '-mobile' : ''}`);
  assert.deepEqual(problems, []);
  await context.close();
}

describe('map', () => {
  for (const mobile of [false, true]) {
    it(`shows the listings on a map with local tiles, a card on tap and a search of the area (${mobile ? '390 px' : 'desktop'})`, async () => {
      const { context, page } = await newPage(browser, { mobile });
      const problems = watchForProblems(page);
      await page.goto(`${url}/listings?city=Pune&view=map`);
      const map = page.getByTestId('listings-map');
      await map.locator('.leaflet-marker-icon').first().waitFor();
      await map.locator('.leaflet-tile-loaded').first().waitFor();
      assert.ok(tiles.requests() > 0, 'the tiles came from the configured tile server');
      const before = await api<ProjectListResponse>('/api/projects?city=Pune&pageSize=1');
      await page.getByText(`${before.total} projects found`).waitFor();

      await openACard(page);
      const card = page.getByRole('dialog');
      await card.getByRole('link', { name: 'View project' }).waitFor();
      assert.match(await card.innerText(), /₹|Price on Request/);
      await screenshot(page, `map-listings-card${mobile ? '-mobile' : ''}`);
      await card.getByRole('button', { name: 'Close' }).click();

      // Zooming in leaves part of the city out: the search of that area narrows the list and writes the box in the URL.
      let within = before;
      for (let zooms = 0; zooms < 4 && within.total >= before.total; zooms += 1) {
        const previous = page.url();
        await map.locator('.leaflet-control-zoom-in').click();
        // The button offers the view once the zoom has settled.
        await page.waitForTimeout(800);
        await page.getByRole('button', { name: 'Search this area' }).click();
        await page.waitForURL((address) => address.searchParams.has('bbox') && address.toString() !== previous);
        const bbox = new URL(page.url()).searchParams.get('bbox')!;
        within = await api<ProjectListResponse>(`/api/projects?city=Pune&bbox=${bbox}&pageSize=1`);
      }
      assert.ok(within.total < before.total, `the area holds fewer projects (${within.total}) than the city (${before.total})`);
      await page.getByText(within.total === 0 ? 'No projects found' : `${within.total} ${within.total === 1 ? 'project' : 'projects'} found`).first().waitFor();
      await screenshot(page, `map-listings-area${mobile ? '-mobile' : ''}`);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  it('counts a dense area on the map, and a tap on a count searches it and shows its projects (390 px, desktop)', async () => {
    const dense = projectMapMarkerLimit(kochi) + 10;
    const admin = await newPage(browser);
    await loginAsAdmin(admin.page, url);
    const rows = Array.from({ length: dense }, (_, index): AdminProjectPayload => ({
      title: `Kakkanad Cluster ${index + 1}`, description: 'Plotted development near the IT park with clear titles.', projectType: 'residential',
      location: 'Kakkanad', city: 'Kochi', state: 'Kerala', totalArea: 2, areaUnit: 'acres', status: 'ongoing', approvalStatus: 'approved',
      startingPrice: 3_500_000, latitude: Number((10.0159 + (index % 13) / 2000).toFixed(5)), longitude: Number((76.3419 + Math.floor(index / 13) / 2000).toFixed(5)),
    }));
    const csv = toCsv([PROJECT_CSV_COLUMNS.map((column) => column.name), ...rows.map((row) => payloadToCsvRecord(row))]);
    const upload = await admin.page.request.post(`${url}/api/projects/bulk-upload`, {
      multipart: { csvFile: { name: 'kakkanad.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
      headers: { Origin: url },
    });
    assert.equal(upload.status(), 200, await upload.text());
    const imported = await upload.json();
    assert.equal(imported.successful, dense, JSON.stringify(imported.failed?.slice(0, 3)));
    await admin.context.close();
    const counted = await api<ProjectMapResponse>(`/api/projects/map?city=Kochi&bbox=${bbox}&clusters=true`);
    assert.ok(counted.clusters && counted.total >= dense, 'the server counts the view in clusters');

    for (const mobile of [true, false]) await tapACount(counted, mobile);
  });

  it("keeps Leaflet off the first visit's critical path: it loads once a map is shown", async () => {
    const { context, page } = await newPage(browser, { mobile: true });
    const watch = await watchScripts(page);
    await page.goto(`${url}/listings?city=Pune`);
    await page.waitForLoadState('networkidle');
    assert.deepEqual((await watch.loads()).filter((script) => script.leaflet), [], 'the list view fetched no Leaflet');
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await page.getByTestId('listings-map').locator('.leaflet-marker-icon').first().waitFor();
    const shown = (await watch.loads()).filter((script) => script.leaflet);
    assert.equal(shown.length, 1, 'Leaflet came with the map');
    await context.close();

    // Straight to the map view: the page answers first, Leaflet follows.
    const direct = await newPage(browser, { mobile: true });
    const directWatch = await watchScripts(direct.page);
    await direct.page.goto(`${url}/listings?city=Pune&view=map`);
    await direct.page.getByTestId('listings-map').locator('.leaflet-marker-icon').first().waitFor();
    const loads = (await directWatch.loads()).filter((script) => script.leaflet);
    assert.ok(loads.length > 0 && loads.every((script) => !script.beforeInteractive), 'Leaflet was fetched only after the page answered');
    await direct.context.close();
  });

  it("shows a project's map and its distance from the city centre", async () => {
    const { items } = await api<ProjectListResponse>('/api/projects?city=Pune&pageSize=1');
    const project = items[0]!;
    for (const mobile of [false, true]) {
      const { context, page } = await newPage(browser, { mobile });
      await page.goto(`${url}/listings/${project.id}`);
      const distance = page.getByTestId('distance-to-centre');
      assert.match(await distance.innerText(), /km from Pune city centre$/);
      const map = page.getByTestId('project-map');
      await map.scrollIntoViewIfNeeded();
      await map.locator('.leaflet-marker-icon').waitFor();
      await map.locator('.leaflet-tile-loaded').first().waitFor();
      await screenshot(page, `map-project${mobile ? '-mobile' : ''}`);
      await context.close();
    }
  });

  it('lets an agent place the pin by tapping the map', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${url}/login`);
    await signInThroughForm(page, DEMO_AGENT.email, DEMO_AGENT.password);
    await page.waitForURL(`${url}/agent-dashboard`);
    await page.getByRole('tab', { name: 'Submit Project' }).click();
    const form = page.getByRole('form', { name: 'Submit Project' });
    await form.getByLabel('City').fill('Pune');
    const picker = form.getByTestId('pin-picker');
    await picker.locator('.leaflet-tile-loaded').first().waitFor();
    await picker.click({ position: { x: 120, y: 140 } });
    await picker.locator('.leaflet-marker-icon').waitFor();
    const latitude = Number(await form.getByLabel('Latitude').inputValue());
    const longitude = Number(await form.getByLabel('Longitude').inputValue());
    assert.ok(latitude > 18 && latitude < 19.2 && longitude > 73.3 && longitude < 74.4, `the pin is near Pune: ${latitude}, ${longitude}`);
    await screenshot(page, 'map-agent-pin');
    await context.close();
  });
});
