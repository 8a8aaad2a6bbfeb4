import fs from 'node:fs/promises';
import path from 'node:path';
import { findRemoteForPath, type RemoteDescriptor, type RemotesConfig } from '@plotwise/contracts';
import type { Config } from '../../config';

/** Where the shell finds the remotes configuration in the page (read by shell/src/features/remotes/use-remotes.ts). */
export const INLINE_REMOTES_ID = 'plotwise-remotes';

/** Locally served remotes: `/remotes/<short name>/` is that package's dist folder. */
const LOCAL_REMOTE_PREFIX = /^\/remotes\/(catalog|tools|accounts|admin)\/(.*)$/;

interface CachedFile { mtimeMs: number; text: string }
const fileCache = new Map<string, CachedFile>();

/** A small text file, re-read only when it changes on disk (a redeploy replaces it). */
async function readCached(file: string): Promise<string | null> {
  try {
    const { mtimeMs } = await fs.stat(file);
    const cached = fileCache.get(file);
    if (cached && cached.mtimeMs === mtimeMs) return cached.text;
    const text = await fs.readFile(file, 'utf8');
    fileCache.set(file, { mtimeMs, text });
    return text;
  } catch {
    return null;
  }
}

interface ManifestExpose { name: string; assets?: { js?: { sync?: string[] } } }

/**
 * The files a visit to the remote's routes will fetch first: its manifest, its
 * entry and the `routes` module's own chunks. Read from the remote's manifest
 * when this server serves the remote itself; otherwise just the entry.
 */
async function remoteStartFiles(remote: RemoteDescriptor, config: Config): Promise<{ href: string; as: 'fetch' | 'script' }[]> {
  const local = LOCAL_REMOTE_PREFIX.exec(remote.entry);
  if (!remote.entry.endsWith('.json')) return [{ href: remote.entry, as: 'script' }];
  const files: { href: string; as: 'fetch' | 'script' }[] = [{ href: remote.entry, as: 'fetch' }];
  if (!local) return files;
  const [, short, manifestPath] = local as unknown as [string, keyof Config['dist'], string];
  const base = `/remotes/${short}/${path.posix.dirname(manifestPath) === '.' ? '' : `${path.posix.dirname(manifestPath)}/`}`;
  const text = await readCached(path.join(config.dist[short], manifestPath));
  if (!text) return files;
  try {
    const manifest = JSON.parse(text) as { metaData?: { remoteEntry?: { name?: string; path?: string } }; exposes?: ManifestExpose[] };
    const entry = manifest.metaData?.remoteEntry;
    if (entry?.name) files.push({ href: `${base}${entry.path ? `${entry.path}/` : ''}${entry.name}`, as: 'script' });
    const routes = manifest.exposes?.find((expose) => expose.name === 'routes');
    for (const chunk of routes?.assets?.js?.sync ?? []) files.push({ href: `${base}${chunk}`, as: 'script' });
  } catch {
    // A manifest being replaced mid-read: the page works without hints.
  }
  return files;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/** JSON inside <script>: no `</script>` or `<!--` can end the element early. */
const escapeScriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The shell's index.html for one visit: the remotes configuration inline (the
 * shell need not fetch /remotes.json before it can start), and preload hints for
 * the files of the remote that owns the path, so they download in parallel with
 * the shell instead of one after another. The admin remote is never hinted: it is
 * served only to admin sessions and loaded only after the shell checks one.
 */
export async function renderIndexPage(indexFile: string, pathname: string, config: Config): Promise<string | null> {
  const html = await readCached(indexFile);
  if (html === null) return null;
  const remotes: RemotesConfig = config.remotes;
  const owner = findRemoteForPath(remotes.remotes, pathname);
  const hints = owner && !owner.requiresRole ? await remoteStartFiles(owner, config) : [];
  const head = [
    `<script type="application/json" id="${INLINE_REMOTES_ID}">${escapeScriptJson(remotes)}</script>`,
    ...hints.map((hint) =>
      hint.as === 'fetch'
        ? `<link rel="preload" href="${escapeAttribute(hint.href)}" as="fetch" crossorigin>`
        : `<link rel="preload" href="${escapeAttribute(hint.href)}" as="script">`,
    ),
  ].join('');
  return html.replace('</head>', `${head}</head>`);
}
