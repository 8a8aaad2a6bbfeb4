import { projectSchema, projectSummarySchema, type Project } from '@plotwise/contracts';
import { insertProject } from '../../../../test/support/fixtures';
import { saveFile } from '../../../storage/file-store';
import { useTestApp } from '../../../../test/support/test-app';

let approvedFeatured: number;
let pendingFeatured: number;
let rejectedNew: number;
let approvedNew: number;

const app = useTestApp();

beforeAll(async () => {
  approvedFeatured = (await insertProject({ title: 'Approved Featured', featured: true })).id;
  pendingFeatured = (await insertProject({ title: 'Pending Featured', featured: true, approvalStatus: 'pending' })).id;
  rejectedNew = (await insertProject({ title: 'Rejected New', isNewlyLaunched: true, approvalStatus: 'rejected' })).id;
  approvedNew = (await insertProject({ title: 'Approved New', isNewlyLaunched: true, city: 'Mumbai', startingPrice: 9_000_000 })).id;
});

const json = <T>(payload: string) => JSON.parse(payload) as T;

describe('GET /api/projects/featured and /newly-launched', () => {
  it('lists approved featured projects only, in the card shape', async () => {
    const response = await app.inject('/api/projects/featured');
    expect(response.statusCode).toBe(200);
    const projects = json<Project[]>(response.payload);
    expect(projects.map((project) => project.id)).toEqual([approvedFeatured]);
    expect(projectSummarySchema.strict().parse(projects[0])).toMatchObject({ title: 'Approved Featured', featured: true });
  });

  it('lists approved newly launched projects only', async () => {
    const response = await app.inject('/api/projects/newly-launched');
    expect(response.statusCode).toBe(200);
    const ids = json<Project[]>(response.payload).map((project) => project.id);
    expect(ids).toEqual([approvedNew]);
    expect(ids).not.toContain(rejectedNew);
  });

  it('answers 400 for a query parameter they do not take', async () => {
    const response = await app.inject('/api/projects/featured?limit=50');
    expect(response.statusCode).toBe(400);
    expect(json<{ message: string }>(response.payload).message).toBe('Unknown field: limit');
  });

  it('returns at most 12, newest first', async () => {
    for (let i = 0; i < 13; i += 1) await insertProject({ title: `Featured ${i}`, featured: true });
    const projects = json<Project[]>((await app.inject('/api/projects/featured')).payload);
    expect(projects).toHaveLength(12);
    const times = projects.map((project) => Date.parse(project.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

describe('GET /api/projects/{id}', () => {
  it('returns an approved project with jsonb fields and numbers intact', async () => {
    const response = await app.inject(`/api/projects/${approvedNew}`);
    expect(response.statusCode).toBe(200);
    const project = projectSchema.parse(json(response.payload));
    expect(project).toMatchObject({
      id: approvedNew,
      title: 'Approved New',
      startingPrice: 9_000_000,
      totalArea: 10,
      plotSizes: [{ size: 1200, unit: 'sq.ft' }],
      specifications: [{ title: 'Roads', details: '30 ft' }],
      approvalStatus: 'approved',
    });
  });

  it("answers 404 'Project Not Found' for a missing project", async () => {
    const response = await app.inject('/api/projects/999999');
    expect(response.statusCode).toBe(404);
    expect(json<{ message: string }>(response.payload).message).toBe('Project Not Found');
  });

  it("answers 404 'Project Not Found' for a pending or rejected project", async () => {
    for (const id of [pendingFeatured, rejectedNew]) {
      const response = await app.inject(`/api/projects/${id}`);
      expect(response.statusCode).toBe(404);
      expect(json<{ message: string }>(response.payload).message).toBe('Project Not Found');
    }
  });

  it('answers 400 for an id that is not a whole number, never 500', async () => {
    for (const id of ['abc', '1.5', '-1', '0', '1e3', '99999999999', '%20']) {
      const response = await app.inject(`/api/projects/${id}`);
      expect({ id, status: response.statusCode }).toEqual({ id, status: 400 });
      expect(json<{ message: string }>(response.payload).message).toBe('id must be a positive whole number');
    }
  });
});

describe('GET /api/projects', () => {
  it('pages approved projects newest first', async () => {
    const response = await app.inject('/api/projects?sortBy=newest&page=1&pageSize=2');
    expect(response.statusCode).toBe(200);
    const page = json<{ items: Project[]; total: number; page: number; pageSize: number }>(response.payload);
    expect(page.page).toBe(1);
    expect(page.pageSize).toBe(2);
    expect(page.items).toHaveLength(2);
    expect(page.total).toBe(15); // 2 approved + 13 featured from above
    for (const item of page.items) expect(() => projectSummarySchema.strict().parse(item)).not.toThrow();
  });

  it('caps the page size at 100', async () => {
    const page = json<{ pageSize: number }>((await app.inject('/api/projects?pageSize=500')).payload);
    expect(page.pageSize).toBe(100);
  });

  it('filters by city (any case), type, status and text', async () => {
    const byCity = json<{ items: Project[] }>((await app.inject('/api/projects?city=mumbai')).payload);
    expect(byCity.items.map((project) => project.id)).toEqual([approvedNew]);

    const bySearch = json<{ items: Project[] }>((await app.inject('/api/projects?search=approved%20new')).payload);
    expect(bySearch.items.map((project) => project.id)).toEqual([approvedNew]);

    const none = json<{ total: number }>((await app.inject('/api/projects?projectType=agricultural&status=all')).payload);
    expect(none.total).toBe(0);

    // A wildcard is no word: it finds nothing in particular, and is no search.
    const wildcard = json<{ total: number }>((await app.inject('/api/projects?search=%25')).payload);
    const all = json<{ total: number }>((await app.inject('/api/projects')).payload);
    expect(wildcard.total).toBe(all.total);
    const noMatch = json<{ total: number }>((await app.inject('/api/projects?search=approved%20zebra')).payload);
    expect(noMatch.total).toBe(0);
  });

  it('sorts by price', async () => {
    const page = json<{ items: Project[] }>((await app.inject('/api/projects?sortBy=price_high&pageSize=1')).payload);
    expect(page.items[0]?.id).toBe(approvedNew);
  });

  it('treats empty parameters as absent', async () => {
    const response = await app.inject('/api/projects?search=&projectType=&page=');
    expect(response.statusCode).toBe(200);
  });

  it('answers 400 for an unknown parameter or a bad value', async () => {
    const unknown = await app.inject('/api/projects?color=red');
    expect(unknown.statusCode).toBe(400);
    expect(json<{ message: string }>(unknown.payload).message).toBe('Unknown field: color');

    for (const query of ['page=0', 'page=abc', 'pageSize=-3', 'status=completed', 'sortBy=random', 'page=1&page=2']) {
      const response = await app.inject(`/api/projects?${query}`);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
    }
  });
});

// Last: the project it adds would change the counts above.
describe('GET /api/projects/{id} documents', () => {
  it('says the type and size of a stored brochure and layout map, and nothing for a link to another site', async () => {
    const brochure = await saveFile({ content: Buffer.alloc(2_500_000, 1), contentType: 'application/pdf', kind: 'document' });
    const id = (await insertProject({ title: 'With Documents', brochureUrl: brochure.url, layoutMapUrl: 'https://example.com/layout.pdf' })).id;
    const project = projectSchema.parse(json((await app.inject(`/api/projects/${id}`)).payload));
    expect(project.brochureFile).toEqual({ contentType: 'application/pdf', byteSize: 2_500_000 });
    expect(project.layoutMapFile).toBeNull();
    const plain = projectSchema.parse(json((await app.inject(`/api/projects/${approvedNew}`)).payload));
    expect(plain).toMatchObject({ brochureFile: null, layoutMapFile: null });
  });
});
