import type { Knex } from 'knex';

/**
 * An event may weigh more than one: an upload counts its bytes against the
 * day's allowance. Signed-in uploads are counted as reservations here instead
 * of from the files table (a reservation is taken before the file is stored,
 * so a burst cannot all pass the count); the last day's files become events,
 * so the allowance carries over.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('rate_limit_events', (table) => {
    table.bigInteger('amount').notNullable().defaultTo(1);
  });
  const since = new Date(Date.now() - 24 * 60 * 60 * 1000);
  await knex.raw(
    `insert into rate_limit_events (bucket, key, at, amount)
     select 'upload:files', uploaded_by::text, created_at, 1 from files where uploaded_by is not null and created_at > ?
     union all
     select 'upload:bytes', uploaded_by::text, created_at, byte_size from files where uploaded_by is not null and created_at > ?`,
    [since, since],
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex('rate_limit_events').whereIn('bucket', ['upload:files', 'upload:bytes']).delete();
  await knex.schema.alterTable('rate_limit_events', (table) => {
    table.dropColumn('amount');
  });
}
