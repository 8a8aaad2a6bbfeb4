import type { Server } from '@hapi/hapi';
import type { SiteSettings } from './settings';
import { corsProblem, fetchFrom } from '../releases/remote-fetch';

/** What a remote's mf-manifest.json tells the server: its build, its Node entry, its browser entry and route chunks. */
export interface RemoteManifest {
  metaData?: {
    buildInfo?: { buildVersion?: string };
    remoteEntry?: { name?: string; path?: string };
    ssrRemoteEntry?: { path?: string; name?: string };
  };
  exposes?: { name: string; assets?: { js?: { sync?: string[] } } }[];
}

export type ManifestLookup = { manifest: RemoteManifest } | { cause: string };

/** How long a manifest of another origin, or the reason it could not be read, is remembered before it is fetched again. */
export const REMOTE_MANIFEST_TTL_MS = 5_000;

/**
 * Manifests of remotes on other origins, fetched with REMOTE_FETCH_TIMEOUT_MS
 * and remembered for a few seconds, failures too, so a remote that is down
 * costs one fetch per few seconds, not one per page. A failure is logged once
 * when it is found, with what happened (the timeout, the HTTP status, the
 * refused connection, a reply that is no JSON).
 */
export class RemoteManifests {
  private readonly known = new Map<string, { lookup: ManifestLookup; fetchedAt: number; pending?: Promise<ManifestLookup>; startedAt?: number }>();

  constructor(
    private readonly server: Server,
    private readonly serverRender: Pick<SiteSettings['serverRender'], 'remoteFetchTimeoutMs'>,
  ) {}

  async get(url: string): Promise<ManifestLookup> {
    const cached = this.known.get(url);
    if (cached?.pending) return cached.pending;
    if (cached && Date.now() - cached.fetchedAt < REMOTE_MANIFEST_TTL_MS) return cached.lookup;
    const pending = this.fetch(url).then((lookup) => {
      this.known.set(url, { lookup, fetchedAt: Date.now() });
      return lookup;
    });
    this.known.set(url, { lookup: cached?.lookup ?? { cause: 'not fetched yet' }, fetchedAt: cached?.fetchedAt ?? 0, pending, startedAt: Date.now() });
    return pending;
  }

  /**
   * The manifest if it is known or arrives within `waitMs` of the fetch's start
   * (a page that already waited for it, in its server render, does not wait
   * again); otherwise the page goes on without it, and the fetch continues.
   */
  async within(url: string, waitMs: number): Promise<ManifestLookup> {
    const startedAt = this.known.get(url)?.startedAt;
    if (startedAt !== undefined && this.known.get(url)?.pending) waitMs = Math.max(0, startedAt + waitMs - Date.now());
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<ManifestLookup>((resolve) => {
      timer = setTimeout(() => resolve({ cause: `not fetched within ${waitMs} ms` }), waitMs);
    });
    try {
      return await Promise.race([this.get(url), late]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async fetch(url: string): Promise<ManifestLookup> {
    const { publicUrl } = this.server.app.shared;
    const timeoutMs = this.serverRender.remoteFetchTimeoutMs;
    // Asked as the site's pages ask, so a reply browsers would refuse is said in the log.
    const fetched = await fetchFrom(url, timeoutMs, publicUrl ?? undefined);
    const cors = fetched.ok && publicUrl ? corsProblem(url, publicUrl, fetched.headers) : null;
    if (cors) this.server.log(['warn', 'remotes'], { msg: "Browsers on the site cannot load a remote's manifest; the server renders it, the browser will not", url, cause: cors });
    let lookup: ManifestLookup;
    if (!fetched.ok) lookup = { cause: fetched.cause };
    else {
      try {
        lookup = { manifest: JSON.parse(fetched.body.toString('utf8')) as RemoteManifest };
      } catch {
        lookup = { cause: 'the reply is not JSON' };
      }
    }
    if ('cause' in lookup) {
      this.server.log(['warn', 'remotes'], { msg: "A remote's manifest on another origin could not be read; its pages are rendered in the browser", url, cause: lookup.cause, retryAfterMs: REMOTE_MANIFEST_TTL_MS });
    }
    return lookup;
  }
}
