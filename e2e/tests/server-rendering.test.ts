// Public pages arrive rendered: the first screen, its head and its status are
// in the HTML, the same for everybody, and a change made through the API shows
// on the next visit.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CATALOG_SCREEN_TEXTS, CATALOG_TEXTS, BLOG_TEXTS, type BlogPostSummary, type ProjectCreatedResponse, type ProjectSummary } from '@plotwise/contracts';
import { useJourney } from '../support/journey';
import { canonicalOf, decode, demoFeaturedAndPost, fetchPage, jsonLdOf, metaName, metaProperty, publicPages, rootOf, titleOf } from '../support/server-rendering';

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
    ({ featured, post } = await demoFeaturedAndPost(journey));
  },
});

const get = (path: string, headers?: Record<string, string>) => fetchPage(journey, path, headers);
const PUBLIC_PAGES = () => publicPages(featured, post);

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
