import type { Knex } from 'knex';
import pino from 'pino';
import { createKnex, destroyKnex } from '../../knex';
import { MIGRATIONS, type NamedMigration } from '..';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database';

let database: TestDatabase;
let knex: Knex;

const sourceOf = (migrations: NamedMigration[]): Knex.MigrationSource<NamedMigration> => ({
  getMigrations: async () => migrations,
  getMigrationName: (migration) => migration.name,
  getMigration: async (migration) => migration,
});

beforeAll(async () => {
  database = await createTestDatabase();
  knex = createKnex(database.config, pino({ level: 'silent' }));
});
afterAll(async () => {
  await destroyKnex(knex);
  await database.dispose();
});

const columnsOf = async (table: string) =>
  ((await knex.raw('select column_name from information_schema.columns where table_schema = current_schema() and table_name = ? order by column_name', [table])).rows as {
    column_name: string;
  }[]).map((row) => row.column_name);

describe('025-add-job-application-status and 026-add-project-rejection-reason', () => {
  it('upgrades a database holding applications and projects, then goes back down', async () => {
    const first = MIGRATIONS.findIndex((migration) => migration.name === '025-add-job-application-status');
    const last = MIGRATIONS.findIndex((migration) => migration.name === '026-add-project-rejection-reason');
    await knex.migrate.latest({ migrationSource: sourceOf(MIGRATIONS.slice(0, first)) });
    await knex('jobApplications').insert({ position: 'Property Advisor', name: 'Before', email: 'before@example.com' });
    await knex('projects').insert({ title: 'Before', location: 'Baner', city: 'Pune', state: 'Maharashtra', projectType: 'residential', approvalStatus: 'rejected' });

    await knex.migrate.latest({ migrationSource: sourceOf(MIGRATIONS.slice(0, last + 1)) });
    // Applications received before the upgrade are new leads; a rejection from before has no reason.
    expect(await knex('jobApplications').first('status', 'updatedAt')).toMatchObject({ status: 'new' });
    expect(await knex('projects').first('rejectionReason')).toEqual({ rejectionReason: null });
    await expect(knex('jobApplications').update({ status: 'closed' })).rejects.toThrow();

    await knex.migrate.down({ migrationSource: sourceOf(MIGRATIONS.slice(0, last + 1)) });
    expect(await columnsOf('projects')).not.toContain('rejection_reason');
    await knex.migrate.down({ migrationSource: sourceOf(MIGRATIONS.slice(0, last)) });
    expect(await columnsOf('job_applications')).not.toContain('status');
    expect(await columnsOf('job_applications')).not.toContain('updated_at');
    expect(await knex('jobApplications').pluck('name')).toEqual(['Before']);
  });
});
