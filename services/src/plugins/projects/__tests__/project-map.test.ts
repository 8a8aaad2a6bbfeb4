import type { ServerInjectResponse } from '@hapi/hapi';
import { COORDINATE_TEXTS, PROJECT_CSV_COLUMNS, PROJECT_MAP_MARKER_LIMIT, payloadToCsvRecord, projectMapMarkerLimit, toCsv, type AdminProjectPayload, type ProjectListResponse, type ProjectMapResponse } from '@plotwise/contracts';
import { Project } from '../../../db/models';
import { insertProject, insertUser, sessionCookieFor } from '../../../../test/support/fixtures';
import { multipart } from '../../../../test/support/multipart';
import { plansWithOnlyIndex, statementsOf, type PlanNode } from '../../../../test/support/index-plans';
import { useTestApp } from '../../../../test/support/test-app';

const app = useTestApp({ signInAdmin: true });

const body = <T>(response: ServerInjectResponse) => JSON.parse(response.payload) as T;
const message = (response: ServerInjectResponse) => body<{ message: string }>(response).message;

// Two in Pune (Hinjewadi, Wagholi), one in Mumbai (Panvel), one pending in Pune, one not pinned.
const PUNE_BOX = '73.6,18.4,74.1,18.7';
let hinjewadi: number;
let wagholi: number;
let panvel: number;

beforeAll(async () => {
  hinjewadi = (await insertProject({ title: 'Hinjewadi Pin', latitude: 18.587, longitude: 73.696, featured: true })).id;
  wagholi = (await insertProject({ title: 'Wagholi Pin', latitude: 18.5808, longitude: 73.9787, startingPrice: 1_900_000 })).id;
  panvel = (await insertProject({ title: 'Panvel Pin', city: 'Mumbai', latitude: 18.9894, longitude: 73.1175 })).id;
  await insertProject({ title: 'Pending Pin', latitude: 18.59, longitude: 73.7, approvalStatus: 'pending' });
  await insertProject({ title: 'Unpinned' });
});

