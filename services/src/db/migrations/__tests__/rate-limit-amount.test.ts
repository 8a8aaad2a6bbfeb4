import { randomUUID } from 'node:crypto';
import { MIGRATIONS } from '..';
import { useMigrationDatabase } from '../../../../test/support/migration-database';

const database = useMigrationDatabase();

describe('044-add-rate-limit-amount', () => {
  it("carries the last day's signed-in uploads over as quota events, and goes back down", async () => {
    const index = MIGRATIONS.findIndex((migration) => migration.name === '044-add-rate-limit-amount');
    await database.latest(MIGRATIONS.slice(0, index));
    const [user] = await database.knex('users').insert({ name: 'Uploader', email: 'uploader@example.com', phone: '9876543210', passwordHash: 'x', role: 'user' }).returning('id');
    const file = (byteSize: number, hoursAgo: number, uploadedBy: number | null) => ({
      id: randomUUID(),
      contentType: 'application/pdf',
      byteSize,
      storageKey: randomUUID(),
      uploadedBy,
      createdAt: new Date(Date.now() - hoursAgo * 3_600_000),
    });
    await database.knex('files').insert([file(1000, 0.5, user.id), file(2000, 5, user.id), file(4000, 30, user.id), file(8000, 0.5, null)]);
    await database.knex('rateLimitEvents').insert({ bucket: 'login:address', key: '10.0.0.1', at: new Date() });

    await database.latest(MIGRATIONS.slice(0, index + 1));
    const events = await database.knex('rateLimitEvents').where('key', String(user.id)).orderBy(['bucket', 'amount']).select('bucket', 'amount');
    expect(events).toEqual([
      { bucket: 'upload:bytes', amount: 1000 },
      { bucket: 'upload:bytes', amount: 2000 },
      { bucket: 'upload:files', amount: 1 },
      { bucket: 'upload:files', amount: 1 },
    ]);
    expect(await database.knex('rateLimitEvents').where('bucket', 'login:address').first('amount')).toEqual({ amount: 1 });

    await database.down(MIGRATIONS.slice(0, index + 1));
    expect(await database.knex.schema.hasColumn('rate_limit_events', 'amount')).toBe(false);
    expect(await database.knex('rateLimitEvents').pluck('bucket')).toEqual(['login:address']);
  });
});
