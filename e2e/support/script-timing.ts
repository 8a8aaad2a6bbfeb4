// Which JavaScript a page fetched before it answered the visitor (the shell's
// `data-interactive` mark) and which after: the page-weight bench's split, and
// the journeys' check that the map library stays off the first visit's path.
import type { Page, Response } from 'playwright-core';

/** Text only Leaflet's own code holds (its id on every map object): names the chunk whatever the bundler calls it. */
const LEAFLET_MARK = '_leaflet_id';

export interface ScriptLoad {
  url: string;
  /** Bytes as received (the server's first choice of encoding). */
  bytes: number;
  /** Requested before the page became interactive: on the first visit's critical path. */
  beforeInteractive: boolean;
  leaflet: boolean;
}

declare global {
  interface Window { __interactiveAt?: number }
}

/**
 * Starts watching `page` (call before its goto): notes when the interactive
 * mark is set, in the page's own clock, and every script it receives.
 * `loads()` gives them, each placed before or after that moment.
 */
export async function watchScripts(page: Page): Promise<{ loads: () => Promise<ScriptLoad[]>; stop: () => void }> {
  // No named functions inside: tsx wraps them in a helper the page does not have.
  await page.addInitScript(() => {
    // The <html> element does not exist yet when this runs: watch the whole document for the mark.
    new MutationObserver(() => {
      if (window.__interactiveAt === undefined && document.documentElement.dataset.interactive === 'true') window.__interactiveAt = performance.now();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-interactive'] });
  });
  const responses: Response[] = [];
  const onResponse = (response: Response) => {
    if ((response.headers()['content-type'] ?? '').includes('javascript')) responses.push(response);
  };
  page.on('response', onResponse);
  return {
    stop: () => page.off('response', onResponse),
    loads: async () => {
      const { interactiveAt, starts } = await page.evaluate(() => ({
        interactiveAt: window.__interactiveAt ?? Number.POSITIVE_INFINITY,
        starts: performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime] as const),
      }));
      const startOf = new Map(starts);
      return Promise.all(responses.map(async (response) => {
        const [sizes, body] = await Promise.all([response.request().sizes(), response.text().catch(() => '')]);
        const started = startOf.get(response.url()) ?? 0;
        return { url: response.url(), bytes: sizes.responseBodySize, beforeInteractive: started < interactiveAt, leaflet: body.includes(LEAFLET_MARK) };
      }));
    },
  };
}