describe('GET /api/projects/map', () => {
  it('gives the markers of approved, pinned projects inside the box', async () => {
    const response = await app.inject(`/api/projects/map?bbox=${PUNE_BOX}`);
    expect(response.statusCode).toBe(200);
    const map = body<ProjectMapResponse>(response);
    expect(map.total).toBe(2);
    expect(map.capped).toBe(false);
    // Featured first, as the list orders them.
    expect(map.items).toEqual([
      { id: hinjewadi, latitude: 18.587, longitude: 73.696, title: 'Hinjewadi Pin', location: 'Baner', city: 'Pune', startingPrice: 2_500_000 },
      { id: wagholi, latitude: 18.5808, longitude: 73.9787, title: 'Wagholi Pin', location: 'Baner', city: 'Pune', startingPrice: 1_900_000 },
    ]);
  });

  it("applies the list's filters and words with the box, and every pinned project without one", async () => {
    const cheap = body<ProjectMapResponse>(await app.inject(`/api/projects/map?bbox=${PUNE_BOX}&maxPrice=2000000`));
    expect(cheap.items.map((item) => item.id)).toEqual([wagholi]);
    const mumbai = body<ProjectMapResponse>(await app.inject('/api/projects/map?city=Mumbai'));
    expect(mumbai.items.map((item) => item.id)).toEqual([panvel]);
    const all = body<ProjectMapResponse>(await app.inject('/api/projects/map'));
    expect(all.items.map((item) => item.title).sort()).toEqual(expect.arrayContaining(['Hinjewadi Pin', 'Panvel Pin', 'Wagholi Pin']));
    expect(all.items.map((item) => item.title)).not.toContain('Unpinned');
    expect(all.items.map((item) => item.title)).not.toContain('Pending Pin');
  });

  it.each([
    ['73.6,18.4,74.1', 'three numbers'],
    ['74.1,18.4,73.6,18.7', 'west east of east'],
    ['73.6,18.7,74.1,18.4', 'south north of north'],
    ['73.6,18.4,74.1,91', 'a latitude past the pole'],
    ['a,b,c,d', 'words'],
    ['1e2,18.4,74.1,18.7', 'exponents'],
  ])('refuses a bbox of %s (%s) with a readable 400', async (bbox) => {
    const response = await app.inject(`/api/projects/map?bbox=${encodeURIComponent(bbox)}`);
    expect(response.statusCode).toBe(400);
    expect(message(response)).toContain(COORDINATE_TEXTS.bbox);
  });

  it('refuses a repeated bbox and unknown parameters such as page', async () => {
    expect((await app.inject(`/api/projects/map?bbox=${PUNE_BOX}&bbox=${PUNE_BOX}`)).statusCode).toBe(400);
    expect(message(await app.inject('/api/projects/map?page=2'))).toBe('Unknown field: page');
  });

  it(`carries at most ${PROJECT_MAP_MARKER_LIMIT} markers, fewer for a wider view, and says when it left some off`, async () => {
    const rows = Array.from({ length: PROJECT_MAP_MARKER_LIMIT + 1 }, (_, index) => ({
      title: `Dense ${index}`, description: 'Many plots in one place.', location: 'Kakkanad', city: 'Kochi', state: 'Kerala', totalArea: 1, areaUnit: 'acres',
      projectType: 'residential', status: 'ongoing', approvalStatus: 'approved', latitude: 10 + index / 10_000, longitude: 76.34,
      plotSizes: '[]', amenities: '[]', specifications: '[]', approvals: '[]', images: '[]',
    }));
    await app.knex.batchInsert('projects', rows, 200);
    const map = body<ProjectMapResponse>(await app.inject('/api/projects/map?bbox=76.3,9.9,76.4,10.2'));
    expect(map).toMatchObject({ total: PROJECT_MAP_MARKER_LIMIT + 1, capped: true });
    expect(map.items).toHaveLength(PROJECT_MAP_MARKER_LIMIT);
    // A wider view gets fewer markers (the map clusters them), still counting every match.
    const state = body<ProjectMapResponse>(await app.inject('/api/projects/map?bbox=75.5,9.5,77.5,10.5'));
    expect(state).toMatchObject({ total: PROJECT_MAP_MARKER_LIMIT + 1, capped: true });
    expect(state.items).toHaveLength(projectMapMarkerLimit({ west: 75.5, south: 9.5, east: 77.5, north: 10.5 }));
    expect(state.items.length).toBeLessThan(PROJECT_MAP_MARKER_LIMIT);
    const india = body<ProjectMapResponse>(await app.inject('/api/projects/map'));
    expect(india.capped).toBe(true);
    expect(india.items.length).toBe(projectMapMarkerLimit());
    expect(india.items.length).toBeLessThan(state.items.length);
    expect(india.total).toBeGreaterThan(PROJECT_MAP_MARKER_LIMIT + 1);
    await app.knex('projects').where('title', 'like', 'Dense %').delete();
  });

  it('gives every match when a wide view holds fewer than its markers', async () => {
    const india = body<ProjectMapResponse>(await app.inject('/api/projects/map'));
    expect(india.capped).toBe(false);
    expect(india.items).toHaveLength(india.total);
  });

  type Part = 'count' | 'rows';
  /** The scans of a plan, each with the part it feeds: the count (a subquery) or the markers' rows. */
  const scansOf = (node: PlanNode, part: Part = 'rows'): { part: Part; type: string }[] => {
    const own = node['Subplan Name'] ? 'count' : part;
    return [...(node['Node Type'].endsWith('Scan') ? [{ part: own, type: node['Node Type'] }] : []), ...(node.Plans ?? []).flatMap((child) => scansOf(child, own))];
  };

  // The box's index serves a close view; the default order's a wide one with filters, stopping at the cap; the thin one counts.
  it.each<[string, Part[]]>([
    ['projects_public_markers', ['count', 'rows']],
    ['projects_public_default_order', ['count', 'rows']],
    ['projects_public_box_counts', ['count']],
  ])("reads a box's markers or their count from %s alone, never visiting the table's rows", async (covering, parts) => {
    let status = 0;
    const statements = await statementsOf(app.knex, async () => {
      status = (await app.inject(`/api/projects/map?bbox=${PUNE_BOX}&city=Pune&projectType=residential&minPrice=1000000`)).statusCode;
    });
    expect(status).toBe(200);
    const markers = statements.filter(({ sql }) => sql.includes('"latitude" between'));
    expect(markers.length).toBeGreaterThan(0);
    const scans = (await plansWithOnlyIndex(app.knex, covering, markers)).flatMap((plan) => scansOf(plan));
    for (const part of parts) expect(scans.filter((scan) => scan.part === part).map((scan) => scan.type)).toEqual(['Index Only Scan']);
  });
});

