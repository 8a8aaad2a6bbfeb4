// Public pages before and as their code arrives: the home page's search works
// from the server-rendered form alone, robots.txt and sitemap.xml come from the
// database, and the browser hydrates every public page without an API call or a
// mismatch.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { BlogPostSummary, ProjectSummary } from '@plotwise/contracts';
import { HTML_ONLY } from '../support/browser';
import { useJourney } from '../support/journey';
import { decode, demoFeaturedAndPost, fetchPage, publicPages } from '../support/server-rendering';

let featured: ProjectSummary;
let post: BlogPostSummary;

const journey = useJourney({
  before: async () => {
    ({ featured, post } = await demoFeaturedAndPost(journey));
  },
});

const get = (path: string, headers?: Record<string, string>) => fetchPage(journey, path, headers);
const PUBLIC_PAGES = () => publicPages(featured, post);

describe('before the code arrives', () => {
  it('searches from the home page with the server-rendered form alone', async () => {
    const { context, page } = await journey.newPage({ mobile: true, javaScript: false });
    await page.goto(`${journey.url}/`, HTML_ONLY);
    await page.locator('#hero-location').fill('Pune');
    await page.getByRole('button', { name: 'Search Plots' }).click();
    await page.waitForURL(/\/listings\?location=Pune$/, HTML_ONLY);
    assert.equal(await page.locator('h1').first().innerText(), 'Plots in Pune');
    assert.ok((await page.locator('[data-testid="project-card"]').count()) > 0, 'the server listed the matching projects');

    await page.goto(`${journey.url}/`, HTML_ONLY);
    await page.getByRole('button', { name: 'Commercial' }).click();
    await page.waitForURL(/\/listings\?location=&projectType=commercial$/, HTML_ONLY);
    assert.ok((await page.locator('[data-testid="project-card"]').count()) > 0, 'a quick search by type lists projects');
    await context.close();
  });

  it("shows the home page's carousels a card at a time on a phone and three on a desktop", async () => {
    for (const [mobile, perWindow] of [[true, 1], [false, 3]] as const) {
      const { context, page } = await journey.newPage({ mobile, javaScript: false });
      await page.goto(`${journey.url}/`, HTML_ONLY);
      const carousels = page.locator('[aria-roledescription="carousel"]');
      assert.ok((await carousels.count()) > 0, 'the home page has carousels');
      for (const carousel of await carousels.all()) {
        await carousel.scrollIntoViewIfNeeded();
        const frame = (await carousel.boundingBox())!;
        const slide = (await carousel.locator('[aria-roledescription="slide"]').first().boundingBox())!;
        // The window's width shared by the cards and the 16 px gaps between them.
        assert.ok(Math.abs(slide.width - (frame.width - (perWindow - 1) * 16) / perWindow) < 2, `${perWindow} per window: a card ${slide.width} px in ${frame.width} px`);
      }
      await context.close();
    }
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('keep search engines out of accounts, admin and the API, and point them at the sitemap', async () => {
    const robots = await get('/robots.txt');
    assert.equal(robots.status, 200);
    for (const path of ['/api/', '/admin', '/dashboard', '/login', '/wishlist']) assert.match(robots.html, new RegExp(`^Disallow: ${path}$`, 'm'));
    assert.match(robots.html, /^Allow: \/api\/files\/$/m);
    assert.match(robots.html, new RegExp(`^Sitemap: ${journey.url}/sitemap.xml$`, 'm'));
  });

  it('list every public project, city and post with when it last changed', async () => {
    const sitemap = await get('/sitemap.xml');
    assert.equal(sitemap.status, 200);
    assert.match(sitemap.headers.get('content-type') ?? '', /^application\/xml/);
    const urls = [...sitemap.html.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map((match) => ({ loc: decode(match[1]!), lastmod: match[2] }));
    const locs = urls.map((url) => url.loc);
    assert.ok(locs.includes(`${journey.url}/`));
    assert.ok(locs.includes(`${journey.url}/projects/${featured.id}`));
    assert.ok(locs.includes(`${journey.url}/blog/${post.slug}`));
    assert.ok(locs.includes(`${journey.url}/city?location=Pune`));
    const project = urls.find((url) => url.loc === `${journey.url}/projects/${featured.id}`);
    assert.ok(project?.lastmod && !Number.isNaN(Date.parse(project.lastmod)), 'a project has its lastmod');
    const publicCount = ((await (await fetch(`${journey.url}/api/projects?pageSize=1`)).json()) as { total: number }).total;
    assert.equal(locs.filter((loc) => /\/projects\/\d+$/.test(loc)).length, publicCount, 'every public project, and nothing else');
  });
});

describe('hydration', () => {
  it("lets a phone load the page's pictures before the code that makes it interactive", async () => {
    const { context, page } = await journey.newPage({ mobile: true });
    const scripts: { url: string; requestedAt: number }[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push({ url: request.url(), requestedAt: Date.now() });
    });
    const html = await (await fetch(`${journey.url}/projects/${featured.id}`)).text();
    assert.ok(!/<link rel="preload"[^>]*as="script"/.test(html), 'no script is preloaded ahead of the pictures');
    assert.match(html, /<script type="application\/json" id="plotwise-preloads">\[\{"href":"\/remotes\/catalog\//, 'the remote files are listed for later');

    await page.goto(`${journey.url}/projects/${featured.id}`);
    const loadedAt = await page.evaluate(() => performance.timeOrigin + performance.getEntriesByType('navigation')[0]!.toJSON().loadEventStart);
    const early = scripts.filter((script) => !/\/main\.[0-9a-f]+\.js$/.test(new URL(script.url).pathname) && script.requestedAt < loadedAt - 5);
    assert.deepEqual(early.map((script) => new URL(script.url).pathname), [], 'only the small entry script starts before the page has loaded');
    assert.ok(scripts.length > 3, 'the code does load afterwards');
    await context.close();
  });

  it('takes over every public page with no API call for the first screen and no mismatch', async () => {
    // A screen and a phone side by side: most of each visit is waiting for the network to settle.
    const takeOver = async (mobile: boolean) => {
      const { context, page } = await journey.newPage({ mobile });
      const problems: string[] = [];
      const reads: string[] = [];
      // A picture linked from another site (a CSV import may name one) is that site's to serve;
      // the page shows its placeholder instead. Everything of this site's must load.
      const elsewhere = (url: string) => url !== '' && !url.startsWith(journey.url);
      page.on('console', (message) => {
        if (elsewhere(message.location().url)) return;
        if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      // Which file failed, when one does (leaving a page aborts its pending requests: not a failure).
      page.on('requestfailed', (request) => {
        const reason = request.failure()?.errorText ?? '';
        if (!reason.includes('ERR_ABORTED') && !elsewhere(request.url())) problems.push(`request failed: ${request.url()} (${reason})`);
      });
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        // The session, this browser's confirmed phone, pictures and a project page's view count (a write once it shows) are not the first screen's data.
        const notData = ['/api/auth/me', '/api/inquiries/phone-status'].includes(pathname) || pathname.startsWith('/api/files/') || /^\/api\/projects\/\d+\/views$/.test(pathname);
        if (pathname.startsWith('/api/') && !notData) reads.push(pathname);
      });
      for (const { path, heading } of PUBLIC_PAGES()) {
        problems.length = 0;
        reads.length = 0;
        // The session is read once the page is hydrated (the server's HTML is anonymous).
        const session = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/me');
        await page.goto(`${journey.url}${path}`, { waitUntil: 'networkidle' });
        await session;
        await page.locator('[data-remote]').first().waitFor({ state: 'attached' });
        assert.ok((await page.locator('h1').first().innerText()).length > 0, path);
        assert.deepEqual(problems, [], `${path} (${mobile ? 'phone' : 'desktop'}) hydrated cleanly`);
        assert.deepEqual(reads, [], `${path} made no API call for its first screen`);
        assert.ok((await page.content()).includes(heading) || path.startsWith('/city'), path);
      }
      await context.close();
    };
    await Promise.all([takeOver(false), takeOver(true)]);
  });
});
