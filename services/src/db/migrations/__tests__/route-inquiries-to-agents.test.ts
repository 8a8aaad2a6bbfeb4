import { MIGRATIONS } from '..';
import { useMigrationDatabase } from '../../../../test/support/migration-database';

const database = useMigrationDatabase();

describe('047-route-enquiries-to-agents', () => {
  it("routes stored inquiries to the agent who listed their project (not the admin's), and goes back down", async () => {
    const index = MIGRATIONS.findIndex((migration) => migration.name === '047-route-enquiries-to-agents');
    await database.latest(MIGRATIONS.slice(0, index));
    const { knex } = database;
    const user = (email: string, role: string) => knex('users').insert({ name: email, email, passwordHash: 'x', role, isApproved: true }).returning('id').then(([row]) => (row as { id: number }).id);
    const agentId = await user('agent@example.com', 'agent');
    const adminId = await user('admin@example.com', 'admin');
    const project = (createdBy: number | null) =>
      knex('projects')
        .insert({ title: 'P', description: 'D', location: 'L', city: 'Pune', state: 'Maharashtra', totalArea: 1, areaUnit: 'acres', projectType: 'residential', status: 'ongoing', approvalStatus: 'approved', createdBy })
        .returning('id')
        .then(([row]) => (row as { id: number }).id);
    const inquiry = (projectId: number | null, name: string) => knex('inquiries').insert({ name, email: `${name}@example.com`, message: 'Hi', projectId, source: projectId ? 'project' : 'contact' });
    await inquiry(await project(agentId), 'agents');
    await inquiry(await project(adminId), 'admins');
    await inquiry(await project(null), 'nobodys');
    await inquiry(null, 'contact');

    await database.latest(MIGRATIONS.slice(0, index + 1));
    expect(await knex('inquiries').orderBy('id').select('name', 'agentId', 'stage', 'agentNotes', 'followUpOn')).toEqual([
      { name: 'agents', agentId, stage: 'new', agentNotes: '', followUpOn: null },
      { name: 'admins', agentId: null, stage: 'new', agentNotes: '', followUpOn: null },
      { name: 'nobodys', agentId: null, stage: 'new', agentNotes: '', followUpOn: null },
      { name: 'contact', agentId: null, stage: 'new', agentNotes: '', followUpOn: null },
    ]);

    await database.down(MIGRATIONS.slice(0, index + 1));
    expect(await knex.schema.hasColumn('inquiries', 'agent_id')).toBe(false);
    expect(await knex('inquiries').orderBy('id').pluck('name')).toEqual(['agents', 'admins', 'nobodys', 'contact']);
  });
});