describe('GET /api/projects with a bbox', () => {
  it('lists only the projects pinned inside the box, with their coordinates', async () => {
    const list = body<ProjectListResponse>(await app.inject(`/api/projects?bbox=${PUNE_BOX}&sortBy=name_asc`));
    expect(list.total).toBe(2);
    expect(list.items.map((item) => [item.title, item.latitude, item.longitude])).toEqual([
      ['Hinjewadi Pin', 18.587, 73.696],
      ['Wagholi Pin', 18.5808, 73.9787],
    ]);
    expect(message(await app.inject('/api/projects?bbox=north'))).toContain(COORDINATE_TEXTS.bbox);
  });

  it('pages through the box in the order asked, with the total on every page', async () => {
    const page = async (query: string) => body<ProjectListResponse>(await app.inject(`/api/projects?bbox=${PUNE_BOX}&pageSize=1&${query}`));
    const titles = async (query: string) => Promise.all([1, 2, 3].map(async (number) => {
      const { items, total } = await page(`${query}&page=${number}`);
      return [items.map((item) => item.title), total];
    }));
    expect(await titles('sortBy=name_desc')).toEqual([[['Wagholi Pin'], 2], [['Hinjewadi Pin'], 2], [[], 2]]);
    // Featured first.
    expect(await titles('sortBy=default')).toEqual([[['Hinjewadi Pin'], 2], [['Wagholi Pin'], 2], [[], 2]]);
  });
});

const hubProject = (overrides: Record<string, unknown> = {}) => ({
  title: 'Pinned Meadows', description: 'Gated plotted development with wide internal roads.', projectType: 'residential',
  location: 'Hinjewadi Phase 3', city: 'Pune', state: 'Maharashtra', totalArea: 12.5, areaUnit: 'acres', status: 'ready', ...overrides,
});

