import { useTestApp } from '../../../../test/support/test-app';
import { SITEMAP_URLS_PER_FILE } from '../sitemap-service';

const app = useTestApp();
const APPROVED = SITEMAP_URLS_PER_FILE + 1;

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
const projectIds = (urls: string[]) => urls.map((url) => /\/projects\/(\d+)$/.exec(url)?.[1]).filter((id): id is string => id !== undefined).map(Number);

/** A generated catalogue past one sitemap file's limit, and a few projects the public must not see. */
beforeAll(async () => {
  await app.knex.raw(
    `insert into projects (title, description, location, city, state, total_area, area_unit, project_type, status, approval_status)
     select 'Generated Plot ' || g, 'A generated project.', 'Wakad', 'Pune', 'Maharashtra', 2, 'acres', 'residential', 'ongoing',
            case when g <= ? then 'approved' else 'pending' end
     from generate_series(1, ?) as g`,
    [APPROVED, APPROVED + 3],
  );
}, 120_000);

describe('sitemap.xml with more addresses than one file holds', () => {
  it('is an index of files that together list every public project once, and nothing else', async () => {
    const index = await app.inject('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.payload).toContain('<sitemapindex');
    const files = locs(index.payload).map((loc) => new URL(loc).pathname);
    expect(files).toEqual(['/sitemaps/1.xml', '/sitemaps/2.xml']);

    const listed: string[] = [];
    for (const file of files) {
      const part = await app.inject(file);
      expect(part.statusCode).toBe(200);
      expect(part.headers['content-type']).toMatch(/^application\/xml/);
      const urls = locs(part.payload);
      expect(urls.length).toBeLessThanOrEqual(SITEMAP_URLS_PER_FILE);
      listed.push(...urls);
    }
    const ids = projectIds(listed);
    const approved = (await app.knex('projects').where('approvalStatus', 'approved').pluck('id')) as number[];
    expect(ids.length).toBe(APPROVED);
    expect(new Set(ids)).toEqual(new Set(approved));
    expect(listed).toContain(`${new URL(listed[0]!).origin}/city?location=Pune`);
  }, 60_000);

  it('answers 404 past the last file and for a name that is no file', async () => {
    for (const path of ['/sitemaps/3.xml', '/sitemaps/0.xml', '/sitemaps/one.xml', '/sitemaps/1.xml.gz']) {
      expect((await app.inject(path)).statusCode).toBe(404);
    }
  });
});
