import { PLOT_CSV_COLUMNS, PLOT_CSV_COLUMN_DEFINITIONS, PLOT_TEXTS, plotCsvTemplate } from '@plotwise/contracts';
import { insertAgentWithProject } from '../../../../test/support/fixtures';
import { multipart } from '../../../../test/support/multipart';
import { messageOf, useTestApp } from '../../../../test/support/test-app';
import { readPlotCsv } from '../../projects/csv-reading';

const app = useTestApp({ signInAdmin: true });

let agentCookie: string;
let otherCookie: string;
let projectId: number;

const as = (cookie: string | null, method: string, url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
const addPlot = async (plotNumber: string) =>
  JSON.parse((await as(agentCookie, 'POST', `/api/projects/${projectId}/plots`, { plotNumber, size: 1200, sizeUnit: 'sq.ft' })).payload) as { id: number };
const place = (cookie: string | null, plotId: number, payload: object) =>
  as(cookie, 'PUT', `/api/projects/${projectId}/plots/${plotId}/layout-position`, payload);
const publicPlots = async () =>
  (JSON.parse((await as(null, 'GET', `/api/projects/${projectId}/plots`)).payload) as { plots: { plotNumber: string; layoutX: number | null; layoutY: number | null }[] }).plots;

beforeAll(async () => {
  ({ agentCookie, otherCookie, projectId } = await insertAgentWithProject(app.config.jwtSecret, { title: 'Layout Numbers Enclave' }));
});

describe('plot numbers on the layout', () => {
  it('lets the agent place a plot as fractions of the image, shows it to visitors, and takes it off again', async () => {
    const { id } = await addPlot('L-1');
    const placed = await place(agentCookie, id, { layoutX: 0.25, layoutY: 0.6 });
    expect(placed.statusCode).toBe(200);
    expect(JSON.parse(placed.payload)).toMatchObject({ plotNumber: 'L-1', layoutX: 0.25, layoutY: 0.6 });
    expect((await publicPlots()).find((plot) => plot.plotNumber === 'L-1')).toMatchObject({ layoutX: 0.25, layoutY: 0.6 });

    // Editing the plot's facts keeps its place on the layout.
    await as(agentCookie, 'PUT', `/api/projects/${projectId}/plots/${id}`, { plotNumber: 'L-1', size: 1500, sizeUnit: 'sq.ft', status: 'sold' });
    expect((await publicPlots()).find((plot) => plot.plotNumber === 'L-1')).toMatchObject({ layoutX: 0.25, layoutY: 0.6 });

    expect((await place(app.adminCookie, id, { layoutX: null, layoutY: null })).statusCode).toBe(200);
    expect((await publicPlots()).find((plot) => plot.plotNumber === 'L-1')).toMatchObject({ layoutX: null, layoutY: null });
  });

  it('refuses a position off the image or half given, with the rule, never a 500', async () => {
    const { id } = await addPlot('L-2');
    const cases: [object, string][] = [
      [{ layoutX: 1.2, layoutY: 0.5 }, PLOT_TEXTS.layoutPositionInvalid],
      [{ layoutX: 0.5, layoutY: -0.01 }, PLOT_TEXTS.layoutPositionInvalid],
      [{ layoutX: '0.5', layoutY: 0.5 }, PLOT_TEXTS.layoutPositionInvalid],
      [{ layoutX: 0.5, layoutY: null }, PLOT_TEXTS.layoutPositionPair],
    ];
    for (const [payload, message] of cases) {
      const response = await place(agentCookie, id, payload);
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toContain(message);
    }
    expect((await place(agentCookie, id, { layoutX: 0, layoutY: 1 })).statusCode).toBe(200);
  });

  it("keeps another agent and visitors off the agent's layout; an unknown plot is a 404", async () => {
    const { id } = await addPlot('L-3');
    const position = { layoutX: 0.5, layoutY: 0.5 };
    expect((await place(otherCookie, id, position)).statusCode).toBe(403);
    expect((await place(null, id, position)).statusCode).toBe(401);
    expect((await place(agentCookie, 999_999, position)).statusCode).toBe(404);
    expect((await publicPlots()).find((plot) => plot.plotNumber === 'L-3')).toMatchObject({ layoutX: null, layoutY: null });
  });
});

describe('the plot CSV template', () => {
  it("is the importer's columns in order, with one example row", () => {
    const [header, example, ...rest] = plotCsvTemplate().trimEnd().split('\r\n');
    expect(header!.split(',')).toEqual([...PLOT_CSV_COLUMNS]);
    expect(example!.split(',')).toEqual(PLOT_CSV_COLUMN_DEFINITIONS.map((column) => column.example));
    expect(rest).toEqual([]);
    const [record] = readPlotCsv(Buffer.from(plotCsvTemplate()));
    expect(Object.keys(record!.values)).toEqual([...PLOT_CSV_COLUMNS]);
  });

  it('imports as it downloads: its example row becomes a plot', async () => {
    const body = multipart([{ name: 'csvFile', filename: 'plots.csv', contentType: 'text/csv', data: plotCsvTemplate() }]);
    const response = await app.inject({ method: 'POST', url: `/api/projects/${projectId}/plots/import`, payload: body.payload, headers: { ...body.headers, cookie: agentCookie } });
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.payload)).toEqual({ created: 1, updated: 0, failed: [] });
    expect((await publicPlots()).map((plot) => plot.plotNumber)).toContain(PLOT_CSV_COLUMN_DEFINITIONS[0].example);
  });
});
