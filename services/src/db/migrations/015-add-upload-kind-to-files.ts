import type { Knex } from 'knex';
import { UPLOAD_KIND_NAMES } from '@plotwise/contracts';

/**
 * What an upload was accepted as (image, document, layout, resume), so a form
 * that links a file can check it is one this site stored for that purpose.
 * Null for files the API made itself (seed illustrations).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('files', (table) => {
    table.enu('kind', [...UPLOAD_KIND_NAMES]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('files', (table) => {
    table.dropColumn('kind');
  });
}
