import { MIGRATIONS } from '..';
import { useMigrationDatabase } from '../../../../test/support/migration-database';

const database = useMigrationDatabase();

describe('036-add-sms-number-verification', () => {
  it('leaves subscriptions from before unconfirmed (so they are texted nothing), and goes back down', async () => {
    const index = MIGRATIONS.findIndex((migration) => migration.name === '036-add-sms-number-verification');
    await database.latest(MIGRATIONS.slice(0, index));
    await database.knex('smsSubscriptions').insert({ phone: '+919876543210', allTypes: true, isActive: true });

    await database.latest(MIGRATIONS.slice(0, index + 1));
    expect(await database.knex('smsSubscriptions').first('phone', 'isActive', 'verifiedAt', 'tokenHash')).toEqual({
      phone: '+919876543210',
      isActive: true,
      verifiedAt: null,
      tokenHash: null,
    });
    const expiresAt = new Date(Date.now() + 600_000);
    await database.knex('smsVerifications').insert({ phone: '+919876543210', codeHash: 'h', expiresAt });
    // One code waits per number.
    await expect(database.knex('smsVerifications').insert({ phone: '+919876543210', codeHash: 'g', expiresAt })).rejects.toThrow();

    await database.down(MIGRATIONS.slice(0, index + 1));
    expect(await database.knex.schema.hasTable('sms_verifications')).toBe(false);
    expect(await database.knex.schema.hasColumn('sms_subscriptions', 'verified_at')).toBe(false);
    expect(await database.knex('smsSubscriptions').pluck('phone')).toEqual(['+919876543210']);
  });
});
