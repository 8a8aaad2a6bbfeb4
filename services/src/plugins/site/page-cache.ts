import type { Request } from '@hapi/hapi';
import { PAGE_QUERY_KEYS } from '@plotwise/contracts';
import { siteOrigin } from '../../extensions/request-origin';

/** Most pages kept, and most bytes (their HTML and the compressed copies made of it). */
const PAGES_MAX = 500;
const BYTES_MAX = 32 * 1024 * 1024;

/**
 * Hosts pages are kept for when PUBLIC_URL is unset (with it, every page is
 * on that one origin): localhost, an address or two, the site's name. Pages
 * for any other Host a client sends are rendered, never kept.
 */
const HOSTS_MAX = 4;

/** Where a page is rendered for: the site's origin, and its path and query as the page reads them. */
export interface PageAddress {
  origin: string;
  pathname: string;
  /** The path and the query parameters the page reads, sorted: the same page whatever else the URL carries. */
  url: string;
}

/**
 * A request's page address; null for a Host that is no host name. A run of
 * slashes or backslashes is one slash (`//evil.example/x` is the path
 * `/evil.example/x`, never another host), and query parameters no page reads
 * are left out, so they make neither a render of their own nor a kept copy.
 */
export function pageAddress(request: Pick<Request, 'path' | 'url' | 'server' | 'headers' | 'info'>): PageAddress | null {
  const origin = siteOrigin(request);
  if (origin === null) return null;
  const pathname = request.path.replace(/[/\\]+/g, '/');
  const query = new URLSearchParams();
  const keys = [...new Set(request.url.searchParams.keys())].filter((key) => PAGE_QUERY_KEYS.has(key)).sort();
  for (const key of keys) {
    // A page reads a parameter's first value; an empty one is the same as none.
    const value = request.url.searchParams.get(key)!;
    if (value.trim() !== '') query.set(key, value);
  }
  const search = query.toString();
  return { origin, pathname, url: search ? `${pathname}?${search}` : pathname };
}

/** What the cache needs of a kept page. */
export interface CachedPage {
  /** Bytes it holds now (its HTML, then its compressed copies as they are made). */
  bytes: number;
  /** After this it is no use even stale. */
  usefulUntil: number;
}

/**
 * The kept pages, oldest first out, bounded by count and by bytes; pages past
 * any use are let go first. A page kept again moves to the back.
 */
export class PageCache<P extends CachedPage> {
  private readonly pages = new Map<string, P>();
  private bytes = 0;
  private readonly hosts = new Set<string>();

  constructor(private readonly publicUrl: string | null) {}

  get(key: string): P | undefined {
    return this.pages.get(key);
  }

  /** Whether pages for this origin may be kept (see HOSTS_MAX). */
  keepsFor(origin: string): boolean {
    if (this.publicUrl !== null || this.hosts.has(origin)) return true;
    if (this.hosts.size >= HOSTS_MAX) return false;
    this.hosts.add(origin);
    return true;
  }

  set(key: string, page: P): void {
    this.delete(key);
    this.pages.set(key, page);
    this.bytes += page.bytes;
    this.trim();
  }

  /** A kept page holds more (a compressed copy): counted, and the oldest let go if that is too much. */
  grew(key: string, page: P, bytes: number): void {
    page.bytes += bytes;
    if (this.pages.get(key) !== page) return;
    this.bytes += bytes;
    this.trim();
  }

  /** Bytes held now, for tests and the log. */
  get size(): { pages: number; bytes: number } {
    return { pages: this.pages.size, bytes: this.bytes };
  }

  private delete(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= page.bytes;
  }

  private trim(): void {
    const now = Date.now();
    for (const [key, page] of this.pages) {
      if (this.pages.size <= PAGES_MAX && this.bytes <= BYTES_MAX && page.usefulUntil > now) return;
      this.delete(key);
    }
  }
}
