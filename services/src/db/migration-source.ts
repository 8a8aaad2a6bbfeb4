import type { Knex } from 'knex';
import { MIGRATIONS, type NamedMigration } from './migrations';

/**
 * Migrations are imported statically instead of read from a folder, so they
 * load the same way under tsx, jest and any bundler, with no file globbing.
 */
export const migrationSource: Knex.MigrationSource<NamedMigration> = {
  getMigrations: async () => MIGRATIONS,
  getMigrationName: (migration) => migration.name,
  getMigration: async (migration) => migration,
};

export async function migrateToLatest(knex: Knex): Promise<void> {
  await knex.migrate.latest({ migrationSource });
}
