import type { Server } from '@hapi/hapi';
import type { RemotesConfig } from '@plotwise/contracts';
import { REMOTES } from '../../../../remotes.config.cjs';

/** A remote's live release as its folder on the site: `/remotes/catalog/3f9a1c2b7d0e/`. */
export const releaseBasePath = (basePath: string, version: string) => `${basePath}${version}/`;

/**
 * Which release of each remote is live, as the database says (`remote_live`):
 * read at start and then every `releases.pollMs`, one small query, so every
 * API process serves a promote or a rollback within a few seconds without a
 * restart. A remote with no live release is served from its `dist/` folder.
 */
export class LiveReleases {
  private live = new Map<string, string>();
  /** The live versions in one string (`catalog@3f9a…,tools@…`): part of each kept page's key. */
  private current = '';
  private list: { from: RemotesConfig; signature: string; remotes: RemotesConfig } | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly server: Server) {}

  get signature(): string {
    return this.current;
  }

  /** The live version of a remote, by its id (`catalog`); undefined while its `dist/` is what is served. */
  versionOf(remoteId: string): string | undefined {
    return this.live.get(remoteId);
  }

  /** The remotes list the site serves now: each remote with a live release pointed at that release's folder. */
  remotes(): RemotesConfig {
    const from = this.server.app.config.remotes;
    if (this.list?.from === from && this.list.signature === this.current) return this.list.remotes;
    const remotes = {
      ...from,
      remotes: from.remotes.map((descriptor) => {
        const registered = REMOTES.find((remote) => remote.name === descriptor.name);
        const version = registered && this.live.get(registered.id);
        return registered && version ? { ...descriptor, entry: `${releaseBasePath(registered.basePath, version)}mf-manifest.json` } : descriptor;
      }),
    };
    this.list = { from, signature: this.current, remotes };
    return remotes;
  }

  /** Reads the live releases now; true when they changed. */
  async refresh(): Promise<boolean> {
    const rows: { remote: string; version: string }[] = await this.server.app.knex('remote_live').select('remote', 'version').orderBy('remote');
    const signature = rows.map((row) => `${row.remote}@${row.version}`).join(',');
    if (signature === this.current) return false;
    this.live = new Map(rows.map((row) => [row.remote, row.version]));
    this.current = signature;
    this.server.log(['info', 'releases'], { msg: 'Live releases changed', live: signature || '(the dist folders)' });
    return true;
  }

  start(): void {
    const poll = () => {
      this.timer = setTimeout(() => {
        this.refresh()
          .catch((error: Error) => this.server.log(['warn', 'releases'], { msg: 'Could not read the live releases; serving the ones known', error: error.message }))
          .finally(() => {
            if (this.timer) poll();
          });
      }, this.server.app.config.releases.pollMs);
      this.timer.unref();
    };
    poll();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
