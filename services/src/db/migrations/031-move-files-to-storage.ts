import type { Knex } from 'knex';

/**
 * Files move out of the database into the file storage (storage/local-directory.ts):
 * a row keeps the metadata and the key its bytes are stored under. `data` stays,
 * nullable, for rows not yet moved; moveStoredBlobs (storage/move-blobs.ts) moves
 * them at start-up and can be re-run safely.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('files', (table) => {
    table.text('storage_key');
    table.binary('data').nullable().alter();
  });
  await knex.raw(`alter table files add constraint files_stored_somewhere check (data is not null or storage_key is not null)`);
}

export async function down(knex: Knex): Promise<void> {
  // Rows whose bytes live only in the storage cannot go back; refuse rather than lose them.
  const moved = await knex('files').whereNull('data').count<{ count: number | string }[]>({ count: '*' });
  if (Number(moved[0]?.count ?? 0) > 0) {
    throw new Error('Files have moved to the file storage; move them back into the database before rolling back.');
  }
  await knex.raw('alter table files drop constraint files_stored_somewhere');
  await knex.schema.alterTable('files', (table) => {
    table.dropColumn('storage_key');
    table.binary('data').notNullable().alter();
  });
}
