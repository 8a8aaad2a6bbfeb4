// Searching as visitors in India type, on a phone and on a desktop: a city's
// new name, a misspelling with its one-tap correction, a budget read into a
// removable chip, the same words in any search box giving the same results,
// and a search that finds nothing offering a way on instead of echoing it.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { ProjectListResponse } from '@plotwise/contracts';
import { CATALOG_SCREEN_TEXTS, CATALOG_TEXTS, SAVED_SEARCH_TEXTS } from '@plotwise/contracts';
import { screenshot, sidewaysOverflow, watchForProblems } from '../support/browser';
import { useJourney } from '../support/journey';

const journey = useJourney();

async function total(query: Record<string, string>): Promise<number> {
  const response = await fetch(`${journey.url}/api/projects?${new URLSearchParams({ ...query, pageSize: '1' })}`);
  assert.equal(response.status, 200);
  return ((await response.json()) as ProjectListResponse).total;
}

const countText = (count: number) => CATALOG_SCREEN_TEXTS.projectCount(count);

/** Types words into the listings page's Search box and submits them: the keyboard's Go key on a phone (suggestions cover the button), the button on a desktop. */
async function searchListings(page: Page, words: string, mobile: boolean, suggested = false): Promise<void> {
  const form = page.getByRole('search', { name: 'Search projects' });
  const box = form.getByRole('combobox', { name: 'Search' });
  await box.fill(words);
  // A place's name brings suggestions: they must close once the search is made.
  if (suggested) await form.getByRole('listbox', { name: 'Suggested places' }).waitFor();
  if (mobile) await box.press('Enter');
  else await form.getByRole('button', { name: 'Search', exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('search') === words);
  await page.getByRole('heading', { level: 1 }).waitFor();
  assert.equal(await page.getByRole('listbox', { name: 'Suggested places' }).isVisible(), false, 'the suggestions close once the search is made');
}

async function openListings(page: Page): Promise<void> {
  await page.goto(`${journey.url}/listings`);
  await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
}

const WIDTHS = [
  { name: 'on a desktop', mobile: false },
  { name: 'on a 390 px phone', mobile: true },
] as const;

for (const width of WIDTHS) {
  describe(`search ${width.name}`, () => {
    it('reads a city by its new name and gives the same results in every search box', async () => {
      const bangalore = await total({ city: 'Bangalore' });
      assert.ok(bangalore > 0, 'the demo data has projects in Bangalore');
      const { context, page } = await journey.newPage({ mobile: width.mobile });
      const problems = watchForProblems(page);

      await openListings(page);
      await searchListings(page, 'bengaluru', width.mobile, true);
      await page.getByRole('heading', { level: 1, name: 'Plots in Bangalore' }).waitFor();
      await page.getByText(countText(bangalore)).waitFor();
      await page.getByRole('list', { name: 'Active filters' }).getByRole('button', { name: 'Remove filter: Bangalore' }).waitFor();

      // The home page's hero box sends the same words as a place: the same projects.
      await page.goto(journey.url);
      await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
      const hero = page.locator('#hero-location');
      await hero.fill('bengaluru');
      if (width.mobile) await hero.press('Enter');
      else await page.getByRole('button', { name: 'Search Plots' }).click();
      await page.waitForURL((url) => url.pathname === '/listings' && url.searchParams.get('location') === 'bengaluru');
      await page.getByRole('heading', { level: 1, name: 'Plots in Bangalore' }).waitFor();
      await page.getByText(countText(bangalore)).waitFor();
      assert.ok((await sidewaysOverflow(page)) <= 0, 'no sideways scrolling');
      await screenshot(page, `search-alias-${width.mobile ? 'phone' : 'desktop'}`);
      assert.deepEqual(problems, []);
      await context.close();
    });

    it('offers the corrected word in one tap and never echoes a misspelling in the heading', async () => {
      const pune = await total({ city: 'Pune' });
      const { context, page } = await journey.newPage({ mobile: width.mobile });
      const problems = watchForProblems(page);

      await openListings(page);
      await searchListings(page, 'puen', width.mobile);
      const offer = page.getByText(CATALOG_SCREEN_TEXTS.didYouMean);
      await offer.waitFor();
      assert.doesNotMatch(await page.getByRole('heading', { level: 1 }).innerText(), /puen/i);
      assert.doesNotMatch(await page.title(), /puen/i);
      await screenshot(page, `search-did-you-mean-${width.mobile ? 'phone' : 'desktop'}`);

      await offer.getByRole('link', { name: 'pune' }).click();
      await page.waitForURL((url) => url.searchParams.get('search') === 'pune');
      await page.getByRole('heading', { level: 1, name: 'Plots in Pune' }).waitFor();
      await page.getByText(countText(pune)).waitFor();
      // The misspelling's page may already read as Pune: wait for the offer to go rather than count it at once.
      await page.getByText(CATALOG_SCREEN_TEXTS.didYouMean).waitFor({ state: 'detached' });
      assert.deepEqual(problems, []);
      await context.close();
    });

    it('reads a budget into a chip whose removal widens the results', async () => {
      const underBudget = await total({ city: 'Pune', maxPrice: '5000000' });
      const pune = await total({ city: 'Pune' });
      assert.ok(underBudget < pune, 'the budget leaves out some of Pune');
      const { context, page } = await journey.newPage({ mobile: width.mobile });
      const problems = watchForProblems(page);

      await openListings(page);
      await searchListings(page, 'pune under 50 lakh', width.mobile);
      const chips = page.getByRole('list', { name: 'Active filters' });
      await chips.getByRole('button', { name: 'Remove filter: Up to ₹50 Lakh' }).waitFor();
      await chips.getByRole('button', { name: 'Remove filter: Pune' }).waitFor();
      await page.getByText(countText(underBudget)).waitFor();

      await chips.getByRole('button', { name: 'Remove filter: Up to ₹50 Lakh' }).click();
      await page.waitForURL((url) => url.searchParams.get('search') === 'pune');
      await page.getByText(countText(pune)).waitFor();
      assert.equal(await chips.getByRole('button', { name: /Up to/ }).count(), 0);
      assert.deepEqual(problems, []);
      await context.close();
    });

    it('answers words that match nothing with a way on, not an echo', async () => {
      const { context, page } = await journey.newPage({ mobile: width.mobile });
      const problems = watchForProblems(page);

      await openListings(page);
      await searchListings(page, 'pune zqxwv', width.mobile);
      await page.getByText(CATALOG_TEXTS.listingsEmpty).waitFor();
      assert.doesNotMatch(await page.getByRole('heading', { level: 1 }).innerText(), /zqxwv/i);
      // Each part of the search can be dropped in one tap, and the search can be saved for later.
      const relax = page.getByRole('list', { name: 'Filters to relax' });
      await relax.getByRole('link', { name: 'Without “zqxwv”' }).click();
      await page.waitForURL((url) => url.searchParams.get('search') === 'pune');
      await page.getByText(countText(await total({ city: 'Pune' }))).waitFor();
      await page.getByRole('button', { name: SAVED_SEARCH_TEXTS.saveButton }).waitFor();
      assert.deepEqual(problems, []);
      await context.close();
    });
  });
}
