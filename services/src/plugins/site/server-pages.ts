import type { Request, ResponseObject, ResponseToolkit, Server } from '@hapi/hapi';
import type { ServerRenderResult } from '@plotwise/contracts';
import { serverPageFrame } from './index-page';
import { ENCODERS, pageHtml, type KeptEncoding } from './page-bytes';
import { PageCache, pageAddress } from './page-cache';
import type { Variant } from '../releases/live-releases';
import { variantFor } from '../releases/visitor-bucket';
import { PageRenderer, type RenderSkip } from './page-renderer';
import { RenderTurns } from './render-turns';

/**
 * Anonymous HTML may be kept by shared caches for a short while and served
 * stale while they fetch it again; nothing in it depends on a cookie.
 */
export const SERVER_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60';

/**
 * How long past its time a kept page may still be sent while a fresh one is
 * rendered in the background, as the header's stale-while-revalidate lets
 * shared caches do. A change made through the API is never answered stale.
 */
const STALE_FOR_MS = 60_000;

/**
 * Kept pages are rendered again one at a time, each followed by a pause as
 * long as it took, so refreshing takes at most half of the event loop. Pages
 * kept together run out together (a burst of visitors fills the cache in the
 * same few seconds), and rendering them back to back held the loop from the
 * visitors the cache is there to serve (p99 311-346 ms for kept pages in the
 * wave's ten seconds, against 50-87 ms after it); the rest wait their turn
 * and are sent stale meanwhile.
 */
const BACKGROUND_RENDERS_MAX = 1;

/** Why a page is the browser-rendered one: the renderer's reasons, or every render's turn taken. */
type PageSkip = RenderSkip | { reason: 'busy' };

/** How often at most the log says that pages went out browser-rendered for want of a turn. */
const BUSY_WARNING_EVERY_MS = 10_000;

/** A kept page to render again: its cache key and what rendering it takes. */
interface BackgroundRender {
  key: string;
  url: string;
  origin: string;
  indexFile: string;
  pathname: string;
  variant: Variant;
}

/** A rendered page, kept or not: a fresh one is sent the way a kept one is. */
interface RenderedPage {
  status: number;
  html: string;
  expiresAt: number;
  /** Past this it is not sent even stale (see STALE_FOR_MS). */
  usefulUntil: number;
  /** Its HTML's bytes and its compressed copies', for the cache's bound. */
  bytes: number;
  generation: number;
  /** In the cache for the visitors after this one (false: the cache is off, or the data changed while it rendered). */
  kept: boolean;
  /** The HTML compressed, once per encoding a visitor asked for (while it is kept, or while it rendered). */
  encoded: Map<KeptEncoding, Promise<Buffer>>;
}

/**
 * Server-rendered pages for the shell's route: rendering with a time limit,
 * one render at a time per page, a short in-process cache keyed by the site's
 * origin and the page's path and the query parameters it reads (emptied by a
 * change made through the API to what pages show), and the compressed reply.
 */
export class ServerPages {
  private readonly renderer: PageRenderer;
  private readonly cache: PageCache<RenderedPage>;
  /** Renders running now, by cache key, with the generation they began in. */
  private readonly rendering = new Map<string, { generation: number; page: Promise<RenderedPage | null> }>();
  /** Pages being rendered again in the background after their time ran out, or waiting to be, by cache key. */
  private readonly refreshing = new Set<string>();
  /** Background renders waiting for a turn, oldest first. */
  private readonly waiting: BackgroundRender[] = [];
  private backgroundRenders = 0;
  private readonly turns: RenderTurns;
  /** Pages sent browser-rendered for want of a turn since the last warning, and when that was. */
  private busy = { pages: 0, warnedAt: 0 };
  /** Bumped by every successful change through the API to what pages show: cached pages older than it are stale. */
  private generation = 0;

  constructor(private readonly server: Server) {
    this.renderer = new PageRenderer(server, server.app.config);
    this.cache = new PageCache(server.app.config.publicUrl);
    this.turns = new RenderTurns(server);
    server.events.on('response', (request) => {
      const method = request.method.toLowerCase();
      const status = (request.response as ResponseObject | null)?.statusCode ?? 500;
      // A sign-in or an enquiry changes no anonymous page; on a busy site one a second would leave nothing kept.
      const keepsPages = request.route.settings.app?.keepsPublicPages === true;
      if (method !== 'get' && method !== 'head' && status < 400 && !keepsPages) this.generation += 1;
    });
  }

