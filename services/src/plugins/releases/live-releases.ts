import type { Server } from '@hapi/hapi';
import type { RemotesConfig } from '@plotwise/contracts';
import { REMOTES } from '../../../../remotes.config.cjs';
import type { HostedRelease } from './hosted-release';
import type { ReleasesSettings } from './settings';

/** A remote's live release as its folder on the site: `/remotes/catalog/3f9a1c2b7d0e/`. */
export const releaseBasePath = (basePath: string, version: string) => `${basePath}${version}/`;

/**
 * Which release of each remote is live, as the database says (`remote_live`):
 * read at start and then every `releases.pollMs`, one small query, so every
 * API process serves a promote or a rollback within a few seconds without a
 * restart. A remote with no live release is served from its `dist/` folder.
 */
/** Which remotes' canaries a page was made with: `catalog` or '' (the live releases); part of a kept page's key. */
/** A file of a live (or canary) release hosted on another origin, with the sha256 recorded when it was published. */
export interface HostedFile {
  remote: string;
  version: string;
  release: HostedRelease;
  /** Its path in the release's folder: `ssr/remoteEntry.js`. */
  file: string;
}

export interface Variant {
  key: string;
  remotes: RemotesConfig;
}

const hostedList = (byKey: Map<string, HostedRelease>): Omit<HostedFile, 'file'>[] =>
  [...byKey].map(([key, release]) => ({ remote: key.slice(0, key.indexOf('@')), version: key.slice(key.indexOf('@') + 1), release }));

export class LiveReleases {
  private live = new Map<string, string>();
  /** Each running canary, by remote id: its release and the share of visitors (bucket below `percent`) sent to it. */
  private canaries = new Map<string, { version: string; percent: number }>();
  /** The live versions and canaries in one string (`catalog@3f9a…~v2:30,tools@…`): part of each kept page's key. */
  private current = '';
  /** The live and canary releases hosted on other origins, by `<remote>@<version>`. */
  private hosted = new Map<string, HostedRelease>();
  private lists: { from: RemotesConfig; signature: string; byVariant: Map<string, RemotesConfig> } | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly listeners: (() => void)[] = [];

  constructor(
    private readonly server: Server,
    private readonly settings: Pick<ReleasesSettings, 'remotes' | 'releases'>,
  ) {}

  get signature(): string {
    return this.current;
  }

  /** True while any remote runs a canary: only then does a page depend on the visitor's bucket. */
  get hasCanary(): boolean {
    return this.canaries.size > 0;
  }

  /** The live version of a remote, by its id (`catalog`); undefined while its `dist/` is what is served. */
  versionOf(remoteId: string): string | undefined {
    return this.live.get(remoteId);
  }

  /** The releases a visitor in `bucket` (0-99) gets; null: no bucket, the live ones. */
  variant(bucket: number | null): Variant {
    const canaries = bucket === null ? [] : [...this.canaries].filter(([, canary]) => bucket < canary.percent).map(([remote]) => remote);
    const key = canaries.sort().join(',');
    return { key, remotes: this.remotes(key) };
  }

  /** The remotes list the site serves: each remote with a live release (or its canary, in the variant) pointed at that release's folder. */
  remotes(variantKey = ''): RemotesConfig {
    const from = this.settings.remotes;
    if (this.lists?.from !== from || this.lists.signature !== this.current) this.lists = { from, signature: this.current, byVariant: new Map() };
    const known = this.lists.byVariant.get(variantKey);
    if (known) return known;
    const onCanary = new Set(variantKey.split(','));
    const remotes = {
      ...from,
      remotes: from.remotes.map((descriptor) => {
        const registered = REMOTES.find((remote) => remote.name === descriptor.name);
        if (!registered) return descriptor;
        const version = onCanary.has(registered.id) ? this.canaries.get(registered.id)?.version : this.live.get(registered.id);
        if (!version) return descriptor;
        const hosted = this.hosted.get(`${registered.id}@${version}`);
        return { ...descriptor, entry: `${hosted ? hosted.url : releaseBasePath(registered.basePath, version)}mf-manifest.json` };
      }),
    };
    this.lists.byVariant.set(variantKey, remotes);
    return remotes;
  }

