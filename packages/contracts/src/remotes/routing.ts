import { INQUIRY_FORM } from '../leads/constants';
import type { RemoteDescriptor } from './schemas';

function prefixMatches(prefix: string, pathname: string): boolean {
  if (prefix === '/') return pathname === '/';
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * The remote that owns a path: the one with the longest matching prefix,
 * unless that remote excludes the path. `/` matches only the home page.
 */
export function findRemoteForPath(remotes: readonly RemoteDescriptor[], pathname: string): RemoteDescriptor | null {
  let best: { remote: RemoteDescriptor; length: number } | null = null;
  for (const remote of remotes) {
    if (remote.excludeRoutes.some((prefix) => prefixMatches(prefix, pathname))) continue;
    for (const prefix of remote.routes) {
      if (prefixMatches(prefix, pathname) && (!best || prefix.length > best.length)) {
        best = { remote, length: prefix.length };
      }
    }
  }
  return best?.remote ?? null;
}

/** The listings screen's query parameters (/listings, /projects), in the order its URLs write them. */
export const LISTING_QUERY_KEYS = ['search', 'location', 'city', 'projectType', 'status', 'minPrice', 'maxPrice', 'minArea', 'maxArea', 'sortBy', 'page', 'view', 'bbox'] as const;

/**
 * Every query parameter a server-rendered page reads: the listings', a city's
 * `location` and `page`, the blog's `tag` and `page`, a project page's
 * inquiry outcome (INQUIRY_FORM.resultParam), the compare page's `ids` and
 * the loan calculator's loan (LoanQuery). The server renders and
 * keeps a page for these alone; any other (utm_source, fbclid, junk) changes
 * nothing on it, so it neither makes a page of its own nor reaches the render.
 */
export const PAGE_QUERY_KEYS: ReadonlySet<string> = new Set<string>([...LISTING_QUERY_KEYS, 'tag', INQUIRY_FORM.resultParam, 'ids', 'propertyValue', 'downPayment', 'rate', 'tenure']);
