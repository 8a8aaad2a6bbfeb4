import { MIGRATIONS } from '..';
import { useMigrationDatabase } from '../../../../test/support/migration-database';

const database = useMigrationDatabase();

const columnsOf = async (table: string) =>
  ((await database.knex.raw('select column_name from information_schema.columns where table_schema = current_schema() and table_name = ? order by column_name', [table])).rows as {
    column_name: string;
  }[]).map((row) => row.column_name);

describe('025-add-job-application-status and 026-add-project-rejection-reason', () => {
  it('upgrades a database holding applications and projects, then goes back down', async () => {
    const first = MIGRATIONS.findIndex((migration) => migration.name === '025-add-job-application-status');
    const last = MIGRATIONS.findIndex((migration) => migration.name === '026-add-project-rejection-reason');
    await database.latest(MIGRATIONS.slice(0, first));
    await database.knex('jobApplications').insert({ position: 'Property Advisor', name: 'Before', email: 'before@example.com' });
    await database.knex('projects').insert({ title: 'Before', location: 'Baner', city: 'Pune', state: 'Maharashtra', projectType: 'residential', approvalStatus: 'rejected' });

    await database.latest(MIGRATIONS.slice(0, last + 1));
    // Applications received before the upgrade are new leads; a rejection from before has no reason.
    expect(await database.knex('jobApplications').first('status', 'updatedAt')).toMatchObject({ status: 'new' });
    expect(await database.knex('projects').first('rejectionReason')).toEqual({ rejectionReason: null });
    await expect(database.knex('jobApplications').update({ status: 'closed' })).rejects.toThrow();

    await database.down(MIGRATIONS.slice(0, last + 1));
    expect(await columnsOf('projects')).not.toContain('rejection_reason');
    await database.down(MIGRATIONS.slice(0, last));
    expect(await columnsOf('job_applications')).not.toContain('status');
    expect(await columnsOf('job_applications')).not.toContain('updated_at');
    expect(await database.knex('jobApplications').pluck('name')).toEqual(['Before']);
  });
});
