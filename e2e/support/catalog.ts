// What the catalogue journeys share: the public API read as a visitor's browser
// would, and the listing cards as they show.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

/** A public GET that must answer 200, parsed. */
export async function getJson<T>(site: { url: string }, path: string): Promise<T> {
  const response = await fetch(`${site.url}${path}`);
  assert.equal(response.status, 200, `${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The visible text of every project card's title and place on the page. */
export async function cardTexts(page: Page): Promise<string[]> {
  const cards = page.getByTestId('project-card');
  await cards.first().waitFor();
  return cards.allInnerTexts();
}
