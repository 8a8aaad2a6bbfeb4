import type { Request, ResponseObject, ResponseToolkit, Server } from '@hapi/hapi';
import { BackgroundRefresh } from './background-refresh';
import { BusyWarnings } from './busy-warnings';
import { ContentChanges } from './content-changes';
import { serverPageFrame } from './index-page';
import { KeptPages, type RenderedPage } from './kept-pages';
import { renderWithinLimit, type PageToRender } from './limited-render';
import { pageHtml } from './page-bytes';
import { pageAddress } from './page-cache';
import { PageRenderer } from './page-renderer';
import { replyWithPage } from './page-reply';
import { RenderTurns } from './render-turns';
import { SharedRenders } from './shared-renders';
import { variantFor } from '../releases/visitor-bucket';
import type { SiteSettings } from './settings';
import { warmUpRemotes } from './warm-up';

/** A page to render, with its cache key and the shell's index.html it goes into. */
interface PageJob extends PageToRender {
  key: string;
  indexFile: string;
}

/**
 * Server-rendered pages for the shell's route: a kept page while it is fresh
 * (or stale, refreshed in the background), else a render with a time limit,
 * shared by the visitors asking at once, then the compressed reply.
 */
export class ServerPages {
  private readonly renderer: PageRenderer;
  private readonly changes: ContentChanges;
  private readonly keptPages: KeptPages;
  private readonly sharedRenders = new SharedRenders<RenderedPage | null>();
  private readonly backgroundRefresh = new BackgroundRefresh();
  private readonly turns: RenderTurns;
  private readonly busyWarnings: BusyWarnings;

  constructor(
    private readonly server: Server,
    private readonly settings: SiteSettings,
  ) {
    this.renderer = new PageRenderer(server, settings);
    this.changes = new ContentChanges(server);
    this.keptPages = new KeptPages(server.app.shared.publicUrl, settings.serverRender, this.changes);
    this.turns = new RenderTurns(server, settings.serverRender);
    this.busyWarnings = new BusyWarnings(settings.serverRender);
  }

  /** Null: the page is the browser-rendered one (not a server-rendered route, or rendering failed). */
  async reply(request: Pick<Request, 'path' | 'url' | 'server' | 'headers' | 'info' | 'log' | 'state'>, h: Pick<ResponseToolkit, 'response'>, indexFile: string): Promise<ResponseObject | null> {
    if (!this.settings.serverRender.enabled) return null;
    // A Host header that is no host name gets the browser-rendered page, not a render naming it.
    const address = pageAddress(request);
    if (!address) return null;
    const { origin, url, pathname } = address;
    const variant = variantFor(request);
    const job: PageJob = { key: `${origin}${url} ${await this.renderer.buildOf(pathname, variant)}`, url, origin, indexFile, pathname, variant };

    const kept = this.keptPages.lookup(job.key);
    if (kept?.state === 'fresh') return (await this.respond(request, h, job.key, kept.page)).header('x-render-cache', 'hit');
    if (kept?.state === 'stale') {
      // Out of time but not changed: this visitor gets it at once, the next one a fresh render.
      this.backgroundRefresh.schedule(job.key, () => this.refresh(job));
      return (await this.respond(request, h, job.key, kept.page)).header('x-render-cache', 'stale');
    }

    const page = await this.renderShared(job, (data) => request.log(['warn', 'server-render'], data));
    return page && this.respond(request, h, job.key, page);
  }

  /** Renders a page of each server-rendered remote once in the background after start-up. */
  warmUp(): void {
    warmUpRemotes({ ...this.settings, publicUrl: this.server.app.shared.publicUrl }, this.renderer);
  }

  /**
   * A new render of the page (or the one running for it already), kept unless
   * the cache is off; null when the page is the browser-rendered one (a
   * failure is logged with the remote's name).
   */
  private renderShared(job: PageJob, warn: (data: object) => void): Promise<RenderedPage | null> {
    return this.sharedRenders.join(job.key, this.changes.current, () => this.renderNow(job, warn));
  }

  private async renderNow(job: PageJob, warn: (data: object) => void): Promise<RenderedPage | null> {
    const { settings } = this;
    const { key, url, origin, indexFile, pathname, variant } = job;
    const changesSeen = this.changes.current;
    const result = await renderWithinLimit(this.renderer, this.turns, job, settings.serverRender.timeoutMs);
    if ('reason' in result) {
      if (result.reason === 'failed') warn({ msg: 'Server rendering failed; the page is rendered in the browser, or sent stale while kept', remote: result.remote, error: result.error, path: pathname });
      if (result.reason === 'busy') this.busyWarnings.count(warn);
      return null;
    }
    const frame = await serverPageFrame(indexFile, { origin, pathname, url }, settings, result, variant.remotes, this.server.app.remoteManifests);
    if (!frame) return null;
    return this.keptPages.keep(key, origin, result, await pageHtml(result, frame), changesSeen);
  }

  /** A stale page rendered again in its background turn, unless a visitor rendered it afresh while it waited. */
  private async refresh(job: PageJob): Promise<void> {
    if (this.keptPages.lookup(job.key)?.state === 'fresh') return;
    // A failed render keeps the old page until its stale time ends; the next visitor tries again then.
    await this.renderShared(job, (data) => this.server.log(['warn', 'server-render'], data));
  }

  private respond(request: Pick<Request, 'info'>, h: Pick<ResponseToolkit, 'response'>, key: string, page: RenderedPage): Promise<ResponseObject> {
    return replyWithPage(request, h, page, {
      hasCanary: this.server.app.releases.hasCanary,
      grew: (bytes) => this.keptPages.grew(key, page, bytes),
    });
  }
}