  /** Null: the page is the browser-rendered one (not a server-rendered route, or rendering failed). */
  async reply(request: Pick<Request, 'path' | 'url' | 'server' | 'headers' | 'info' | 'log' | 'state'>, h: Pick<ResponseToolkit, 'response'>, indexFile: string): Promise<ResponseObject | null> {
    const { config } = this.server.app;
    if (!config.serverRender.enabled) return null;
    // A Host header that is no host name gets the browser-rendered page, not a render naming it.
    const address = pageAddress(request);
    if (!address) return null;
    const { origin, url, pathname } = address;
    const variant = variantFor(request);
    const key = `${origin}${url} ${await this.renderer.buildOf(pathname, variant)}`;

    const cached = this.cache.get(key);
    if (cached && cached.generation === this.generation) {
      const now = Date.now();
      if (cached.expiresAt > now) return (await this.respondPage(request, h, key, cached)).header('x-render-cache', 'hit');
      // Out of time but not changed: this visitor gets it at once, the next one a fresh render.
      if (cached.expiresAt + STALE_FOR_MS > now) {
        this.refresh({ key, url, origin, indexFile, pathname, variant });
        return (await this.respondPage(request, h, key, cached)).header('x-render-cache', 'stale');
      }
    }

    const page = await this.renderFresh({ key, url, origin, indexFile, pathname, variant }, (data) => request.log(['warn', 'server-render'], data));
    return page && this.respondPage(request, h, key, page);
  }

  /**
   * A new render of the page, kept unless the cache is off; null when the page
   * is the browser-rendered one (a failure is logged with the remote's name).
   * Visitors who ask for a page while it is being rendered share that render
   * (a link shared in a group, a page just dropped by a change), unless a
   * change came between: one render instead of one each, and none of them
   * sent the browser-rendered page for want of a turn.
   */
  private renderFresh(job: BackgroundRender, warn: (data: object) => void): Promise<RenderedPage | null> {
    const { key } = job;
    const running = this.rendering.get(key);
    if (running && running.generation === this.generation) return running.page;
    const page = this.renderNow(job, warn).finally(() => {
      if (this.rendering.get(key)?.page === page) this.rendering.delete(key);
    });
    this.rendering.set(key, { generation: this.generation, page });
    return page;
  }

  private async renderNow({ key, url, origin, indexFile, pathname, variant }: BackgroundRender, warn: (data: object) => void): Promise<RenderedPage | null> {
    const { config } = this.server.app;
    const generation = this.generation;
    const result = await this.renderWithin(url, pathname, origin, variant, config.serverRender.timeoutMs);
    if ('reason' in result) {
      if (result.reason === 'failed') warn({ msg: 'Server rendering failed; the page is rendered in the browser, or sent stale while kept', remote: result.remote, error: result.error, path: pathname });
      if (result.reason === 'busy') this.warnBusy(warn);
      return null;
    }
    const frame = await serverPageFrame(indexFile, { origin, pathname, url }, config, result, variant.remotes);
    if (!frame) return null;
    return this.keep(key, origin, result, await pageHtml(result, frame), generation);
  }

  /** Counts a page sent without a render for want of a turn; says so in the log now and then, not once a page. */
  private warnBusy(warn: (data: object) => void): void {
    this.busy.pages += 1;
    const now = Date.now();
    if (now - this.busy.warnedAt < BUSY_WARNING_EVERY_MS) return;
    const { concurrency, timeoutMs } = this.server.app.config.serverRender;
    warn({ msg: `Server rendering busy: ${this.busy.pages} page(s) sent to be rendered in the browser, with no turn to render within ${timeoutMs} ms (${concurrency} at a time)` });
    this.busy = { pages: 0, warnedAt: now };
  }

  /**
   * The rendered page, kept unless the cache is off, the data changed while it
   * was rendered, or it is kept out of search results (a "not found", a search
   * of words typed): any text makes such a page, and keeping each would let
   * junk push out the pages visitors come back to.
   */
  private keep(key: string, origin: string, result: ServerRenderResult, html: string, generation: number): RenderedPage {
    const { cacheMs } = this.server.app.config.serverRender;
    const expiresAt = Date.now() + cacheMs;
    const kept = cacheMs > 0 && generation === this.generation && !result.head.noindex && this.cache.keepsFor(origin);
    const page: RenderedPage = {
      status: result.status,
      html,
      expiresAt,
      usefulUntil: expiresAt + STALE_FOR_MS,
      bytes: Buffer.byteLength(html),
      generation,
      kept,
      encoded: new Map(),
    };
    if (kept) this.cache.set(key, page);
    return page;
  }

