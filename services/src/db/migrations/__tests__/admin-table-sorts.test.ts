import { MIGRATIONS } from '..';
import { useMigrationDatabase } from '../../../../test/support/migration-database';

const database = useMigrationDatabase();

const NAME = '041-index-admin-table-sorts';
const cityIndex = async () =>
  ((await database.knex.raw(`select indexdef from pg_indexes where schemaname = current_schema() and indexname = 'projects_admin_city_sort'`)).rows as { indexdef: string }[]).map(
    (row) => row.indexdef,
  );

describe(NAME, () => {
  it('indexes the hub by city on a database with projects in it, is used for a city-sorted page, and goes back down', async () => {
    await database.latest(MIGRATIONS.filter((migration) => migration.name !== NAME));
    await database.knex('projects').insert([
      { title: 'Nashik Acres', location: 'Gangapur', city: 'Nashik', state: 'Maharashtra', projectType: 'residential' },
      { title: 'Aurangabad Fields', location: 'Paithan', city: 'Aurangabad', state: 'Maharashtra', projectType: 'agricultural' },
    ]);

    await database.latest(MIGRATIONS);
    expect(await cityIndex()).toEqual([expect.stringContaining('(city, id)')]);
    // Two rows would be read whole; with sequential scans off the planner shows the index serves the order (one connection: a transaction).
    const plan = await database.knex.transaction(async (trx) => {
      await trx.raw('set local enable_seqscan = off');
      const rows = (await trx.raw('explain select id from projects order by city desc, id desc limit 12')).rows as { 'QUERY PLAN': string }[];
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('projects_admin_city_sort');

    await MIGRATIONS.find((migration) => migration.name === NAME)!.down!(database.knex);
    expect(await cityIndex()).toEqual([]);
    expect(await database.knex('projects').pluck('city')).toHaveLength(2);
  });
});
