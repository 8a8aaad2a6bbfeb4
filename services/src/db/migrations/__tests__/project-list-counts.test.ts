import { MIGRATIONS } from '..';
import { useMigrationDatabase } from '../../../../test/support/migration-database';

const database = useMigrationDatabase();

const cityIndexes = async () =>
  (
    (await database.knex.raw(`select indexname, indexdef from pg_indexes where schemaname = current_schema() and tablename = 'projects' and indexname like 'projects_public_city%' order by indexname`))
      .rows as { indexname: string; indexdef: string }[]
  ).map((row) => `${row.indexname}: ${/\((.*)\) WHERE/.exec(row.indexdef)?.[1]}`);

describe('030-index-project-list-counts', () => {
  it('upgrades a database that ran the earlier migrations, with projects in it, and goes back down', async () => {
    const upTo = MIGRATIONS.findIndex((migration) => migration.name === '030-index-project-list-counts');
    await database.latest(MIGRATIONS.slice(0, upTo));
    await database.knex('projects').insert({
      title: 'Before the upgrade', location: 'Baner', city: 'PuNe', state: 'Maharashtra', projectType: 'residential', approvalStatus: 'approved',
    });
    expect(await cityIndexes()).toEqual([
      'projects_public_city_default_sort: lower(city), featured DESC, created_at DESC, id DESC',
      'projects_public_city_price: lower(city), starting_price, id',
    ]);

    await database.latest(MIGRATIONS.slice(0, upTo + 1));
    expect(await database.knex('projects').where('cityKey', 'pune').pluck('title')).toEqual(['Before the upgrade']);
    expect(await cityIndexes()).toEqual([
      'projects_public_city: city_key',
      'projects_public_city_default_sort: city_key, featured DESC, created_at DESC, id DESC',
      'projects_public_city_price: city_key, starting_price, id',
    ]);

    await database.down(MIGRATIONS.slice(0, upTo + 1));
    expect(await cityIndexes()).toEqual([
      'projects_public_city_default_sort: lower(city), featured DESC, created_at DESC, id DESC',
      'projects_public_city_price: lower(city), starting_price, id',
    ]);
  });
});
