import type { ServerRenderResult } from '@plotwise/contracts';
import { KeptPages, STALE_FOR_MS } from '../kept-pages';

const ORIGIN = 'https://plotwise.in';
const result = (noindex = false) => ({ status: 200, head: { title: 'A page', siteName: 'Plotwise', canonicalUrl: ORIGIN, noindex } }) as unknown as ServerRenderResult;

function keptPages(cacheMs = 10_000) {
  const changes = { current: 0 };
  return { changes, pages: new KeptPages(ORIGIN, { cacheMs }, changes) };
}

describe('kept pages', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('are fresh for the cache time, then stale for a minute, then gone', () => {
    const { pages } = keptPages();
    const page = pages.keep('/a', ORIGIN, result(), '<html>', 0);
    expect(page.kept).toBe(true);
    expect(pages.lookup('/a')).toEqual({ page, state: 'fresh' });
    jest.advanceTimersByTime(10_000);
    expect(pages.lookup('/a')?.state).toBe('stale');
    jest.advanceTimersByTime(STALE_FOR_MS - 1);
    expect(pages.lookup('/a')?.state).toBe('stale');
    jest.advanceTimersByTime(1);
    expect(pages.lookup('/a')).toBeNull();
  });

  it('are never sent after a change, even fresh', () => {
    const { pages, changes } = keptPages();
    pages.keep('/a', ORIGIN, result(), '<html>', 0);
    changes.current = 1;
    expect(pages.lookup('/a')).toBeNull();
  });

  it('are not kept when rendered before a change, kept out of search results, or with the cache off', () => {
    const { pages, changes } = keptPages();
    changes.current = 2;
    expect(pages.keep('/before', ORIGIN, result(), '<html>', 1).kept).toBe(false);
    expect(pages.keep('/noindex', ORIGIN, result(true), '<html>', 2).kept).toBe(false);
    expect(pages.lookup('/before')).toBeNull();
    expect(pages.lookup('/noindex')).toBeNull();
    const off = keptPages(0).pages;
    expect(off.keep('/a', ORIGIN, result(), '<html>', 0).kept).toBe(false);
    expect(off.lookup('/a')).toBeNull();
  });
});
