import path from 'node:path';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Files that name other files: always revalidated, so a deploy is seen at once. */
const ENTRY_FILES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'remotes.json']);

/** A content hash in the name (`main.3f9a1c2b7d.js`): the name changes when the content does. */
const CONTENT_HASH = /\.[0-9a-f]{8,}\./i;

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (ENTRY_FILES.has(name)) return NO_CACHE;
  if (CONTENT_HASH.test(name)) return IMMUTABLE;
  // Anything else (favicon, unhashed images) revalidates with its ETag.
  return NO_CACHE;
}
