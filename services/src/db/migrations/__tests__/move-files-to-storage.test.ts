import { MIGRATIONS } from '..';
import { useMigrationDatabase } from '../../../../test/support/migration-database';

const database = useMigrationDatabase();
const upTo = MIGRATIONS.findIndex((migration) => migration.name === '031-move-files-to-storage');

describe('031-move-files-to-storage', () => {
  it('keeps the files a database holds, lets a row point at the storage instead, and goes back down while nothing has moved', async () => {
    await database.latest(MIGRATIONS.slice(0, upTo));
    const bytes = Buffer.from('%PDF-1.7 brochure');
    await database.knex('files').insert({ id: '1b4e28ba-2fa1-41d2-883f-0016d3cca427', contentType: 'application/pdf', byteSize: bytes.length, data: bytes });

    await database.latest(MIGRATIONS.slice(0, upTo + 1));
    const kept = await database.knex('files').first('data', 'storageKey');
    expect(Buffer.from(kept.data).equals(bytes)).toBe(true);
    expect(kept.storageKey).toBeNull();
    // A row may now leave its bytes to the storage, but must be stored somewhere.
    await database.knex('files').insert({ id: '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b', contentType: 'image/png', byteSize: 10, data: null, storageKey: '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b' });
    await expect(database.knex('files').insert({ id: '9f1c0b6e-1e43-4c7a-8d5f-5a3b2a7c9d10', contentType: 'image/png', byteSize: 10, data: null })).rejects.toThrow();

    // With a file only in the storage the rollback refuses, rather than lose it.
    await expect(database.down(MIGRATIONS.slice(0, upTo + 1))).rejects.toThrow(/move them back/);
    await database.knex('files').where({ data: null }).delete();
    await database.down(MIGRATIONS.slice(0, upTo + 1));
    expect(Object.keys(await database.knex('files').columnInfo())).not.toContain('storage_key');
  });
});
