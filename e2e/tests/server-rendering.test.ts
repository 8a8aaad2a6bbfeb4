// Public pages arrive rendered: the first screen, its head and its status are
// in the HTML; the browser hydrates it without an API call or a mismatch; the
// pages search engines read (robots.txt, sitemap.xml) come from the database.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CATALOG_SCREEN_TEXTS, CATALOG_TEXTS, BLOG_TEXTS, type BlogPostSummary, type Page, type ProjectCreatedResponse, type ProjectSummary } from '@plotwise/contracts';
import { useJourney } from '../support/journey';

interface Fetched {
  status: number;
  html: string;
  headers: Headers;
}

let adminCookie = '';
let pendingProjectId = 0;
const pendingTitle = `Pending Meadows ${Date.now()}`;
let featured: ProjectSummary;
let post: BlogPostSummary;

const journey = useJourney({
  before: async () => {
    const login = await fetch(`${journey.url}/api/auth/admin-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: journey.url },
      body: JSON.stringify({ username: process.env.ADMIN_USERNAME ?? 'admin', password: process.env.ADMIN_PASSWORD ?? 'admin123' }),
    });
    adminCookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const created = await fetch(`${journey.url}/api/projects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: journey.url, cookie: adminCookie },
      body: JSON.stringify({
        title: pendingTitle,
        description: 'A project waiting for approval, which visitors must not find.',
        projectType: 'residential',
        location: 'Wagholi',
        city: 'Pune',
        state: 'Maharashtra',
        totalArea: 4,
        areaUnit: 'acres',
        status: 'upcoming',
        approvalStatus: 'pending',
      }),
    });
    assert.equal(created.status, 201, await created.clone().text());
    pendingProjectId = ((await created.json()) as ProjectCreatedResponse).project.id;
    const featuredProjects = (await (await fetch(`${journey.url}/api/projects/featured`)).json()) as ProjectSummary[];
    const posts = ((await (await fetch(`${journey.url}/api/blog-posts`)).json()) as Page<BlogPostSummary>).items;
    assert.ok(featuredProjects[0] && posts[0], 'the demo data has featured projects and posts');
    [featured, post] = [featuredProjects[0], posts[0]];
  },
});

async function get(path: string, headers: Record<string, string> = {}): Promise<Fetched> {
  const response = await fetch(`${journey.url}${path}`, { headers, redirect: 'manual' });
  return { status: response.status, html: await response.text(), headers: response.headers };
}

const decode = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

function headTag(html: string, pattern: RegExp): string | undefined {
  const head = html.slice(0, html.indexOf('</head>'));
  const match = pattern.exec(head);
  return match?.[1] === undefined ? undefined : decode(match[1]);
}

const titleOf = (html: string) => headTag(html, /<title>([^<]*)<\/title>/);
const metaProperty = (html: string, property: string) => headTag(html, new RegExp(`<meta property="${property}" content="([^"]*)"`));
const metaName = (html: string, name: string) => headTag(html, new RegExp(`<meta name="${name}" content="([^"]*)"`));
const canonicalOf = (html: string) => headTag(html, /<link rel="canonical" href="([^"]*)"/);