  /**
   * Renders a kept page again in the background, once however many visitors
   * see it stale meanwhile, and no more than BACKGROUND_RENDERS_MAX at a time.
   */
  private refresh(job: BackgroundRender): void {
    if (this.refreshing.has(job.key)) return;
    this.refreshing.add(job.key);
    this.waiting.push(job);
    this.nextBackgroundRenders();
  }

  private nextBackgroundRenders(): void {
    while (this.backgroundRenders < BACKGROUND_RENDERS_MAX && this.waiting.length > 0) {
      const job = this.waiting.shift()!;
      this.backgroundRenders += 1;
      const started = performance.now();
      void this.renderInBackground(job)
        .catch(() => undefined)
        .finally(() => {
          this.refreshing.delete(job.key);
          setTimeout(() => {
            this.backgroundRenders -= 1;
            this.nextBackgroundRenders();
          }, performance.now() - started).unref();
        });
    }
  }

  private async renderInBackground(job: BackgroundRender): Promise<void> {
    const { key } = job;
    // A visitor may have rendered it afresh while it waited (its stale time ran out).
    const kept = this.cache.get(key);
    if (kept && kept.generation === this.generation && kept.expiresAt > Date.now()) return;
    // A failed render keeps the old page until its stale time ends; the next visitor tries again then.
    await this.renderFresh(job, (data) => this.server.log(['warn', 'server-render'], data));
  }

  /**
   * A page in the encoding the visitor prefers, compressed on its first such
   * visit: a fresh page's first visitor compresses it for the visitors it is
   * kept for, instead of hapi compressing it on the way out and the kept
   * copy being compressed again for the next one.
   */
  private async respondPage(request: Pick<Request, 'info'>, h: Pick<ResponseToolkit, 'response'>, key: string, page: RenderedPage): Promise<ResponseObject> {
    const encoding = request.info.acceptEncoding;
    if (encoding !== 'br' && encoding !== 'gzip') return this.respond(h, page.status, page.html);
    let encoded = page.encoded.get(encoding);
    if (!encoded) {
      encoded = ENCODERS[encoding](page.html, page.kept);
      encoded.then((body) => this.cache.grew(key, page, body.length), () => undefined);
      page.encoded.set(encoding, encoded);
    }
    const body = await encoded.catch(() => null);
    if (!body) {
      page.encoded.delete(encoding);
      return this.respond(h, page.status, page.html);
    }
    // Hapi leaves Vary out for a body it did not compress itself.
    return this.respond(h, page.status, body).compressed(encoding).vary('accept-encoding');
  }

  private respond(h: Pick<ResponseToolkit, 'response'>, status: number, body: string | Buffer): ResponseObject {
    return h
      .response(body)
      .code(status)
      .type('text/html; charset=utf-8')
      // While a canary runs a page depends on the visitor's bucket cookie: no shared cache may keep it.
      .header('cache-control', this.server.app.releases.hasCanary ? 'private, no-cache' : status === 200 ? SERVER_PAGE_CACHE_CONTROL : 'public, max-age=0, s-maxage=10');
  }

  /**
   * The render, or a skip when it fails, takes longer than the limit (it may
   * finish later and warm the remote), or gets no turn to render (below).
   */
  private async renderWithin(url: string, pathname: string, origin: string, variant: Variant, timeoutMs: number): Promise<ServerRenderResult | PageSkip> {
    const owner = this.renderer.ownerOf(pathname);
    if (owner === 'client-only') return { reason: 'client-only' };
    if (!(await this.turns.take(timeoutMs))) return { reason: 'busy' };
    const remote = owner?.name ?? 'shell';
    const rendering = this.renderer.render(url, origin, variant);
    this.turns.holdWhile(rendering, timeoutMs, remote, pathname);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<RenderSkip>((resolve) => {
      timer = setTimeout(() => resolve({ reason: 'failed', remote, error: `no server render within ${timeoutMs} ms` }), timeoutMs);
    });
    try {
      return await Promise.race([rendering, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Renders a page of each server-rendered remote once in the background after
   * start-up, so the first visitors do not wait for the remotes to load.
   */
  warmUp(): void {
    const { config } = this.server.app;
    if (!config.serverRender.enabled) return;
    const origin = config.publicUrl ?? 'http://localhost';
    for (const remote of config.remotes.remotes) {
      const path = remote.routes[0];
      if (remote.serverRendered && !remote.requiresRole && path) void this.renderer.render(path, origin).catch(() => undefined);
    }
  }
}
