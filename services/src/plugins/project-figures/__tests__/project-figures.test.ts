import { PROJECT_FIGURES, type AgentFiguresResponse } from '@plotwise/contracts';
import { insertProject, insertUser } from '../../../../test/support/fixtures';
import { withFormLimit } from '../../../../test/support/public-form';
import { useTestApp } from '../../../../test/support/test-app';

const app = useTestApp({ configure: withFormLimit });
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';

const view = (projectId: number, userAgent: string, address = '203.0.113.7') =>
  app.inject({ method: 'POST', url: `/api/projects/${projectId}/views`, headers: { 'user-agent': userAgent }, remoteAddress: address });

describe("an agent's figures", () => {
  it('counts page views once per visitor and day, in batches, never for a declared bot', async () => {
    const agent = await insertUser({ role: 'agent', isApproved: true });
    const project = await insertProject({ createdBy: agent.id });
    expect((await view(project.id, BROWSER)).statusCode).toBe(204);
    await view(project.id, BROWSER);
    await view(project.id, BROWSER, '203.0.113.8');
    await view(project.id, 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', '203.0.113.9');
    await view(project.id, '', '203.0.113.10');
    expect(await app.knex('project_daily_views').where({ projectId: project.id })).toHaveLength(0);
    await app.server.app.projectViews.flush();
    await view(project.id, BROWSER, '203.0.113.11');
    await app.server.app.projectViews.flush();
    expect(await app.knex('project_daily_views').where({ projectId: project.id }).select('views')).toEqual([{ views: 3 }]);
    // Counting a view keeps the server-rendered pages: a beacon never empties the page cache.
    expect(app.server.match('POST', `/api/projects/${project.id}/views`)!.settings.app).toMatchObject({ keepsPublicPages: true });
  });

  it("gives an agent their own live projects' views, inquiries and saves by day, and nobody else's", async () => {
    const agent = await insertUser({ role: 'agent', isApproved: true });
    const other = await insertUser({ role: 'agent', isApproved: true });
    const buyer = await insertUser({ role: 'user' });
    const mine = await insertProject({ title: 'Mine', createdBy: agent.id });
    await insertProject({ title: 'Pending', createdBy: agent.id, approvalStatus: 'pending' });
    const theirs = await insertProject({ title: 'Theirs', createdBy: other.id });
    await view(mine.id, BROWSER);
    await view(theirs.id, BROWSER);
    await app.server.app.projectViews.flush();
    const inquiry = { name: 'Asha Rao', email: 'asha@example.com', phone: '9812300001', message: 'Is it free?', source: 'project' };
    expect((await app.inject({ method: 'POST', url: '/api/inquiries', payload: { ...inquiry, projectId: mine.id } })).statusCode).toBe(201);
    await app.knex('wishlist_items').insert({ userId: buyer.id, projectId: mine.id });

    const response = await app.inject({ url: '/api/agent/figures', headers: { cookie: app.cookieOf(agent) } });
    expect(response.statusCode).toBe(200);
    const figures = JSON.parse(response.payload) as AgentFiguresResponse;
    expect(figures.days).toHaveLength(PROJECT_FIGURES.days);
    expect(figures.projects.map((project) => project.title)).toEqual(['Mine']);
    const [row] = figures.projects;
    expect([row!.views.at(-1), row!.enquiries.at(-1), row!.saves.at(-1)]).toEqual([1, 1, 1]);
    expect(row!.views.slice(0, -1).every((count) => count === 0)).toBe(true);

    const theirsSeen = JSON.parse((await app.inject({ url: '/api/agent/figures', headers: { cookie: app.cookieOf(other) } })).payload) as AgentFiguresResponse;
    expect(theirsSeen.projects.map((project) => project.title)).toEqual(['Theirs']);
  });
});
