import type { Knex } from 'knex';
import pino from 'pino';
import { createKnex, destroyKnex } from '../../src/db/knex';
import type { NamedMigration } from '../../src/db/migrations';
import { createTestDatabase, type TestDatabase } from './test-database';

/** A knex migration source over exactly these migrations (a database "as deployed" before later ones). */
export function migrationSourceOf(migrations: NamedMigration[]): Knex.MigrationSource<NamedMigration> {
  return {
    getMigrations: async () => migrations,
    getMigrationName: (migration) => migration.name,
    getMigration: async (migration) => migration,
  };
}

export interface MigrationDatabase {
  readonly knex: Knex;
  /** Runs these migrations (those not yet run), as a deploy would. */
  latest(migrations: NamedMigration[]): Promise<void>;
  /** Rolls back the last batch of these migrations. */
  down(migrations: NamedMigration[]): Promise<void>;
}

/**
 * An empty database of the file's own for the migration tests, made in its
 * beforeAll and dropped in its afterAll: each test migrates it up to a point,
 * puts rows in, and checks what a later migration (and its rollback) does.
 */
export function useMigrationDatabase(): MigrationDatabase {
  let database: TestDatabase | undefined;
  let knex: Knex | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    knex = createKnex(database.config, pino({ level: 'silent' }));
  });
  afterAll(async () => {
    if (knex) await destroyKnex(knex);
    await database?.dispose();
  });
  const current = () => {
    if (!knex) throw new Error('The migration database is made in beforeAll.');
    return knex;
  };
  return {
    get knex() {
      return current();
    },
    latest: async (migrations) => {
      await current().migrate.latest({ migrationSource: migrationSourceOf(migrations) });
    },
    down: async (migrations) => {
      await current().migrate.down({ migrationSource: migrationSourceOf(migrations) });
    },
  };
}
