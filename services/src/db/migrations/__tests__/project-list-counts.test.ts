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

const cityIndexes = async () =>
  (
    (await knex.raw(`select indexname, indexdef from pg_indexes where schemaname = current_schema() and tablename = 'projects' and indexname like 'projects_public_city%' order by indexname`))
      .rows as { indexname: string; indexdef: string }[]
  ).map((row) => `${row.indexname}: ${/\((.*)\) WHERE/.exec(row.indexdef)?.[1]}`);

describe('030-index-project-list-counts', () => {
  it('upgrades a database that ran the earlier migrations, with projects in it, and goes back down', async () => {
    const upTo = MIGRATIONS.findIndex((migration) => migration.name === '030-index-project-list-counts');
    await knex.migrate.latest({ migrationSource: sourceOf(MIGRATIONS.slice(0, upTo)) });
    await knex('projects').insert({
      title: 'Before the upgrade', location: 'Baner', city: 'PuNe', state: 'Maharashtra', projectType: 'residential', approvalStatus: 'approved',
    });
    expect(await cityIndexes()).toEqual([
      'projects_public_city_default_sort: lower(city), featured DESC, created_at DESC, id DESC',
      'projects_public_city_price: lower(city), starting_price, id',
    ]);

    await knex.migrate.latest({ migrationSource: sourceOf(MIGRATIONS.slice(0, upTo + 1)) });
    expect(await knex('projects').where('cityKey', 'pune').pluck('title')).toEqual(['Before the upgrade']);
    expect(await cityIndexes()).toEqual([
      'projects_public_city: city_key',
      'projects_public_city_default_sort: city_key, featured DESC, created_at DESC, id DESC',
      'projects_public_city_price: city_key, starting_price, id',
    ]);

    await knex.migrate.down({ migrationSource: sourceOf(MIGRATIONS.slice(0, upTo + 1)) });
    expect(await cityIndexes()).toEqual([
      'projects_public_city_default_sort: lower(city), featured DESC, created_at DESC, id DESC',
      'projects_public_city_price: lower(city), starting_price, id',
    ]);
  });
});
