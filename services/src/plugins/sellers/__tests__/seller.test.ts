import { insertProject, insertUser } from '../../../../test/support/fixtures';
import { messageOf, useTestApp } from '../../../../test/support/test-app';

const app = useTestApp();
const sellerOf = async (projectId: number) => {
  const response = await app.inject({ url: `/api/projects/${projectId}/seller` });
  return { status: response.statusCode, body: JSON.parse(response.payload) as Record<string, unknown> };
};

describe('GET /api/projects/{id}/seller', () => {
  it("names an agent's agency, RERA number and other live projects, never the agent's contact or account", async () => {
    const agent = await insertUser({ role: 'agent', isApproved: true, name: 'Rohan Patil', agencyName: 'Sahyadri Estates', reraAgentNumber: 'A51800012345', email: 'rohan@example.com', phone: '9811100001' });
    const project = await insertProject({ title: 'Hill View Plots', createdBy: agent.id });
    const older = await insertProject({ title: 'Valley Plots', city: 'Nashik', createdBy: agent.id, createdAt: new Date(Date.now() - 86_400_000) });
    await insertProject({ title: 'Still Pending', createdBy: agent.id, approvalStatus: 'pending' });

    const { status, body } = await sellerOf(project.id);
    expect(status).toBe(200);
    expect(body).toEqual({
      kind: 'agent',
      name: 'Sahyadri Estates',
      reraAgentNumber: 'A51800012345',
      verified: true,
      otherProjects: [{ id: older.id, title: 'Valley Plots', city: 'Nashik' }],
    });
    const text = JSON.stringify(body);
    for (const secret of ['rohan@example.com', '9811100001', 'Rohan Patil']) expect(text).not.toContain(secret);
    // The project read itself no longer carries the account either.
    const read = JSON.parse((await app.inject({ url: `/api/projects/${project.id}` })).payload) as Record<string, unknown>;
    expect(read).toMatchObject({ createdBy: null, lastUpdatedBy: null });
  });

  it('says an agent is not verified while their approval is withdrawn, and falls back to their name without an agency', async () => {
    const agent = await insertUser({ role: 'agent', isApproved: false, name: 'Meena Joshi', agencyName: null, reraAgentNumber: null });
    const project = await insertProject({ createdBy: agent.id });
    expect((await sellerOf(project.id)).body).toEqual({ kind: 'agent', name: 'Meena Joshi', reraAgentNumber: null, verified: false, otherProjects: [] });
  });

  it("names the company for a project the site's team entered", async () => {
    const admin = await insertUser({ role: 'admin' });
    for (const createdBy of [null, admin.id]) {
      const project = await insertProject({ createdBy });
      expect((await sellerOf(project.id)).body).toEqual({ kind: 'company', name: app.config.company.legalName });
    }
  });

  it('answers 404 as the project does when it is not public, and 400 for a bad id', async () => {
    const pending = await insertProject({ approvalStatus: 'pending' });
    const missing = await app.inject({ url: `/api/projects/${pending.id}/seller` });
    expect(missing.statusCode).toBe(404);
    const bad = await app.inject({ url: '/api/projects/abc/seller' });
    expect(bad.statusCode).toBe(400);
    expect(messageOf(bad)).toContain('id must be a positive whole number');
  });
});