/** The inside of #root: what the server rendered. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  assert.ok(start >= 0, 'the page has its root element');
  return html.slice(start, html.indexOf('<script type="application/json" id="plotwise-state"'));
}

function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
}

/** Public routes and a heading each one's first screen shows. */
const PUBLIC_PAGES = (): { path: string; heading: string }[] => [
  { path: '/', heading: 'Find your plot across India' },
  { path: '/listings', heading: CATALOG_SCREEN_TEXTS.listingsHeading },
  { path: '/listings?city=Pune&sortBy=price-low&page=1', heading: 'Plots in Pune' },
  { path: `/projects/${featured.id}`, heading: featured.title },
  { path: '/city?location=Pune', heading: 'Pune' },
  { path: '/blog', heading: 'Plotwise Blog' },
  { path: `/blog/${post.slug}`, heading: post.title },
  { path: '/loan-calculator', heading: 'Home Loan EMI Calculator' },
  { path: '/services', heading: 'Real estate services, from first call to registration' },
  { path: '/about', heading: 'About Us' },
  { path: '/careers', heading: 'Build the most trusted way to buy land in India' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/submit-property', heading: 'Submit Your Plot' },
];

describe('server-rendered pages', () => {
  it('arrive with their first screen in the HTML, their own title and a canonical address', async () => {
    for (const { path, heading } of PUBLIC_PAGES()) {
      const page = await get(path);
      assert.equal(page.status, 200, path);
      assert.match(page.headers.get('content-type') ?? '', /^text\/html/);
      const root = decode(rootOf(page.html).replace(/<!-- -->/g, ''));
      assert.match(root, /<h1[^>]*>/, `${path} has its heading in the HTML`);
      assert.ok(root.includes(heading), `${path} shows "${heading}" in the HTML`);
      assert.ok(page.html.includes('id="plotwise-state"'), `${path} carries its reads for hydration`);
      assert.ok(!page.html.includes('Plotwise needs JavaScript'), `${path} needs no JavaScript to be read`);
      assert.ok(canonicalOf(page.html)?.startsWith(journey.url), `${path} names its canonical address`);
      assert.ok(titleOf(page.html)?.endsWith('Plotwise') || titleOf(page.html)?.startsWith('Plotwise'), `${path} has the site's title form`);
    }
  });

  it('give a project link a preview: its name, price and picture, and a listing search engines read', async () => {
    const project = (await (await fetch(`${journey.url}/api/projects/${featured.id}`)).json()) as { title: string; startingPrice: number | null; city: string };
    // Shared as /listings/{id}: the canonical address is /projects/{id}.
    const page = await get(`/listings/${featured.id}`);
    assert.equal(page.status, 200);
    assert.equal(titleOf(page.html), `${project.title} | Plotwise`);
    assert.equal(canonicalOf(page.html), `${journey.url}/projects/${featured.id}`);
    assert.equal(metaProperty(page.html, 'og:title'), `${project.title} | Plotwise`);
    assert.match(metaProperty(page.html, 'og:description') ?? '', /₹/);
    assert.equal(metaName(page.html, 'twitter:card'), 'summary_large_image');
    const image = metaProperty(page.html, 'og:image');
    // A demo project's picture is stored as an upload is, so its preview is the 1200×630 crop.
    assert.ok(image?.startsWith(`${journey.url}/api/files/`) && image.endsWith('/social.jpg'), `the link-preview crop: ${image}`);
    const picture = await fetch(image!);
    assert.equal(picture.status, 200);
    assert.equal(picture.headers.get('content-type'), 'image/jpeg');

    const [listing, trail] = jsonLdOf(page.html);
    assert.equal(listing?.['@type'], 'RealEstateListing');
    assert.equal(listing?.name, project.title);
    // Search engines are given the pictures themselves, not drawings (another journey in the
    // same lane may have given the project an uploaded PNG).
    const pictures = listing?.image as string[];
    assert.ok(pictures.length > 0, 'the listing names its pictures');
    for (const url of pictures) {
      assert.match((await fetch(url, { method: 'HEAD' })).headers.get('content-type') ?? '', /^image\/(jpeg|png|webp)$/, `${url} is a photo`);
    }
    assert.deepEqual((listing?.offers as Record<string, unknown>)?.price, project.startingPrice);
    assert.equal((listing?.offers as Record<string, unknown>)?.priceCurrency, 'INR');
    assert.equal(((listing?.contentLocation as Record<string, unknown>)?.address as Record<string, unknown>)?.addressCountry, 'IN');
    assert.equal(trail?.['@type'], 'BreadcrumbList');
    assert.equal((trail?.itemListElement as unknown[]).length, 3);
  });

  it('describe the company and its search on the home page, and posts as articles', async () => {
    const home = await get('/');
    const types = jsonLdOf(home.html).map((item) => item['@type']);
    assert.deepEqual(types, ['Organization', 'WebSite']);
    const site = jsonLdOf(home.html)[1]!;
    const action = site.potentialAction as { target: { urlTemplate: string } };
    assert.equal(action.target.urlTemplate, `${journey.url}/listings?search={search_term_string}`);

    const article = await get(`/blog/${post.slug}`);
    const [posting] = jsonLdOf(article.html);
    assert.equal(posting?.['@type'], 'BlogPosting');
    assert.equal(posting?.headline, post.title);
    assert.equal(metaProperty(article.html, 'og:type'), 'article');
  });

  it('answer 404 with the not-found page for what is not there, and never 500 for a bad query', async () => {
    const missing = [
      { path: '/no-such-page', text: '404 Page Not Found' },
      { path: '/projects/987654321', text: CATALOG_TEXTS.projectNotFound },
      { path: `/projects/${pendingProjectId}`, text: CATALOG_TEXTS.projectNotFound },
      { path: '/projects/not-a-number', text: CATALOG_TEXTS.projectNotFound },
      { path: '/blog/no-such-post', text: BLOG_TEXTS.postNotFound },
      { path: '/city?location=Atlantis', text: 'No projects found in Atlantis at the moment.' },
      { path: '/listings?page=100000', text: CATALOG_SCREEN_TEXTS.listingsHeading },
    ];
    for (const { path, text } of missing) {
      const page = await get(path);
      assert.equal(page.status, 404, path);
      assert.ok(decode(rootOf(page.html)).includes(text), `${path} shows "${text}"`);
      assert.equal(metaName(page.html, 'robots'), 'noindex', `${path} is kept out of search results`);
    }
    for (const path of ['/listings?minPrice=abc&maxPrice=-5&page=-1&sortBy=%3Cscript%3E', '/listings?page=1e9999&search=%00', '/blog?page=%FF', '/city?location=%E0%A4']) {
      const page = await get(path);
      assert.ok(page.status < 500, `${path} answered ${page.status}`);
    }
  });

  it('are the same for everybody, so they may be cached, and private pages are not', async () => {
    const anonymous = await get('/about');
    const signedIn = await get('/about', { cookie: adminCookie });
    const strip = (html: string) => html.replace(/"dehydratedAt":\d+|"dataUpdatedAt":\d+/g, '');
    assert.equal(strip(signedIn.html), strip(anonymous.html), 'a session cookie changes nothing in the HTML');
    assert.equal(signedIn.headers.get('set-cookie'), null);
    assert.match(anonymous.headers.get('cache-control') ?? '', /^public, .*s-maxage=\d+.*stale-while-revalidate/);
    const dashboard = await get('/dashboard', { cookie: adminCookie });
    assert.equal(dashboard.headers.get('cache-control'), 'no-cache');
    assert.ok(!dashboard.html.includes('plotwise-state'), 'account pages are rendered in the browser');
    const admin = await get('/admin', { cookie: adminCookie });
    assert.ok(!admin.html.includes('plotwise-state'), 'the admin portal is never rendered on the server');
  });

  it('show a change made through the API on the next visit, not a cached page', async () => {
    const before = await get(`/projects/${pendingProjectId}`);
    assert.equal(before.status, 404);
    const approved = await fetch(`${journey.url}/api/admin/projects/${pendingProjectId}/approve`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', origin: journey.url, cookie: adminCookie },
      body: '{}',
    });
    assert.ok(approved.status < 300, await approved.clone().text());
    // Rendered from the reads its not-found page made, and whatever the project's page reads besides.
    const after = await get(`/projects/${pendingProjectId}`);
    assert.equal(after.status, 200);
    assert.ok(decode(rootOf(after.html)).includes(pendingTitle), 'the project is on the first screen');
    assert.equal(jsonLdOf(after.html).find((item) => item['@type'] === 'RealEstateListing')?.name, pendingTitle);
    assert.ok(!decode(rootOf(after.html)).includes(CATALOG_TEXTS.projectNotFound));
  });
});

describe('before the code arrives', () => {
  it('searches from the home page with the server-rendered form alone', async () => {
    const { context, page } = await journey.newPage({ mobile: true, javaScript: false });
    await page.goto(`${journey.url}/`);
    await page.locator('#hero-location').fill('Pune');
    await page.getByRole('button', { name: 'Search Plots' }).click();
    await page.waitForURL(/\/listings\?location=Pune$/);
    assert.equal(await page.locator('h1').first().innerText(), 'Plots in Pune');
    assert.ok((await page.locator('[data-testid="project-card"]').count()) > 0, 'the server listed the matching projects');

    await page.goto(`${journey.url}/`);
    await page.getByRole('button', { name: 'Commercial' }).click();
    await page.waitForURL(/\/listings\?location=&projectType=commercial$/);
    assert.ok((await page.locator('[data-testid="project-card"]').count()) > 0, 'a quick search by type lists projects');
    await context.close();
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
