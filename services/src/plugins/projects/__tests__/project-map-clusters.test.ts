import type { ServerInjectResponse } from '@hapi/hapi';
import { PROJECT_MAP_CLUSTER_GRID, projectMapClusters, projectMapMarkerLimit, type ProjectMapResponse } from '@plotwise/contracts';
import { insertProject } from '../../../../test/support/fixtures';
import { plansWithOnlyIndex, scansIn, statementsOf } from '../../../../test/support/index-plans';
import { useTestApp } from '../../../../test/support/test-app';

const app = useTestApp();

const body = <T>(response: ServerInjectResponse) => JSON.parse(response.payload) as T;
const map = async (query: string) => body<ProjectMapResponse>(await app.inject(`/api/projects/map?${query}`));

// Kochi: a close view holding more matches than its markers, in two clumps a grid cell or more apart,
// the cheaper one alone more than the markers, the dearer one fewer.
const KOCHI_BOX = { west: 76.2, south: 9.9, east: 76.4, north: 10.1 };
const BBOX = `bbox=${Object.values({ w: KOCHI_BOX.west, s: KOCHI_BOX.south, e: KOCHI_BOX.east, n: KOCHI_BOX.north }).join(',')}`;
const LIMIT = projectMapMarkerLimit(KOCHI_BOX);
const KAKKANAD = LIMIT + 50;
const FORT_KOCHI = 150;

beforeAll(async () => {
  const row = (index: number, latitude: number, longitude: number, startingPrice: number) => ({
    title: `Clustered ${index}`, description: 'Plots in a busy suburb.', location: 'Kakkanad', city: 'Kochi', state: 'Kerala', totalArea: 1, areaUnit: 'acres',
    projectType: 'residential', status: 'ongoing', approvalStatus: 'approved', latitude, longitude, startingPrice,
    plotSizes: '[]', amenities: '[]', specifications: '[]', approvals: '[]', images: '[]',
  });
  const rows = [
    ...Array.from({ length: KAKKANAD }, (_, index) => row(index, 10.015 + (index % 20) / 10_000, 76.345 + index / 100_000, 3_000_000)),
    ...Array.from({ length: FORT_KOCHI }, (_, index) => row(KAKKANAD + index, 9.965 + index / 100_000, 76.245, 9_000_000)),
  ];
  await app.knex.batchInsert('projects', rows, 200);
  await insertProject({ title: 'Pending Clustered', city: 'Kochi', latitude: 10.016, longitude: 76.346, approvalStatus: 'pending' });
});

describe('GET /api/projects/map?clusters=true', () => {
  it('counts every match per grid cell where the markers would leave some off', async () => {
    const clustered = await map(`${BBOX}&clusters=true`);
    expect(clustered).toMatchObject({ items: [], total: KAKKANAD + FORT_KOCHI, capped: true });
    const clusters = clustered.clusters ?? [];
    expect(clusters.reduce((sum, cluster) => sum + cluster.count, 0)).toBe(KAKKANAD + FORT_KOCHI);
    // The two clumps lie in different cells, each cluster at its projects' mean position, inside the box.
    expect(clusters.length).toBeGreaterThanOrEqual(2);
    expect(clusters.length).toBeLessThanOrEqual(PROJECT_MAP_CLUSTER_GRID ** 2);
    const fort = clusters.filter((cluster) => cluster.longitude < 76.3);
    expect(fort).toHaveLength(1);
    expect(fort[0]!.count).toBe(FORT_KOCHI);
    // The box its projects fill (to five decimals, rounded outward), which a tap on it searches.
    expect(fort[0]!.box.west).toBeCloseTo(76.245, 4);
    expect(fort[0]!.box.east).toBeCloseTo(76.245, 4);
    expect(fort[0]!.box.south).toBeCloseTo(9.965, 4);
    expect(fort[0]!.box.north).toBeCloseTo(9.965 + (FORT_KOCHI - 1) / 100_000, 4);
    for (const cluster of clusters) {
      expect(cluster.latitude).toBeGreaterThanOrEqual(cluster.box.south);
      expect(cluster.latitude).toBeLessThanOrEqual(cluster.box.north);
      expect(cluster.longitude).toBeGreaterThanOrEqual(cluster.box.west);
      expect(cluster.longitude).toBeLessThanOrEqual(cluster.box.east);
      expect(cluster.box.south).toBeGreaterThan(KOCHI_BOX.south);
      expect(cluster.box.north).toBeLessThan(KOCHI_BOX.north);
    }

    // A map that does not ask keeps getting markers, as older builds of the page expect.
    const markers = await map(BBOX);
    expect(markers.clusters).toBeUndefined();
    expect(markers).toMatchObject({ total: KAKKANAD + FORT_KOCHI, capped: true });
    expect(markers.items).toHaveLength(LIMIT);
  });

  it('answers with markers when the filtered matches fit, and clusters the filtered matches when they do not', async () => {
    let fort = {} as ProjectMapResponse;
    const statements = await statementsOf(app.knex, async () => { fort = await map(`${BBOX}&clusters=true&minPrice=5000000`); });
    // The box is counted once, by the clusters' statement; the markers' statement does not count it again.
    expect(statements.filter(({ sql }) => /count\(\*\)/.test(sql))).toHaveLength(1);
    expect(fort).toMatchObject({ total: FORT_KOCHI, capped: false });
    expect(fort.clusters).toBeUndefined();
    expect(fort.items).toHaveLength(FORT_KOCHI);

    const cheap = await map(`${BBOX}&clusters=true&maxPrice=5000000&projectType=residential`);
    expect(cheap).toMatchObject({ items: [], total: KAKKANAD, capped: true });
    expect(cheap.clusters?.every((cluster) => cluster.longitude > 76.3)).toBe(true);
  });

  it('answers a view wider than a city with its capped markers, even asked for clusters', async () => {
    // Counting a state or the country would read most of the catalogue.
    for (const [query, box] of [['', undefined], ['&bbox=74,8,79,13', { west: 74, south: 8, east: 79, north: 13 }]] as const) {
      expect(projectMapClusters(box)).toBe(false);
      const wide = await map(`clusters=true${query}`);
      expect(wide.clusters).toBeUndefined();
      expect(wide).toMatchObject({ total: KAKKANAD + FORT_KOCHI, capped: true });
      expect(wide.items).toHaveLength(projectMapMarkerLimit(box));
    }
  });

  it('refuses clusters=yes with a readable 400, and keeps clusters out of a saved search', async () => {
    const refused = await app.inject(`/api/projects/map?${BBOX}&clusters=yes`);
    expect(refused.statusCode).toBe(400);
    expect(body<{ message: string }>(refused).message).toContain('clusters must be true or false');
    const saved = await app.inject({ method: 'POST', url: '/api/saved-searches', payload: { filters: { city: 'Kochi', clusters: 'true' }, email: 'map@example.com' } });
    expect(saved.statusCode).toBe(400);
    expect(body<{ message: string }>(saved).message).toContain('Unknown field: clusters');
  });

  it('reads the counts from the box counts index alone, never visiting the table', async () => {
    const statements = await statementsOf(app.knex, () => map(`${BBOX}&clusters=true&projectType=residential&minPrice=1000000`));
    const grouped = statements.filter(({ sql }) => sql.includes('group by floor'));
    expect(grouped).toHaveLength(1);
    const [plan] = await plansWithOnlyIndex(app.knex, 'projects_public_box_counts', grouped);
    expect(scansIn(plan!)).toEqual([{ type: 'Index Only Scan', index: 'projects_public_box_counts' }]);
  });
});
