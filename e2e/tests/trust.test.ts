// Trust and identity: the legal pages are real, server-rendered pages; the
// company the footer, About and the legal pages name is the configured one;
// Home, About and Services quote the same figures, and those the data can
// give agree with the API; a listing's badge says what was checked.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { CityStats, CompanyDetails, Page, ProjectSummary } from '@plotwise/contracts';
import { screenshot, watchForProblems } from '../support/browser';
import { useJourney } from '../support/journey';

const journey = useJourney();

const LEGAL_PAGES = [
  { path: '/privacy', heading: 'Privacy Policy', section: 'Your rights as a Data Principal' },
  { path: '/terms', heading: 'Terms of Service', section: 'What "RERA Verified" means' },
  { path: '/listing-terms', heading: 'Listing Terms', section: 'Removal of misleading listings' },
] as const;

const api = async <T>(path: string): Promise<T> => (await fetch(`${journey.url}${path}`)).json() as Promise<T>;

const decode = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&').replace(/<!-- -->/g, '');

describe('trust and identity', () => {
  it('serves the three legal pages rendered on the server, each with its own title, and the configured company', async () => {
    const company = await api<CompanyDetails>('/api/company');
    for (const { path, heading, section } of LEGAL_PAGES) {
      const response = await fetch(`${journey.url}${path}`);
      assert.equal(response.status, 200, path);
      const html = decode(await response.text());
      assert.match(html, new RegExp(`<h1[^>]*>${heading}</h1>`), `${path} has its heading in the HTML`);
      assert.ok(html.includes(section), `${path} has its text in the HTML`);
      assert.match(html, new RegExp(`<title>${heading} \\| Plotwise</title>`), `${path} has its own title`);
      assert.match(html, /<meta name="description" content="[^"]{40,}"/, `${path} has a description`);
      assert.ok(html.includes(company.cin), `${path} names the company's CIN`);
      assert.ok(!html.includes('Coming Soon'), `${path} is no placeholder`);
    }
    const privacy = decode(await (await fetch(`${journey.url}/privacy`)).text());
    assert.ok(privacy.includes(company.grievanceOfficer.email) && privacy.includes(company.registeredOffice), 'the grievance officer and the address to write to');
  });

  for (const mobile of [true, false]) {
    it(`reads the legal pages on a ${mobile ? 'phone' : 'desktop'}, reached from the footer`, async () => {
      const { context, page } = await journey.newPage({ mobile });
      const problems = watchForProblems(page);
      await page.goto(`${journey.url}/`);
      const legal = page.getByRole('navigation', { name: 'Legal' });
      for (const { path, heading } of LEGAL_PAGES) {
        await legal.getByRole('link', { name: heading }).click();
        await page.waitForURL(`${journey.url}${path}`);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        assert.equal(await page.title(), `${heading} | Plotwise`);
        await page.getByText('Last updated:').waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, `${path} must not scroll sideways (overflow ${overflow}px)`);
        await screenshot(page, `legal${path.replace('/', '-')}-${mobile ? 'mobile' : 'desktop'}`);
      }
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  it('quotes the same figures on Home, About and Services, counted from the API', async () => {
    const cities = await api<CityStats[]>('/api/cities');
    const projects = cities.reduce((sum, city) => sum + city.projectCount, 0);
    const total = await api<Page<ProjectSummary>>('/api/projects?pageSize=1');
    assert.equal(projects, total.total, 'the cities list and the projects list count the same public projects');
    const expected = { projects: projects.toLocaleString('en-IN'), cities: String(cities.length) };

    const { context, page } = await journey.newPage();
    const seen: Record<string, string>[] = [];
    for (const path of ['/', '/about', '/services']) {
      // In the server's HTML already, and the same once the page runs.
      const html = decode(await (await fetch(`${journey.url}${path}`)).text());
      assert.match(html, new RegExp(`data-figure="projects"[^>]*>.*?${expected.projects}`, 's'), `${path} has the count in its HTML`);
      await page.goto(`${journey.url}${path}`);
      const figures = page.getByTestId('site-figures');
      await figures.waitFor();
      const values = await figures.evaluate((list) =>
        Object.fromEntries([...list.querySelectorAll<HTMLElement>('[data-figure]')].map((item) => [item.dataset.figure!, item.querySelector('dd, strong')?.textContent ?? ''])));
      assert.equal(values.projects, expected.projects, `${path} projects`);
      assert.equal(values.cities, expected.cities, `${path} cities`);
      seen.push(values);
      if (path === '/') await page.getByText(`${expected.projects} projects across ${expected.cities} cities`).waitFor();
      await screenshot(page, `figures${path === '/' ? '-home' : path.replace('/', '-')}`);
    }
    assert.deepEqual(seen[1], seen[0], 'About quotes what Home quotes');
    assert.deepEqual(seen[2], seen[0], 'Services quotes what Home quotes');
    for (const gone of ['500+', '200+', '5000+']) {
      assert.equal(await page.getByText(gone, { exact: true }).count(), 0, `${gone} is gone`);
    }
    await context.close();
  });

  it('names the company in the footer and says what a badge means on the project page', async () => {
    const company = await api<CompanyDetails>('/api/company');
    const listed = await api<Page<ProjectSummary>>('/api/projects?pageSize=100');
    const unverified = listed.items.find((project) => !project.verified);
    const verified = listed.items.find((project) => project.verified);
    assert.ok(unverified && verified, 'the demo data has verified and unverified projects');

    const { context, page } = await journey.newPage({ mobile: true });
    await page.goto(`${journey.url}/projects/${unverified.id}`);
    const note = page.getByTestId('verification-note');
    await note.getByText('Listed by its owner or agent').waitFor();
    await screenshot(page, 'verification-not-verified-mobile');
    await note.getByRole('link', { name: 'What we check' }).click();
    await page.waitForURL(`${journey.url}/terms#verification`);
    await page.getByRole('heading', { name: 'What "RERA Verified" means' }).waitFor();

    await page.goto(`${journey.url}/projects/${verified.id}`);
    await page.getByTestId('verification-note').getByText('visited the site').waitFor();

    const registration = page.getByTestId('company-registration');
    await registration.scrollIntoViewIfNeeded();
    for (const fact of [company.legalName, company.cin, company.grievanceOfficer.email]) await registration.getByText(fact, { exact: false }).first().waitFor();
    assert.equal(await page.getByRole('contentinfo').getByText('Every listing checked by our team').count(), 0);
    await context.close();
  });
});
