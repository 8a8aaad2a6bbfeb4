import { MIGRATIONS } from '..';
import { useMigrationDatabase } from '../../../../test/support/migration-database';

const database = useMigrationDatabase();

const upTo = (name: string) => MIGRATIONS.findIndex((migration) => migration.name === name);
const project = (title: string, startingPrice: number | null) => ({
  title, location: 'Baner', city: 'Pune', state: 'Maharashtra', projectType: 'residential', approvalStatus: 'approved', startingPrice,
  description: 'Plots beside the airport road', reraNumber: 'PRM/KA/RERA/1251',
});
const matching = async (tsquery: string) =>
  database.knex('projects').whereRaw(`search_document @@ to_tsquery('english', ?)`, [tsquery]).orderBy('title').pluck('title');

describe('033-add-project-search-document and 034-price-on-request-is-null', () => {
  it('index the projects already there for full text, make their ₹0 prices "on request", and go back down', async () => {
    const before = upTo('033-add-project-search-document');
    await database.latest(MIGRATIONS.slice(0, before));
    await database.knex('projects').insert([project('Free Plots', 0), project('Priced Plots', 2_500_000), project('Asked Plots', null)]);

    await database.latest(MIGRATIONS.slice(0, before + 1));
    expect(await matching(`'airport':* & 'pune':*`)).toEqual(['Asked Plots', 'Free Plots', 'Priced Plots']);
    expect(await matching(`'1251'`)).toEqual(['Asked Plots', 'Free Plots', 'Priced Plots']);

    await database.latest(MIGRATIONS.slice(0, before + 2));
    expect(await database.knex('projects').orderBy('title').select('title', 'startingPrice')).toEqual([
      { title: 'Asked Plots', startingPrice: null },
      { title: 'Free Plots', startingPrice: null },
      { title: 'Priced Plots', startingPrice: 2_500_000 },
    ]);
    await expect(database.knex('projects').insert(project('Zero Again', 0))).rejects.toThrow(/projects_starting_price_positive/);

    await database.down(MIGRATIONS.slice(0, before + 2));
    await database.knex('projects').insert(project('Zero Allowed Before', 0));
    await database.down(MIGRATIONS.slice(0, before + 1));
    expect(await database.knex('projects').orderBy('title').pluck('title')).toEqual(['Asked Plots', 'Free Plots', 'Priced Plots', 'Zero Allowed Before']);
    const columns = Object.keys(await database.knex('projects').columnInfo());
    expect(columns).not.toContain('searchDocument');
    expect(columns).toContain('searchText');
  });
});
