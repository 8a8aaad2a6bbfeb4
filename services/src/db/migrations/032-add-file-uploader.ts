import type { Knex } from 'knex';

/**
 * Who uploaded a file (null for visitors and for files the API makes), so a
 * signed-in account's uploads can be counted against its quota, from any API
 * process; and when a form's file was linked to what it belongs to is read
 * from the rows that link it (storage/unattached-files.ts).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('files', (table) => {
    table.integer('uploaded_by').references('id').inTable('users').onDelete('SET NULL');
    table.index(['uploaded_by', 'created_at'], 'files_uploader_recent');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('files', (table) => {
    table.dropIndex(['uploaded_by', 'created_at'], 'files_uploader_recent');
    table.dropColumn('uploaded_by');
  });
}