describe('coordinates on create and update', () => {
  const create = (payload: unknown, cookie = app.adminCookie) => app.inject({ method: 'POST', url: '/api/projects', payload: payload as object, headers: { cookie } });

  it('stores the admin\'s pin, rounded to six decimals, and updates it', async () => {
    const created = await create(hubProject({ latitude: 18.58701234, longitude: 73.6961 }));
    expect(created.statusCode).toBe(201);
    const { project } = body<{ project: { id: number; latitude: number; longitude: number } }>(created);
    expect(project).toMatchObject({ latitude: 18.587012, longitude: 73.6961 });
    const updated = await app.inject({ method: 'PUT', url: `/api/projects/${project.id}`, payload: hubProject({ latitude: 18.6, longitude: 73.7, approvalStatus: 'approved', version: 1 }), headers: { cookie: app.adminCookie } });
    expect(updated.statusCode).toBe(200);
    expect(await Project.query().findById(project.id)).toMatchObject({ latitude: 18.6, longitude: 73.7 });
  });

  it.each([
    [{ latitude: 51.5, longitude: -0.12 }, COORDINATE_TEXTS.latitude],
    [{ latitude: 18.5, longitude: 120 }, COORDINATE_TEXTS.longitude],
    [{ latitude: 18.5 }, COORDINATE_TEXTS.bothOrNeither],
    [{ latitude: null, longitude: 73.7 }, COORDINATE_TEXTS.bothOrNeither],
    [{ latitude: '18.5', longitude: 73.7 }, COORDINATE_TEXTS.latitude],
  ])('refuses %j with a 400 that says why', async (coordinates, expected) => {
    const response = await create(hubProject({ title: 'Refused Pin', ...coordinates }));
    expect(response.statusCode).toBe(400);
    expect(message(response)).toContain(expected);
    expect(await Project.query().where({ title: 'Refused Pin' }).resultSize()).toBe(0);
  });

  it("takes an agent's pin with the submission and refuses one outside India", async () => {
    const agent = await insertUser({ role: 'agent', isApproved: true });
    const cookie = sessionCookieFor(agent, app.config.jwtSecret);
    const submission = { title: 'Agent Pin Meadows', description: 'Plots near the ring road with clear titles.', location: 'Wagholi', city: 'Pune', state: 'Maharashtra', totalArea: 3, projectType: 'residential' };
    const stored = await create({ ...submission, latitude: 18.58, longitude: 73.98 }, cookie);
    expect(stored.statusCode).toBe(201);
    expect(body<{ project: { latitude: number } }>(stored).project.latitude).toBe(18.58);
    const refused = await create({ ...submission, latitude: 18.58, longitude: 33.98 }, cookie);
    expect(refused.statusCode).toBe(400);
    expect(message(refused)).toContain(COORDINATE_TEXTS.longitude);
  });
});

describe('coordinates in the CSV import', () => {
  const header = PROJECT_CSV_COLUMNS.map((column) => column.name);
  const row = (overrides: Partial<AdminProjectPayload>): AdminProjectPayload => ({ ...(hubProject() as AdminProjectPayload), ...overrides });
  const send = (csv: string) => {
    const form = multipart([{ name: 'csvFile', filename: 'projects.csv', contentType: 'text/csv', data: csv }]);
    return app.inject({ method: 'POST', url: '/api/projects/bulk-upload', payload: form.payload, headers: { ...form.headers, cookie: app.adminCookie } });
  };

  it('imports latitude and longitude columns and reports a row pinned outside India', async () => {
    const csv = toCsv([
      header,
      payloadToCsvRecord(row({ title: 'CSV Pinned', latitude: 18.5913, longitude: 73.7389 })),
      payloadToCsvRecord(row({ title: 'CSV Abroad', latitude: 40.7, longitude: 140.1 })),
      payloadToCsvRecord(row({ title: 'CSV Half', latitude: 18.5 })),
    ]);
    const response = await send(csv);
    expect(response.statusCode).toBe(200);
    const result = body<{ successful: number; failed: { row: number; errors: string[] }[] }>(response);
    expect(result.successful).toBe(1);
    expect(result.failed).toEqual([
      { row: 3, errors: [COORDINATE_TEXTS.latitude, COORDINATE_TEXTS.longitude] },
      { row: 4, errors: [COORDINATE_TEXTS.bothOrNeither] },
    ]);
    expect(await Project.query().findOne({ title: 'CSV Pinned' })).toMatchObject({ latitude: 18.5913, longitude: 73.7389 });
  });
});

describe('GET /api/map-settings and the content policy', () => {
  it("hands out the tile server and lets pages load its pictures", async () => {
    const response = await app.inject('/api/map-settings');
    expect(body(response)).toEqual({ tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors', maxZoom: 19 });
    expect(response.headers['content-security-policy']).toMatch(/img-src [^;]*https:/);
  });
});
