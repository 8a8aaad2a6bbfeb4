import { MIGRATIONS } from '..';
import { useMigrationDatabase } from '../../../../test/support/migration-database';

const database = useMigrationDatabase();

const OURS = ['020-index-admin-project-hub', '021-index-admin-media'];
const hubIndexes = async () =>
  ((await database.knex.raw(`select indexname from pg_indexes where schemaname = current_schema() and tablename = 'projects' and (indexname like 'projects_hub%' or indexname like 'projects_media%') order by indexname`))
    .rows as { indexname: string }[]).map((row) => row.indexname);

describe('020-index-admin-project-hub and 021-index-admin-media', () => {
  it('upgrade a database that ran every other migration (main as deployed), with projects in it, and go back down', async () => {
    const others = MIGRATIONS.filter((migration) => !OURS.includes(migration.name));
    await database.latest(others);
    await database.knex('projects').insert({
      title: 'Before The Hub', location: 'Baner', city: 'Pune', state: 'Maharashtra', projectType: 'residential',
      images: JSON.stringify([{ url: 'https://img.example.com/a.jpg', caption: 'A', isDefault: true }, { url: 'https://img.example.com/b.jpg', caption: 'B', isDefault: false }]),
    });

    await database.latest(MIGRATIONS);
    expect(await database.knex('projects').first('hubSearchText', 'imageCount')).toEqual({ hubSearchText: 'before the hub pune maharashtra', imageCount: 2 });
    expect(await hubIndexes()).toEqual([
      'projects_hub_created_sort', 'projects_hub_price_sort', 'projects_hub_search_trgm', 'projects_hub_status', 'projects_hub_title_sort', 'projects_hub_type',
      'projects_media_counts', 'projects_media_order', 'projects_media_project_counts', 'projects_media_project_order', 'projects_media_property_counts', 'projects_media_property_order',
    ]);
    await database.knex('projects').update({ images: JSON.stringify([]) });
    expect(await database.knex('projects').first('imageCount')).toEqual({ imageCount: 0 });

    for (const name of [...OURS].reverse()) {
      const migration = MIGRATIONS.find((entry) => entry.name === name)!;
      await migration.down!(database.knex);
    }
    expect(await hubIndexes()).toEqual([]);
    const columns = Object.keys(await database.knex('projects').columnInfo());
    expect(columns).not.toContain('hub_search_text');
    expect(columns).not.toContain('image_count');
  });
});
