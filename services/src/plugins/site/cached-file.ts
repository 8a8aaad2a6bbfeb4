import type { Stats } from 'node:fs';
import fs from 'node:fs/promises';

const statsUnderWay = new Map<string, Promise<Stats>>();

/**
 * fs.stat, with the requests for one file made while a stat of it is under way
 * answered by that one: under load every page asks about the same few built
 * files at once, and the answer is as fresh as a new stat would be.
 */
export function statShared(file: string): Promise<Stats> {
  const underWay = statsUnderWay.get(file);
  if (underWay) return underWay;
  const stat = fs.stat(file).finally(() => statsUnderWay.delete(file));
  statsUnderWay.set(file, stat);
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
