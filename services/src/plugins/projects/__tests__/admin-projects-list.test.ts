/** The admin hub's list of every project: search, filters, sorting, pages, and one project whole. */
import { CATALOG_TEXTS } from '@plotwise/contracts';
import { Project } from '../../../db/models';
import { insertProject } from '../../../../test/support/fixtures';
import { bodyOf as body, projectHub } from '../../../../test/support/project-hub';
import { messageOf as message, useTestApp } from '../../../../test/support/test-app';

const app = useTestApp({ signInAdmin: true });
const { list } = projectHub(app);

describe('GET /api/admin/projects', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    await Project.query().delete();
    const at = (day: number) => new Date(Date.UTC(2024, 0, day));
    ids = {
      alpha: (await insertProject({ title: 'Alpha Fields', city: 'Nashik', state: 'Maharashtra', location: 'Gangapur Road', status: 'upcoming', startingPrice: 900_000, createdAt: at(1) })).id,
      bravo: (await insertProject({ title: 'Bravo Greens', city: 'Mysuru', state: 'Karnataka', projectType: 'commercial', startingPrice: null, createdAt: at(2) })).id,
      charlie: (await insertProject({ title: 'Charlie Acres', city: 'Pune', state: 'Maharashtra', projectType: 'agricultural', status: 'ready', approvalStatus: 'pending', startingPrice: 4_000_000, createdAt: at(3) })).id,
      delta: (await insertProject({ title: 'Delta Heights', city: 'Kochi', state: 'Kerala', approvalStatus: 'rejected', startingPrice: 1_500_000, createdAt: at(4) })).id,
    };
  });

  type ListBody = { items: { id: number; title: string; approvalStatus: string; version: number }[]; total: number; page: number; pageSize: number; overallTotal: number };
  const titles = async (query: string) => body<ListBody>(await list(query)).items.map((item) => item.title);

  it('lists every project whatever its approval status, newest first, with the counts', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const result = body<ListBody>(response);
    expect(result).toMatchObject({ total: 4, overallTotal: 4, page: 1, pageSize: 12 });
    expect(result.items.map((item) => item.title)).toEqual(['Delta Heights', 'Charlie Acres', 'Bravo Greens', 'Alpha Fields']);
    expect(result.items[1]).toMatchObject({ approvalStatus: 'pending', version: 1 });
  });

  it('searches title, city and state (any case, every word), not the locality', async () => {
    expect(await titles('?search=greens')).toEqual(['Bravo Greens']);
    expect(await titles('?search=NASHIK')).toEqual(['Alpha Fields']);
    expect(await titles('?search=maharashtra')).toEqual(['Charlie Acres', 'Alpha Fields']);
    expect(await titles('?search=acres%20pune')).toEqual(['Charlie Acres']);
    expect(await titles('?search=gangapur')).toEqual([]);
    expect(await titles('?search=100%25')).toEqual([]);
  });

  it('filters by status, type and approval status, and says how many of how many', async () => {
    expect(await titles('?status=ready')).toEqual(['Charlie Acres']);
    expect(await titles('?projectType=commercial')).toEqual(['Bravo Greens']);
    expect(await titles('?approvalStatus=rejected')).toEqual(['Delta Heights']);
    expect(await titles('?status=all&projectType=all&approvalStatus=all')).toHaveLength(4);
    const filtered = body<ListBody>(await list('?search=maharashtra'));
    expect(filtered).toMatchObject({ total: 2, overallTotal: 4 });
  });

  it('sorts by date created, title and price in both directions (price on request last either way)', async () => {
    expect(await titles('?sortBy=createdAt&sortOrder=asc')).toEqual(['Alpha Fields', 'Bravo Greens', 'Charlie Acres', 'Delta Heights']);
    expect(await titles('?sortBy=title&sortOrder=asc')).toEqual(['Alpha Fields', 'Bravo Greens', 'Charlie Acres', 'Delta Heights']);
    expect(await titles('?sortBy=title&sortOrder=desc')).toEqual(['Delta Heights', 'Charlie Acres', 'Bravo Greens', 'Alpha Fields']);
    expect(await titles('?sortBy=startingPrice&sortOrder=asc')).toEqual(['Alpha Fields', 'Delta Heights', 'Charlie Acres', 'Bravo Greens']);
    expect(await titles('?sortBy=startingPrice&sortOrder=desc')).toEqual(['Charlie Acres', 'Delta Heights', 'Alpha Fields', 'Bravo Greens']);
  });

  it('pages on the server, with the counts on a page past the end too', async () => {
    const second = body<ListBody>(await list('?pageSize=3&page=2'));
    expect(second).toMatchObject({ total: 4, overallTotal: 4, page: 2, pageSize: 3 });
    expect(second.items.map((item) => item.title)).toEqual(['Alpha Fields']);
    const beyond = body<ListBody>(await list('?pageSize=3&page=9&search=alpha'));
    expect(beyond).toMatchObject({ items: [], total: 1, overallTotal: 4 });
    expect(body<ListBody>(await list('?pageSize=1000')).pageSize).toBe(60);
  });

  it.each([
    ['?sortBy=price', 'sortBy must be one of: createdAt, title, city, startingPrice'],
    ['?sortOrder=up', 'sortOrder must be one of: asc, desc'],
    ['?status=completed', 'status must be one of: all, upcoming, ongoing, ready'],
    ['?approvalStatus=maybe', 'approvalStatus must be one of: all, pending, approved, rejected, withdrawn'],
    ['?page=0', 'page must be a positive whole number'],
    ['?adminId=1', 'Unknown field: adminId'],
    ['?search=a&search=b', 'search may be given only once'],
  ])('refuses %s with 400', async (query, expected) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(message(response)).toBe(expected);
  });

  it('gives one project of any approval status, whole, with its version; 404 when missing', async () => {
    const response = await app.inject({ url: `/api/admin/projects/${ids.charlie}`, headers: { cookie: app.adminCookie } });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toMatchObject({ id: ids.charlie, approvalStatus: 'pending', version: 1, amenities: ['Garden'], submitterName: null });
    const missing = await app.inject({ url: '/api/admin/projects/999999', headers: { cookie: app.adminCookie } });
    expect(missing.statusCode).toBe(404);
    expect(message(missing)).toBe(CATALOG_TEXTS.projectNotFound);
  });
});
