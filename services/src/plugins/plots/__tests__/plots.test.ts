import { PLOT_TEXTS } from '@plotwise/contracts';
import type { User } from '../../../db/models';
import { insertAgentWithProject, insertProject } from '../../../../test/support/fixtures';
import { multipart } from '../../../../test/support/multipart';
import { messageOf, useTestApp } from '../../../../test/support/test-app';

const app = useTestApp({ signInAdmin: true });

let agent: User;
let agentCookie: string;
let otherCookie: string;
let projectId: number;

const as = (cookie: string | null, method: string, url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
const plot = (plotNumber: string, extra: object = {}) => ({ plotNumber, size: 1200, sizeUnit: 'sq.ft', facing: 'E', corner: false, roadWidthFt: 30, price: 2_400_000, ...extra });
const listOf = async (id: number, cookie: string | null = null) => {
  const response = await as(cookie, 'GET', `/api/projects/${id}/plots`);
  expect(response.statusCode).toBe(200);
  return JSON.parse(response.payload) as { plots: Array<{ id: number; plotNumber: string; status: string; facing: string | null; price: number | null; corner: boolean }>; available: number; total: number };
};
const importCsv = (id: number, cookie: string, csv: string) => {
  const body = multipart([{ name: 'csvFile', filename: 'plots.csv', contentType: 'text/csv', data: csv }]);
  return app.inject({ method: 'POST', url: `/api/projects/${id}/plots/import`, payload: body.payload, headers: { ...body.headers, cookie } });
};

beforeAll(async () => {
  ({ agent, agentCookie, otherCookie, projectId } = await insertAgentWithProject(app.config.jwtSecret, { title: 'Green Acres Layout' }));
});

describe('the plot inventory', () => {
  it('lets the agent add, edit and remove plots, and keeps the counts a card shows', async () => {
    const created = await as(agentCookie, 'POST', `/api/projects/${projectId}/plots`, plot('A-10'));
    expect(created.statusCode).toBe(201);
    expect(JSON.parse(created.payload)).toMatchObject({ plotNumber: 'A-10', facing: 'east', corner: false, status: 'available', sizeUnit: 'sq.ft' });
    const second = JSON.parse((await as(agentCookie, 'POST', `/api/projects/${projectId}/plots`, plot('A-2', { price: null, corner: true }))).payload) as { id: number };

    const updated = await as(agentCookie, 'PUT', `/api/projects/${projectId}/plots/${second.id}`, plot('A-2', { price: null, corner: true, status: 'booked' }));
    expect(updated.statusCode).toBe(200);

    const list = await listOf(projectId);
    expect(list.plots.map((entry) => entry.plotNumber)).toEqual(['A-2', 'A-10']);
    expect(list.plots[0]).toMatchObject({ status: 'booked', price: null, corner: true });
    expect([list.available, list.total]).toEqual([1, 2]);
    const project = JSON.parse((await as(null, 'GET', `/api/projects/${projectId}`)).payload) as { plotsTotal: number; plotsAvailable: number };
    expect([project.plotsAvailable, project.plotsTotal]).toEqual([1, 2]);

    expect((await as(agentCookie, 'DELETE', `/api/projects/${projectId}/plots/${second.id}`)).statusCode).toBe(204);
    expect((await listOf(projectId)).total).toBe(1);
  });

  it('refuses a plot number the project already lists, in any case', async () => {
    await as(agentCookie, 'POST', `/api/projects/${projectId}/plots`, plot('B-1'));
    const repeated = await as(app.adminCookie, 'POST', `/api/projects/${projectId}/plots`, plot('b-1'));
    expect(repeated.statusCode).toBe(409);
    expect(messageOf(repeated)).toBe(PLOT_TEXTS.duplicateNumber('b-1'));
  });

  it('refuses bad plots with the rule broken, never a 500', async () => {
    const cases: [object, string][] = [
      [plot(''), PLOT_TEXTS.plotNumberRequired],
      [plot('C-1', { size: -5 }), PLOT_TEXTS.sizeInvalid],
      [plot('C-1', { sizeUnit: 'bigha' }), PLOT_TEXTS.sizeUnitInvalid],
      [plot('C-1', { facing: 'up' }), PLOT_TEXTS.facingInvalid],
      [plot('C-1', { status: 'reserved' }), PLOT_TEXTS.statusInvalid],
      [plot('C-1', { price: 12.5 }), PLOT_TEXTS.priceInvalid],
    ];
    for (const [payload, message] of cases) {
      const response = await as(agentCookie, 'POST', `/api/projects/${projectId}/plots`, payload);
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toContain(message);
    }
  });

  it("keeps another agent off the agent's plots, while an admin may edit them", async () => {
    const target = JSON.parse((await as(agentCookie, 'POST', `/api/projects/${projectId}/plots`, plot('D-1'))).payload) as { id: number };
    for (const [method, url, payload] of [
      ['POST', `/api/projects/${projectId}/plots`, plot('D-2')],
      ['PUT', `/api/projects/${projectId}/plots/${target.id}`, plot('D-1', { status: 'sold' })],
      ['DELETE', `/api/projects/${projectId}/plots/${target.id}`, undefined],
    ] as const) {
      const response = await as(otherCookie, method, url, payload);
      expect(response.statusCode).toBe(403);
      expect(messageOf(response)).toBe(PLOT_TEXTS.notYours);
    }
    expect((await importCsv(projectId, otherCookie, 'plotNumber,size,sizeUnit\nD-9,1000,sq.ft\n')).statusCode).toBe(403);
    expect((await listOf(projectId)).plots.find((entry) => entry.plotNumber === 'D-1')?.status).toBe('available');

    expect((await as(app.adminCookie, 'PUT', `/api/projects/${projectId}/plots/${target.id}`, plot('D-1', { status: 'sold' }))).statusCode).toBe(200);
    expect((await listOf(projectId)).plots.find((entry) => entry.plotNumber === 'D-1')?.status).toBe('sold');
  });

  it("hides an unapproved project's plots from visitors and shows them to its agent", async () => {
    const pending = (await insertProject({ approvalStatus: 'pending', createdBy: agent.id })).id;
    await as(agentCookie, 'POST', `/api/projects/${pending}/plots`, plot('P-1'));
    expect((await as(null, 'GET', `/api/projects/${pending}/plots`)).statusCode).toBe(404);
    expect((await as(otherCookie, 'GET', `/api/projects/${pending}/plots`)).statusCode).toBe(404);
    expect((await listOf(pending, agentCookie)).total).toBe(1);
  });
});

describe('importing plots from CSV', () => {
  it('stores the good rows, updates listed numbers and reports each bad row with its number', async () => {
    const id = (await insertProject({ createdBy: agent.id })).id;
    await as(agentCookie, 'POST', `/api/projects/${id}/plots`, plot('1'));
    const csv = [
      'plotNumber,size,sizeUnit,facing,corner,roadWidthFt,price,status',
      '1,1200,sq.ft,NE,yes,30,"24,00,000",sold',
      '2,1500,Sq Ft,west,no,40,,available',
      '3,-1,sq.ft,N,no,30,100,available',
      '4,1000,sq.ft,Up,maybe,30,100,gone',
      '2,1800,sq.ft,E,no,30,100,booked',
      '5,0.25,acres,S,,,,booked',
    ].join('\n');
    const response = await importCsv(id, agentCookie, csv);
    expect(response.statusCode).toBe(200);
    const result = JSON.parse(response.payload) as { created: number; updated: number; failed: { row: number; errors: string[] }[] };
    expect([result.created, result.updated]).toEqual([2, 1]);
    expect(result.failed.map((entry) => entry.row)).toEqual([4, 5, 6]);
    expect(result.failed[0]!.errors).toEqual([PLOT_TEXTS.sizeInvalid]);
    expect(result.failed[1]!.errors).toEqual(expect.arrayContaining([PLOT_TEXTS.facingInvalid, PLOT_TEXTS.cornerInvalid, PLOT_TEXTS.statusInvalid]));
    expect(result.failed[2]!.errors).toEqual([PLOT_TEXTS.duplicateInFile('2', 3)]);

    const list = await listOf(id);
    expect(list.plots.map((entry) => [entry.plotNumber, entry.status, entry.price])).toEqual([['1', 'sold', 2_400_000], ['2', 'available', null], ['5', 'booked', null]]);
    expect([list.available, list.total]).toEqual([1, 3]);
  });

  it('refuses a file that is not a CSV of plots as a whole', async () => {
    const id = (await insertProject({ createdBy: agent.id })).id;
    const response = await importCsv(id, agentCookie, 'title,city\nA,Pune\n');
    expect(response.statusCode).toBe(400);
    expect((await listOf(id)).total).toBe(0);
  });
});
