import { projectListResponseSchema, type ProjectListResponse } from '@plotwise/contracts';
import { insertProject } from '../../../../test/support/fixtures';
import { useTestApp } from '../../../../test/support/test-app';

// A text search's matches serve all its pages and its repeats for SEARCH_CACHE_SECONDS
// (10 by default, as in these tests); these are the promises that makes to visitors.
const app = useTestApp({ signInAdmin: true });
/** Past this many matches a search keeps only the first ones' ids (MAX_ORDERED_MATCHES). */
const KEPT_IDS = 5_000;
const GENERATED = KEPT_IDS + 30;

const ids: Record<string, number> = {};

beforeAll(async () => {
  ids.meadows = (await insertProject({ title: 'Kaveri Meadows', city: 'Mysore', state: 'Karnataka' })).id;
  ids.greens = (await insertProject({ title: 'Kaveri Greens', city: 'Mysore', state: 'Karnataka', featured: true })).id;
  ids.enclave = (await insertProject({ title: 'Kaveri Enclave', city: 'Mysore', state: 'Karnataka' })).id;
  ids.waiting = (await insertProject({ title: 'Kaveri Heights', city: 'Mysore', state: 'Karnataka', approvalStatus: 'pending' })).id;
  // Made in one statement, so they share a creation time and "oldest" orders them by id.
  await app.knex.raw(
    `insert into projects (title, description, location, city, state, total_area, area_unit, project_type, status, approval_status)
     select 'Tungabhadra Layout ' || g, 'A generated project.', 'Hospet', 'Hampi', 'Karnataka', 2, 'acres', 'residential', 'ongoing', 'approved'
     from generate_series(1, ?) as g`,
    [GENERATED],
  );
});

async function list(query: string): Promise<ProjectListResponse> {
  const response = await app.inject(`/api/projects?${query}`);
  expect(response.statusCode).toBe(200);
  return projectListResponseSchema.parse(JSON.parse(response.payload));
}

const idsOf = (page: ProjectListResponse) => page.items.map((item) => item.id);

describe('a text search kept for its pages and repeats', () => {
  it('pages through one set of matches: every match once, in order, with the total', async () => {
    const whole = await list('search=kaveri&sortBy=name_asc');
    expect(idsOf(whole)).toEqual([ids.enclave, ids.greens, ids.meadows]);
    const pages = await Promise.all([1, 2, 3, 4].map((page) => list(`search=kaveri&sortBy=name_asc&pageSize=1&page=${page}`)));
    expect(pages.map(idsOf)).toEqual([[ids.enclave], [ids.greens], [ids.meadows], []]);
    expect(pages.map((page) => page.total)).toEqual([3, 3, 3, 3]);
    // Another order of the same words is another search, not a reshuffled copy.
    expect(idsOf(await list('search=kaveri&sortBy=name_desc'))).toEqual([ids.meadows, ids.greens, ids.enclave]);
  });

  it('shows a change made through the API in the very next search', async () => {
    expect((await list('search=kaveri')).total).toBe(3);
    const approved = await app.asAdmin('PATCH', `/api/admin/projects/${ids.waiting}/approve`);
    expect(approved.statusCode).toBe(200);
    const after = await list('search=kaveri');
    expect(after.total).toBe(4);
    expect(idsOf(after)).toContain(ids.waiting);
  });

  it('never shows a project withdrawn behind its back while the search is kept', async () => {
    expect(idsOf(await list('search=kaveri&sortBy=name_asc'))).toContain(ids.meadows);
    // Another API process (or a database console) hides it: this process was not told.
    await app.knex('projects').where('id', ids.meadows).update({ approval_status: 'rejected' });
    expect(idsOf(await list('search=kaveri&sortBy=name_asc'))).not.toContain(ids.meadows);
  });

  it('pages past the kept ids continue in the same order', async () => {
    const lastKept = await list(`search=tungabhadra&sortBy=oldest&pageSize=100&page=${KEPT_IDS / 100}`);
    const next = await list(`search=tungabhadra&sortBy=oldest&pageSize=100&page=${KEPT_IDS / 100 + 1}`);
    expect(lastKept.total).toBe(GENERATED);
    expect(next.total).toBe(GENERATED);
    expect(lastKept.items).toHaveLength(100);
    expect(next.items).toHaveLength(GENERATED - KEPT_IDS);
    expect(next.items[0]!.id).toBe(lastKept.items.at(-1)!.id + 1);
    expect(next.items.map((item) => item.title)).toEqual(Array.from({ length: GENERATED - KEPT_IDS }, (_, index) => `Tungabhadra Layout ${KEPT_IDS + index + 1}`));
  });
});
