// The catalogue as a visitor searches it, on the production build and the demo
// seed: search from the home hero, filters and the back button, the city page's
// live count, the map's fallback and the not-found screen.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { CityStats, ProjectListResponse, SearchSuggestionsResponse } from '@plotwise/contracts';
import { screenshot, sidewaysOverflow, watchForProblems } from '../support/browser';
import { cardTexts, getJson } from '../support/catalog';
import { useJourney } from '../support/journey';

const journey = useJourney();
const api = <T>(path: string) => getJson<T>(journey, path);

describe('catalog', () => {
  it('searches from the home hero and lands on listings showing only matching projects', async () => {
    const sample = await api<ProjectListResponse>('/api/projects?pageSize=1&sortBy=name_asc');
    const locality = sample.items[0]!.location;
    const expected = await api<ProjectListResponse>(`/api/projects?location=${encodeURIComponent(locality)}&pageSize=100`);

    const { context, page } = await journey.newPage();
    const problems = watchForProblems(page);
    await page.goto(journey.url);
    await page.getByRole('heading', { name: 'Find your plot across India' }).waitFor();
    await page.getByRole('search').getByLabel('Location').fill(locality);
    await page.getByRole('button', { name: 'Search Plots' }).click();
    await page.waitForURL(`${journey.url}/listings?${new URLSearchParams({ location: locality })}`);
    await page.getByText(`${expected.total} ${expected.total === 1 ? 'project' : 'projects'} found`).waitFor();
    const texts = await cardTexts(page);
    assert.equal(texts.length, Math.min(expected.total, 12));
    for (const text of texts) assert.match(text.toLowerCase(), new RegExp(locality.toLowerCase()));
    assert.deepEqual(problems, []);
    await context.close();
  });

  it("picks a locality from the home hero's suggestions and lands on its listings", async () => {
    const sample = await api<ProjectListResponse>('/api/projects?pageSize=1&sortBy=name_asc');
    const locality = sample.items[0]!.location;
    const typed = locality.slice(0, Math.max(4, Math.ceil(locality.length / 2)));
    const { suggestions } = await api<SearchSuggestionsResponse>(`/api/search/suggestions?q=${encodeURIComponent(typed)}`);
    const place = suggestions.find((suggestion) => suggestion.kind === 'locality' && suggestion.name === locality);
    assert.ok(place, `the suggestions for "${typed}" offer ${locality}: ${JSON.stringify(suggestions)}`);
    const expected = await api<ProjectListResponse>(`/api/projects?${new URLSearchParams({ location: place.name, city: place.city })}&pageSize=1`);

    const { context, page } = await journey.newPage();
    const problems = watchForProblems(page);
    await page.goto(journey.url);
    await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
    const box = page.getByRole('search').getByRole('combobox', { name: 'Location' });
    await box.fill(typed);
    const option = page.getByRole('listbox', { name: 'Suggested places' }).getByRole('option').filter({ hasText: locality }).first();
    await option.click();
    await page.waitForURL(`${journey.url}/listings?${new URLSearchParams({ location: place.name, city: place.city })}`);
    await page.getByText(`${expected.total} ${expected.total === 1 ? 'project' : 'projects'} found`).waitFor();
    for (const text of await cardTexts(page)) assert.ok(text.toLowerCase().includes(locality.toLowerCase()), text);
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('suggests places while typing, forgives a misspelling, and filters by the place chosen with the keyboard', async () => {
    const { suggestions } = await api<SearchSuggestionsResponse>('/api/search/suggestions?q=Banglore');
    assert.equal(suggestions[0]?.name, 'Bangalore', 'the demo catalogue has projects in Bangalore');
    const { context, page } = await journey.newPage();
    const problems = watchForProblems(page);
    await page.goto(`${journey.url}/listings`);
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.fill('Banglore');
    const list = page.getByRole('listbox', { name: 'Suggested places' });
    const first = list.getByRole('option').first();
    await first.waitFor();
    assert.equal(await box.getAttribute('aria-expanded'), 'true');
    assert.match(await first.innerText(), new RegExp(`^Bangalore\\s+City · ${suggestions[0]!.projectCount} projects$`));
    await box.press('ArrowDown');
    assert.equal(await box.getAttribute('aria-activedescendant'), await first.getAttribute('id'));
    assert.equal(await first.getAttribute('aria-selected'), 'true');
    await box.press('Enter');
    await page.waitForURL(`${journey.url}/listings?city=Bangalore`);
    await page.getByRole('heading', { level: 1, name: 'Plots in Bangalore' }).waitFor();
    await page.getByText(`${suggestions[0]!.projectCount} projects found`).waitFor();
    assert.equal(await box.inputValue(), '');
    // Escape closes the suggestions and leaves the text.
    await box.fill('Pun');
    await list.getByRole('option').first().waitFor();
    await box.press('Escape');
    await list.waitFor({ state: 'hidden' });
    assert.equal(await box.inputValue(), 'Pun');
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('finds a word of a description and lists in the City filter the cities the data has', async () => {
    const cities = await api<CityStats[]>('/api/cities');
    const word = 'Farmhouse';
    const expected = await api<ProjectListResponse>(`/api/projects?search=${word}&pageSize=1`);
    assert.ok(expected.total > 0, `the demo catalogue has a project that mentions ${word}`);
    const { context, page } = await journey.newPage();
    await page.goto(`${journey.url}/listings?search=${word}`);
    await page.getByText(`${expected.total} ${expected.total === 1 ? 'project' : 'projects'} found`).waitFor();
    const options = await page.getByLabel('City').locator('option').allInnerTexts();
    assert.deepEqual(options, ['All cities', ...cities.map((city) => city.city).sort((a, b) => a.localeCompare(b))]);
    await context.close();
  });

  it('on a phone: filters open as a sheet that counts before applying; chips take a filter off', async () => {
    const agricultural = await api<ProjectListResponse>('/api/projects?projectType=agricultural&pageSize=1');
    const all = await api<ProjectListResponse>('/api/projects?pageSize=1');
    const { context, page } = await journey.newPage({ mobile: true });
    await page.goto(`${journey.url}/listings`);
    await page.getByText(`${all.total} projects found`).waitFor();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByLabel('Project type').selectOption('agricultural');
    const show = sheet.getByRole('button', { name: `Show ${agricultural.total} ${agricultural.total === 1 ? 'project' : 'projects'}` });
    await show.waitFor();
    await screenshot(page, 'catalog-filter-sheet-mobile');
    assert.equal(new URL(page.url()).search, '', 'nothing changes before Apply');
    await show.click();
    await page.waitForURL(`${journey.url}/listings?projectType=agricultural`);
    await page.getByText(`${agricultural.total} ${agricultural.total === 1 ? 'project' : 'projects'} found`).waitFor();

    await page.getByRole('list', { name: 'Active filters' }).getByRole('button', { name: 'Remove filter: Agricultural' }).click();
    await page.waitForURL(`${journey.url}/listings`);
    await page.getByText(`${all.total} projects found`).waitFor();
    const overflow = await sidewaysOverflow(page);
    assert.ok(overflow <= 0, `listings fit 390 px (overflow ${overflow}px)`);
    await context.close();
  });

  it('opens a project from its card: a real link to /listings/{id}', async () => {
    const { context, page } = await journey.newPage();
    await page.goto(`${journey.url}/listings`);
    const link = page.getByTestId('project-card').first().getByRole('link').first();
    const href = await link.getAttribute('href');
    assert.match(String(href), /^\/listings\/\d+$/);
    const title = (await link.innerText()).trim();
    await link.click();
    await page.waitForURL(`${journey.url}${href}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    assert.equal(await page.title(), `${title} | Plotwise`);
    assert.equal(await page.getByRole('link', { name: /Back to Projects/ }).getAttribute('href'), '/projects');
    assert.match(String(await page.getByRole('link', { name: 'WhatsApp', exact: true }).getAttribute('href')), /^https:\/\/wa\.me\/\d+\?text=.*interested/);
    await context.close();
  });

  it('applies a filter through the URL and the back button takes it off again', async () => {
    const ready = await api<ProjectListResponse>('/api/projects?status=ready');
    const all = await api<ProjectListResponse>('/api/projects');
    const { context, page } = await journey.newPage();
    await page.goto(`${journey.url}/listings`);
    await page.getByText(`${all.total} projects found`).waitFor();
    await page.getByLabel('Status').selectOption('ready');
    await page.waitForURL(`${journey.url}/listings?status=ready`);
    await page.getByText(`${ready.total} ${ready.total === 1 ? 'project' : 'projects'} found`).waitFor();
    for (const text of await cardTexts(page)) assert.match(text, /Ready/);
    await page.goBack();
    await page.waitForURL(`${journey.url}/listings`);
    await page.getByText(`${all.total} projects found`).waitFor();
    assert.equal(await page.getByLabel('Status').inputValue(), 'all');
    await context.close();
  });

  it('follows the footer link to /listings?city=Pune', async () => {
    const pune = await api<ProjectListResponse>('/api/projects?city=Pune');
    const { context, page } = await journey.newPage();
    await page.goto(journey.url);
    // A visitor who jumps to the footer finds it where it first shows, not pushed down as sections render.
    const link = page.getByRole('link', { name: 'Plots in Pune' });
    const moved = await link.evaluate(async (element) => {
      element.scrollIntoView({ block: 'center' });
      const shownAt = element.getBoundingClientRect().top;
      await new Promise((resolve) => setTimeout(resolve, 500));
      return element.getBoundingClientRect().top - shownAt;
    });
    assert.equal(moved, 0, 'the footer stays where it showed');
    await link.click();
    await page.waitForURL(`${journey.url}/listings?city=Pune`);
    await page.getByRole('heading', { level: 1, name: 'Plots in Pune' }).waitFor();
    await page.getByText(`${pune.total} ${pune.total === 1 ? 'project' : 'projects'} found`).waitFor();
    for (const text of await cardTexts(page)) assert.match(text, /Pune/);
    await context.close();
  });

  it("shows the city page's count as GET /api/cities reports it, from the home page's city card", async () => {
    const cities = await api<CityStats[]>('/api/cities');
    const pune = cities.find((city) => city.city === 'Pune');
    assert.ok(pune, 'the demo seed has projects in Pune');
    const { context, page } = await journey.newPage();
    await page.goto(journey.url);
    const card = page.getByTestId('city-card').filter({ hasText: 'Pune' });
    await card.getByText(`${pune.projectCount} Projects`).waitFor();
    await card.click();
    await page.waitForURL(`${journey.url}/city?location=Pune`);
    await page.getByRole('heading', { level: 1, name: 'Pune' }).waitFor();
    assert.equal(await page.getByTestId('city-project-count').innerText(), `${pune.projectCount} projects available · ${pune.state}`);
    await page.getByRole('tab', { name: 'Popular Areas' }).click();
    await page.getByRole('tabpanel').getByRole('link', { name: new RegExp(pune.popularLocalities[0]!.name) }).waitFor();
    await screenshot(page, 'catalog-city');
    await context.close();
  });

  it("shows 'Project Not Found' for an unknown id and for one that is not a number", async () => {
    const { context, page } = await journey.newPage();
    for (const path of ['/listings/987654', '/projects/not-a-number']) {
      await page.goto(`${journey.url}${path}`);
      await page.getByRole('heading', { name: 'Project Not Found' }).waitFor();
      assert.equal(await page.getByRole('link', { name: 'Back to Projects' }).getAttribute('href'), '/projects');
    }
    await context.close();
  });

  it('falls back to an open-in-maps link when Google Maps cannot be reached', async () => {
    const { context, page } = await journey.newPage();
    await context.route(/google\.com/, (route) => route.abort());
    const sample = await api<ProjectListResponse>('/api/projects?pageSize=1');
    await page.goto(`${journey.url}/projects/${sample.items[0]!.id}`);
    await page.getByRole('heading', { level: 1, name: sample.items[0]!.title }).waitFor();
    await page.getByRole('heading', { name: 'Location', exact: true }).scrollIntoViewIfNeeded();
    await page.getByText('The map could not be shown here.').waitFor();
    assert.match(String(await page.getByRole('link', { name: 'Open in Google Maps' }).getAttribute('href')), /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    await context.close();
  });

});