  /** Called after the live releases change (a promote, rollback or canary seen by this process). */
  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** The live and canary releases hosted elsewhere, each with its manifest's place: what the server fetches ahead of the first page. */
  hostedManifests(): HostedFile[] {
    return [...this.hosted].map(([key, release]) => ({ remote: key.slice(0, key.indexOf('@')), version: key.slice(key.indexOf('@') + 1), release, file: 'mf-manifest.json' }));
  }

  /** The origins the live and canary releases hosted elsewhere are on: the pages' scripts come from there too. */
  hostedOrigins(): string[] {
    return [...new Set([...this.hosted.values()].map((release) => new URL(release.url).origin))].sort();
  }

  /** The live or canary release hosted elsewhere that a URL is a file of; null for any other URL. */
  hostedFile(url: string): HostedFile | null {
    for (const [key, release] of this.hosted) {
      if (!url.startsWith(release.url)) continue;
      const at = key.indexOf('@');
      return { remote: key.slice(0, at), version: key.slice(at + 1), release, file: decodeURIComponent(new URL(url).pathname.slice(new URL(release.url).pathname.length)) };
    }
    return null;
  }

  /** Reads the live releases now; true when they changed. */
  async refresh(): Promise<boolean> {
    const rows = await this.liveRows();
    const signature = rows.map((row) => `${row.remote}@${row.version}${row.canaryVersion ? `~${row.canaryVersion}:${row.canaryPercent}` : ''}`).join(',');
    if (signature === this.current) return false;
    this.hosted = await this.hostedOf(rows);
    this.live = new Map(rows.map((row) => [row.remote, row.version]));
    this.canaries = new Map(rows.filter((row) => row.canaryVersion).map((row) => [row.remote, { version: row.canaryVersion!, percent: row.canaryPercent ?? 0 }]));
    this.current = signature;
    this.server.log(['info', 'releases'], { msg: 'Live releases changed', live: signature || '(the dist folders)' });
    for (const listener of this.listeners) listener();
    return true;
  }

  /** The live and canary releases hosted elsewhere as the database says now: another process may have promoted one this one has not read yet. */
  async hostedInDatabase(): Promise<Omit<HostedFile, 'file'>[]> {
    return hostedList(await this.hostedOf(await this.liveRows()));
  }

  /** The live and canary releases hosted elsewhere that this process serves now. */
  hostedServed(): Omit<HostedFile, 'file'>[] {
    return hostedList(this.hosted);
  }

  private liveRows(): Promise<{ remote: string; version: string; canaryVersion: string | null; canaryPercent: number | null }[]> {
    return this.server.app.knex('remote_live').select('remote', 'version', 'canary_version', 'canary_percent').orderBy('remote');
  }

  /** The hosted ones among the live and canary releases, by `<remote>@<version>`. */
  private async hostedOf(rows: { remote: string; version: string; canaryVersion: string | null }[]): Promise<Map<string, HostedRelease>> {
    const serving = rows.flatMap((row) => [[row.remote, row.version], ...(row.canaryVersion ? [[row.remote, row.canaryVersion]] : [])]);
    const hostedRows: { remote: string; version: string; metadata: { hosted?: HostedRelease } }[] = serving.length
      ? await this.server.app.knex('remote_releases').whereIn(['remote', 'version'], serving).select('remote', 'version', 'metadata')
      : [];
    return new Map(hostedRows.filter((row) => row.metadata.hosted).map((row) => [`${row.remote}@${row.version}`, row.metadata.hosted!]));
  }

  start(): void {
    const poll = () => {
      this.timer = setTimeout(() => {
        this.refresh()
          .catch((error: Error) => this.server.log(['warn', 'releases'], { msg: 'Could not read the live releases; serving the ones known', error: error.message }))
          .finally(() => {
            if (this.timer) poll();
          });
      }, this.settings.releases.pollMs);
      this.timer.unref();
    };
    poll();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
