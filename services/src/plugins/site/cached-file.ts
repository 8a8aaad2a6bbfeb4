import type { Stats } from 'node:fs';
import fs from 'node:fs/promises';

const statsUnderWay = new Map<string, Promise<Stats>>();

/**
 * How long a stat's answer also serves the requests that come just after it.
 * Under load every page asks about the same few built files (index.html, the
 * owner's manifest and server build) thousands of times a second, and a stat
 * was a tenth of a kept page's cost; a redeploy takes far longer than this to
 * put its files in place, and the next page after it sees them.
 */
const STAT_REUSE_MS = 10;

/**
 * fs.stat, with the requests for one file made while a stat of it is under way,
 * or within STAT_REUSE_MS after it, answered by that one.
 */
export function statShared(file: string): Promise<Stats> {
  const underWay = statsUnderWay.get(file);
  if (underWay) return underWay;
  const stat = fs.stat(file);
  statsUnderWay.set(file, stat);
  const forget = () => setTimeout(() => statsUnderWay.delete(file), STAT_REUSE_MS).unref();
  stat.then(forget, forget);
  return stat;
}

interface CachedFile { mtimeMs: number; size: number; text: string }
const fileCache = new Map<string, CachedFile>();

/**
 * A built text file (index.html, a manifest, a remote's server chunk), re-read
 * only when it changes on disk: a redeploy replaces it. Null when it is missing.
 */
export async function readCached(file: string): Promise<string | null> {
  try {
    const { mtimeMs, size } = await statShared(file);
    const cached = fileCache.get(file);
    if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached.text;
    const text = await fs.readFile(file, 'utf8');
    fileCache.set(file, { mtimeMs, size, text });
    return text;
  } catch {
    return null;
  }
}
