import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import type { Server } from '@hapi/hapi';
import {
  findRemoteForPath,
  type RemoteDescriptor,
  type RemotesConfig,
  type ServerApiReply,
  type ServerRemote,
  type ServerRenderRequest,
  type ServerRenderResult,
} from '@plotwise/contracts';
import type { SiteSettings } from './settings';
import type { Variant } from '../releases/live-releases';
import { readCached, statShared } from './cached-file';
import { localRemoteFile, type LocalRemoteFile } from './default-remotes';
import { lookupDistFile } from './dist-files';
import { HostedFiles } from './hosted-files';
import { remoteFolder, type RemoteFolder } from './remote-folders';
import { RemoteManifests, type RemoteManifest as Manifest } from './remote-manifests';

/**
 * The origin under which the server's federation runtime addresses the remotes
 * this server serves itself: their files are read from disk, never fetched.
 */
export const LOCAL_REMOTES_ORIGIN = 'http://plotwise.local';

/** A file of a remote whose code the server may run: never one that requires a role, whatever the list says. */
function serverRenderableFile(urlPath: string): LocalRemoteFile | null {
  const local = localRemoteFile(urlPath);
  return local && local.file !== '' && !local.remote.requiresRole ? local : null;
}

/**
 * Pages whose reads are remembered (the query keys of their last render, a
 * few hundred bytes each), the least recently rendered forgotten first.
 */
const KNOWN_READS_MAX = 2_000;

interface ShellServerBuild {
  render: (request: ServerRenderRequest) => Promise<ServerRenderResult>;
}

/** Why a page is the browser-rendered one instead. */
export type RenderSkip =
  | { reason: 'client-only' }
  | { reason: 'failed'; remote: string; error: string };

/**
 * Renders public pages with the shell's server build (shell/dist/ssr/server.js),
 * which loads the owning remote's server build from the remotes list at run
 * time. Pages of remotes that are not server-rendered (accounts, admin) and
 * every failure fall back to the browser-rendered page; the caller logs.
 */
export class PageRenderer {
  private shell: ShellServerBuild | null = null;
  private readonly remoteManifests: RemoteManifests;
  private readonly hostedFiles: HostedFiles;
  private readonly lastManifests = new Map<string, Manifest>();
  /** The reads of each page's last render, by the rendering build and the page's path and query. */
  private readonly knownReads = new Map<string, unknown[][]>();

  constructor(
    private readonly server: Server,
    private readonly settings: SiteSettings,
  ) {
    this.remoteManifests = server.app.remoteManifests;
    this.hostedFiles = new HostedFiles(server, settings);
    // A release hosted elsewhere is fetched and checked as soon as it is live, not by its first visitor's page.
    server.app.releases.onChange(() => {
      for (const manifest of server.app.releases.hostedManifests()) this.hostedFiles.read(manifest).catch(() => undefined);
    });
  }

  /** The remote a path belongs to, when the server may render it; null for the shell's own pages. */
  ownerOf(pathname: string): RemoteDescriptor | null | 'client-only' {
    const remote = findRemoteForPath(this.settings.remotes.remotes, pathname);
    if (!remote) return null;
    if (remote.requiresRole || !remote.serverRendered) return 'client-only';
    return remote;
  }

  async render(url: string, origin: string, variant: Variant = this.server.app.releases.variant(null)): Promise<ServerRenderResult | RenderSkip> {
    const pathname = new URL(url, 'http://localhost').pathname;
    const owner = this.ownerOf(pathname);
    if (owner === 'client-only') return { reason: 'client-only' };
    const name = owner?.name ?? 'shell';
    try {
      const build = this.loadShell();
      const serverRemote = owner ? await this.serverRemote(owner, variant.remotes) : null;
      // Another build of the page's remote may read differently.
      const readsKey = `${serverRemote ? `${serverRemote.name}@${serverRemote.buildVersion}` : 'shell'} ${url}`;
      const result = await build.render({
        url,
        origin,
        remotes: variant.remotes,
        owner: serverRemote,
        api: (apiPath) => this.api(apiPath),
        readFile: (fileUrl) => this.readLocalFile(fileUrl),
        knownReads: this.knownReads.get(readsKey),
      });
      this.rememberReads(readsKey, result.reads);
      return result;
    } catch (error) {
      return { reason: 'failed', remote: name, error: (error as Error).message?.split('\n')[0] ?? String(error) };
    }
  }

  private rememberReads(key: string, reads: unknown[][] | undefined): void {
    // Most recently rendered last, so the first entry is the one to let go.
    this.knownReads.delete(key);
    if (!reads) return;
    if (this.knownReads.size >= KNOWN_READS_MAX) this.knownReads.delete(this.knownReads.keys().next().value as string);
    this.knownReads.set(key, reads);
  }

  /**
   * The build of the remote that renders a path, as a cache key: a page
   * cached from one build is not served once another is in place.
   */
  async buildOf(pathname: string, variant: Variant): Promise<string> {
    // Every page carries the whole remotes list: a promote or a rollback of any remote retires every kept page.
    // A canary's page is kept apart from the live one's: each is sent only to its own side.
    const live = `${this.server.app.releases.signature} [${variant.key}]`;
    const owner = this.ownerOf(pathname);
    if (owner === null || owner === 'client-only') return live;
    try {
      return `${live} ${(await this.serverRemote(owner, variant.remotes)).buildVersion}`;
    } catch {
      return `${live} unavailable`;
    }
  }

