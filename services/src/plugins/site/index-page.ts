import path from 'node:path';
import { DEFERRED_PRELOADS_ID, INLINE_REMOTES_ID, PAGE_STATE_ID, type PreloadHint, findRemoteForPath, type RemoteDescriptor, type RemotesConfig, type ServerPageHead } from '@plotwise/contracts';
import type { SiteSettings } from './settings';
import { readCached } from './cached-file';
import { localRemoteFile } from './default-remotes';
import { remoteFolder } from './remote-folders';
import type { RemoteManifest, RemoteManifests } from './remote-manifests';

/** The browser entry and the `routes` module's first chunks a manifest names, as addresses under `base`. */
function manifestStartFiles(manifest: RemoteManifest, base: (file: string) => string): PreloadHint[] {
  const files: PreloadHint[] = [];
  const entry = manifest.metaData?.remoteEntry;
  if (entry?.name) files.push({ href: base(`${entry.path ? `${entry.path}/` : ''}${entry.name}`), as: 'script' });
  const routes = manifest.exposes?.find((expose) => expose.name === 'routes');
  for (const chunk of routes?.assets?.js?.sync ?? []) files.push({ href: base(chunk), as: 'script' });
  return files;
}

/**
 * The files a visit to the remote's routes will fetch first: its manifest, its
 * entry and the `routes` module's own chunks, read from the remote's manifest,
 * on this server's disk or (a remote on another origin) as last fetched.
 */
async function remoteStartFiles(remote: RemoteDescriptor, settings: SiteSettings, manifests: RemoteManifests): Promise<PreloadHint[]> {
  // Locally served remotes: `/remotes/<id>/` is that package's dist folder, `/remotes/<id>/<version>/` a release.
  const local = localRemoteFile(remote.entry);
  if (!remote.entry.endsWith('.json')) return [{ href: remote.entry, as: 'script' }];
  const files: PreloadHint[] = [{ href: remote.entry, as: 'fetch' }];
  if (/^https?:\/\//i.test(remote.entry)) {
    // A slow or silent origin never holds the page longer than a server render may take.
    const lookup = await manifests.within(remote.entry, settings.serverRender.timeoutMs);
    return 'manifest' in lookup ? [...files, ...manifestStartFiles(lookup.manifest, (file) => new URL(file, remote.entry).href)] : files;
  }
  const folder = local && (await remoteFolder(settings, local));
  if (!local || !folder) return files;
  const manifestPath = local.file;
  const base = `${local.remote.basePath}${path.posix.dirname(manifestPath) === '.' ? '' : `${path.posix.dirname(manifestPath)}/`}`;
  const text = await readCached(path.join(folder.dir, folder.file));
  if (!text) return files;
  try {
    files.push(...manifestStartFiles(JSON.parse(text) as RemoteManifest, (file) => `${base}${file}`));
  } catch {
    // A manifest being replaced mid-read: the page works without hints.
  }
  return files;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
/** JSON inside <script>: no `</script>` or `<!--` can end the element early. */
const escapeScriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * What every page's head gets: the remotes configuration inline (the shell
 * need not fetch /remotes.json before it can start), and the files of the
 * remote that owns the path, so they download in parallel with the shell
 * instead of one after another. A browser-rendered page preloads them at
 * once; a server-rendered page is already on screen, so they are listed for
 * the shell to ask for once the page's pictures are in
 * (`shell/src/start-after-load.ts`). The admin remote is never named: it is
 * served only to admin sessions and loaded only after the shell checks one.
 */
