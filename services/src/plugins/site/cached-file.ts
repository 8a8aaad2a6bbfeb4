import fs from 'node:fs/promises';

interface CachedFile { mtimeMs: number; size: number; text: string }
const fileCache = new Map<string, CachedFile>();

/**
 * A built text file (index.html, a manifest, a remote's server chunk), re-read
 * only when it changes on disk: a redeploy replaces it. Null when it is missing.
 */
export async function readCached(file: string): Promise<string | null> {
  try {
    const { mtimeMs, size } = await fs.stat(file);
    const cached = fileCache.get(file);
    if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached.text;
    const text = await fs.readFile(file, 'utf8');
    fileCache.set(file, { mtimeMs, size, text });
    return text;
  } catch {
    return null;
  }
}
