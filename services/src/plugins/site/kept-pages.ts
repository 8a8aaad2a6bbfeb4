import type { ServerRenderResult } from '@plotwise/contracts';
import type { KeptEncoding } from './page-bytes';
import { PageCache } from './page-cache';

/**
 * How long past its time a kept page may still be sent while a fresh one is
 * rendered in the background, as the header's stale-while-revalidate lets
 * shared caches do. A change made through the API is never answered stale.
 */
export const STALE_FOR_MS = 60_000;

/** A rendered page, kept or not: a fresh one is sent the way a kept one is. */
export interface RenderedPage {
  status: number;
  html: string;
  expiresAt: number;
  /** Past this it is not sent even stale (see STALE_FOR_MS). */
  usefulUntil: number;
  /** Its HTML's bytes and its compressed copies', for the cache's bound. */
  bytes: number;
  /** The count of content changes it was rendered at (ContentChanges). */
  changesSeen: number;
  /** In the cache for the visitors after this one (false: the cache is off, or the data changed while it rendered). */
  kept: boolean;
  /** The HTML compressed, once per encoding a visitor asked for (while it is kept, or while it rendered). */
  encoded: Map<KeptEncoding, Promise<Buffer>>;
}

/** A kept page still in its time ('fresh'), or past it but within STALE_FOR_MS ('stale'). */
export type KeptLookup = { page: RenderedPage; state: 'fresh' | 'stale' };

/**
 * The in-process page cache with its rules: how long a page is fresh
 * (`cacheMs`), how long after that it may go out stale, and that a change
 * through the API makes every page rendered before it useless.
 */
export class KeptPages {
  private readonly cache: PageCache<RenderedPage>;

  constructor(
    publicUrl: string | null,
    private readonly settings: { readonly cacheMs: number },
    private readonly changes: { readonly current: number },
  ) {
    this.cache = new PageCache(publicUrl);
  }

  /** The kept page for `key` if it may still be sent, and whether it is fresh or stale. */
  lookup(key: string, now = Date.now()): KeptLookup | null {
    const page = this.cache.get(key);
    if (!page || page.changesSeen !== this.changes.current) return null;
    if (page.expiresAt > now) return { page, state: 'fresh' };
    if (page.expiresAt + STALE_FOR_MS > now) return { page, state: 'stale' };
    return null;
  }

  /**
   * The rendered page, kept unless the cache is off, the data changed while it
   * was rendered, or it is kept out of search results (a "not found", a search
   * of words typed): any text makes such a page, and keeping each would let
   * junk push out the pages visitors come back to.
   */
  keep(key: string, origin: string, result: ServerRenderResult, html: string, changesSeen: number): RenderedPage {
    const { cacheMs } = this.settings;
    const expiresAt = Date.now() + cacheMs;
    const kept = cacheMs > 0 && changesSeen === this.changes.current && !result.head.noindex && this.cache.keepsFor(origin);
    const page: RenderedPage = {
      status: result.status,
      html,
      expiresAt,
      usefulUntil: expiresAt + STALE_FOR_MS,
      bytes: Buffer.byteLength(html),
      changesSeen,
      kept,
      encoded: new Map(),
    };
    if (kept) this.cache.set(key, page);
    return page;
  }

  /** A page's compressed copy was made: counted against the cache's bound while it is kept. */
  grew(key: string, page: RenderedPage, bytes: number): void {
    this.cache.grew(key, page, bytes);
  }
}
