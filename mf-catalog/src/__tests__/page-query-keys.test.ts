import fs from 'node:fs';
import path from 'node:path';
import { LISTING_QUERY_KEYS, PAGE_QUERY_KEYS } from '@plotwise/contracts';
import { DEFAULT_LISTING_SEARCH } from '../features/listings/listing-search';

/** Source files of the server-rendered remotes, tests left out. */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('the query parameters the server renders a page for', () => {
  it('are every one the listings screen keeps in its URL', () => {
    expect(Object.keys(DEFAULT_LISTING_SEARCH)).toEqual([...LISTING_QUERY_KEYS]);
  });

  it('include every parameter a server-rendered page reads (the server leaves the others out of its render)', () => {
    const read = new Set<string>();
    for (const root of [path.join(__dirname, '..'), path.join(__dirname, '../../../mf-tools/src'), path.join(__dirname, '../../../shell/src')]) {
      for (const file of sources(root)) {
        for (const match of fs.readFileSync(file, 'utf8').matchAll(/params\.get\('([^']+)'\)/gi)) read.add(match[1]!);
      }
    }
    expect(read.size).toBeGreaterThan(5);
    expect([...read].filter((key) => !PAGE_QUERY_KEYS.has(key))).toEqual([]);
  });
});