  /**
   * The shell's server build, loaded once: the shell is the host, whose shared
   * libraries every remote uses, so a new shell takes a restart (as a new API
   * does); remotes are swapped while running.
   */
  private loadShell(): ShellServerBuild {
    if (this.shell) return this.shell;
    const file = path.join(this.settings.dist.shell, 'ssr', 'server.js');
    if (!fs.existsSync(file)) throw new Error('The shell has no server build (shell/dist/ssr/server.js).');
    this.shell = createRequire(__filename)(file) as ShellServerBuild;
    return this.shell;
  }

  /** The owner as the runtime loads it: an absolute manifest URL and the build's version. */
  private async serverRemote(remote: RemoteDescriptor, remotes: RemotesConfig): Promise<ServerRemote> {
    const entryUrl = remotes.remotes.find((live) => live.name === remote.name)?.entry ?? remote.entry;
    const local = serverRenderableFile(entryUrl);
    const folder = local ? await this.folderOf(local) : null;
    const hosted = folder ? null : this.server.app.releases.hostedFile(entryUrl);
    let manifest: Manifest | null;
    let entry: string;
    if (folder) {
      const text = await readCached(path.join(folder.dir, folder.file));
      manifest = text === null ? null : this.parsedManifest(text);
      entry = `${LOCAL_REMOTES_ORIGIN}${entryUrl}`;
    } else if (hosted) {
      // A release on another origin: its manifest as checked against the hash recorded at publish.
      manifest = this.parsedManifest((await this.hostedFiles.read(hosted)).text);
      entry = entryUrl;
    } else if (/^https?:\/\//i.test(entryUrl)) {
      // Never longer than a render may take: a silent origin costs this page its server render, not its answer.
      const lookup = await this.remoteManifests.within(entryUrl, this.settings.serverRender.timeoutMs);
      if ('cause' in lookup) throw new Error(`${remote.name}'s manifest at ${entryUrl} could not be read: ${lookup.cause}.`);
      manifest = lookup.manifest;
      entry = entryUrl;
    } else {
      throw new Error(`${remote.name}'s entry ${entryUrl} is neither served here nor an absolute URL.`);
    }
    if (!manifest) throw new Error(`${remote.name} is not built (no manifest at ${entryUrl}).`);
    const serverEntry = manifest.metaData?.ssrRemoteEntry;
    if (!serverEntry) throw new Error(`${remote.name}'s manifest names no server build.`);
    if (folder) {
      // A server build removed after the runtime loaded it must not go on rendering.
      const entryFile = path.join(folder.dir, path.dirname(folder.file), serverEntry.path ?? '', serverEntry.name ?? 'remoteEntry.js');
      const present = await statShared(entryFile).then((stat) => stat.isFile(), () => false);
      if (!present) throw new Error(`${remote.name}'s server build is missing (${path.relative(folder.dir, entryFile)}).`);
    }
    const buildVersion = manifest.metaData?.buildInfo?.buildVersion ?? 'unknown';
    // One build may be published under two versions: the runtime must load the one that is live.
    const release = folder?.version ?? hosted?.version;
    return { name: remote.name, entry, buildVersion: release ? `${buildVersion}@${release}` : buildVersion };
  }

  /**
   * A local manifest's text parsed once: every page asks for its owner's
   * build twice (the cache key, then the render), and the text changes only
   * when the remote is redeployed.
   */
  private parsedManifest(text: string): Manifest {
    if (this.lastManifests.get(text) === undefined) {
      if (this.lastManifests.size >= 16) this.lastManifests.clear();
      this.lastManifests.set(text, JSON.parse(text) as Manifest);
    }
    return this.lastManifests.get(text)!;
  }

  private async folderOf(local: LocalRemoteFile): Promise<RemoteFolder> {
    const folder = await remoteFolder(this.settings, local);
    if (!folder) throw new Error(`${local.remote.package} has no build folder configured.`);
    return folder;
  }

  /**
   * A file of a remote served by this server, read from its build folder or
   * its release's; or of a live release hosted elsewhere, from the checked copy.
   */
  private async readLocalFile(url: string): Promise<{ text: string; directory: string } | undefined> {
    if (!url.startsWith(`${LOCAL_REMOTES_ORIGIN}/`)) {
      const hosted = this.server.app.releases.hostedFile(url);
      return hosted ? this.hostedFiles.read(hosted) : undefined;
    }
    const local = serverRenderableFile(new URL(url).pathname);
    if (!local) throw new Error(`The server does not load ${url}.`);
    const folder = await this.folderOf(local);
    const found = await lookupDistFile(folder.dir, folder.file, { sourceMaps: false });
    if (found.kind !== 'file') throw new Error(`${url} is missing.`);
    const text = await readCached(found.path);
    if (text === null) throw new Error(`${url} is missing.`);
    return { text, directory: path.dirname(found.path) };
  }

  /** A GET answered in-process, as an anonymous visitor: what the page shows is public. */
  private async api(apiPath: string): Promise<ServerApiReply> {
    if (!apiPath.startsWith('/api/')) return { status: 404, body: { message: 'Not an API path' } };
    const response = await this.server.inject({ method: 'GET', url: apiPath, remoteAddress: '127.0.0.1' });
    let body: unknown = null;
    try {
      body = response.payload ? JSON.parse(response.payload) : null;
    } catch {
      body = { message: response.payload };
    }
    return { status: response.statusCode, body };
  }
}
