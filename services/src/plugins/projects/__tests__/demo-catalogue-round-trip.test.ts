import type { AdminProject, AdminProjectListResponse } from '@plotwise/contracts';
import { loginAsAdmin, startTestApp, type TestApp } from '../../../../test/support/test-app';

let app: TestApp;
let admin: string;

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  admin = await loginAsAdmin(app);
}, 90_000);
afterAll(async () => {
  await app.stop();
});

/** The form sends back what it read: every field of the payload schema, nothing the server owns. */
function asUpdate(project: AdminProject) {
  const { id: _id, createdAt: _c, updatedAt: _u, createdBy: _b, lastUpdatedBy: _l, defaultImage: _d, submitterName: _s, rejectionReason: _r, plotsTotal: _t, plotsAvailable: _a, ...fields } = project;
  return fields;
}

describe('the demo catalogue in the hub', () => {
  it('lists every demo project and saves each one back unchanged through PUT /api/projects/{id}', async () => {
    const list = JSON.parse((await app.inject({ url: '/api/admin/projects?pageSize=60', headers: { cookie: admin } })).payload) as AdminProjectListResponse;
    expect(list.overallTotal).toBeGreaterThan(0);
    const ids: number[] = [];
    for (let page = 1; page <= Math.ceil(list.overallTotal / 60); page += 1) {
      const body = JSON.parse((await app.inject({ url: `/api/admin/projects?pageSize=60&page=${page}`, headers: { cookie: admin } })).payload) as AdminProjectListResponse;
      ids.push(...body.items.map((item) => item.id));
    }
    expect(ids).toHaveLength(list.overallTotal);

    const failures: string[] = [];
    for (const id of ids) {
      const project = JSON.parse((await app.inject({ url: `/api/admin/projects/${id}`, headers: { cookie: admin } })).payload) as AdminProject;
      const saved = await app.inject({ method: 'PUT', url: `/api/projects/${id}`, payload: asUpdate(project), headers: { cookie: admin } });
      if (saved.statusCode !== 200) failures.push(`${id} ${project.title}: ${saved.statusCode} ${saved.payload}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