async function siteHead(pathname: string, settings: SiteSettings, remotes: RemotesConfig, hints: 'preload' | 'deferred', manifests: RemoteManifests): Promise<string> {
  const owner = findRemoteForPath(remotes.remotes, pathname);
  const files = owner && !owner.requiresRole ? await remoteStartFiles(owner, settings, manifests) : [];
  return [
    `<script type="application/json" id="${INLINE_REMOTES_ID}">${escapeScriptJson(remotes)}</script>`,
    ...(hints === 'deferred'
      ? [`<script type="application/json" id="${DEFERRED_PRELOADS_ID}">${escapeScriptJson(files)}</script>`]
      : files.map((hint) =>
          hint.as === 'fetch'
            ? `<link rel="preload" href="${escapeAttribute(hint.href)}" as="fetch" crossorigin>`
            : `<link rel="preload" href="${escapeAttribute(hint.href)}" as="script">`,
        )),
  ].join('');
}

/** The shell's index.html for one visit, rendered in the browser. */
export async function renderIndexPage(indexFile: string, pathname: string, settings: SiteSettings, remotes: RemotesConfig, manifests: RemoteManifests): Promise<string | null> {
  const html = await readCached(indexFile);
  if (html === null) return null;
  return html.replace('</head>', `${await siteHead(pathname, settings, remotes, 'preload', manifests)}</head>`);
}

/**
 * The head tags of a server-rendered page: title, description, canonical URL,
 * previews, JSON-LD. A page kept out of search results names its canonical
 * only when that is another page (a search's is the whole list).
 */
function pageHeadTags(head: ServerPageHead, ownUrl: string): string {
  const { canonicalUrl } = head;
  const { title } = head;
  const tags = [
    `<title>${escapeText(title)}</title>`,
    head.description ? `<meta name="description" content="${escapeAttribute(head.description)}">` : '',
    head.noindex ? '<meta name="robots" content="noindex">' : '',
    !head.noindex || canonicalUrl !== ownUrl ? `<link rel="canonical" href="${escapeAttribute(canonicalUrl)}">` : '',
    `<meta property="og:site_name" content="${escapeAttribute(head.siteName)}">`,
    `<meta property="og:type" content="${escapeAttribute(head.type ?? 'website')}">`,
    `<meta property="og:title" content="${escapeAttribute(title)}">`,
    head.description ? `<meta property="og:description" content="${escapeAttribute(head.description)}">` : '',
    `<meta property="og:url" content="${escapeAttribute(canonicalUrl)}">`,
    '<meta property="og:locale" content="en_IN">',
    head.image ? `<meta property="og:image" content="${escapeAttribute(head.image)}">` : '',
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeAttribute(title)}">`,
    head.description ? `<meta name="twitter:description" content="${escapeAttribute(head.description)}">` : '',
    head.image ? `<meta name="twitter:image" content="${escapeAttribute(head.image)}">` : '',
    ...(head.jsonLd ?? []).map((item) => `<script type="application/ld+json">${escapeScriptJson(item)}</script>`),
  ];
  return tags.join('');
}

/** A server-rendered page in two parts, around the streamed inside of #root. */
export interface ServerPageFrame {
  before: string;
  after: string;
}

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * The shell's index.html around a server render: the page's own head (its
 * title and description replace the generic ones), the styles of what was
 * rendered, and after #root the reads the browser hydrates from.
 */
export async function serverPageFrame(
  indexFile: string,
  address: { origin: string; pathname: string; url: string },
  settings: SiteSettings,
  page: { head: ServerPageHead; styleTags: string; stateJson: string },
  remotes: RemotesConfig,
  manifests: RemoteManifests,
): Promise<ServerPageFrame | null> {
  const html = await readCached(indexFile);
  if (html === null || !html.includes(ROOT_ELEMENT)) return null;
  const head = `${pageHeadTags(page.head, `${address.origin}${address.url}`)}${await siteHead(address.pathname, settings, remotes, 'deferred', manifests)}${page.styleTags}`;
  const framed = html
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    // The page is there without JavaScript: no "needs JavaScript" notice.
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
    .replace('</head>', `${head}</head>`);
  const [before, after] = framed.split(ROOT_ELEMENT) as [string, string];
  return {
    before: `${before}<div id="root">`,
    after: `</div><script type="application/json" id="${PAGE_STATE_ID}">${page.stateJson}</script>${after}`,
  };
}
