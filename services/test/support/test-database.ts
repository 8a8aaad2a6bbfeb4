import crypto from 'node:crypto';
import knexFactory, { type Knex } from 'knex';
import type { DatabaseConfig } from '../../src/config';

export interface TestDatabase {
  config: DatabaseConfig;
  /** Drops what the test created (the PostgreSQL database or schema); PGlite in memory goes with its knex. */
  dispose(): Promise<void>;
}

export interface TestDatabaseOptions {
  /**
   * Start from the migrated template the run's global setup made (see
   * migrated-template.ts), so the file skips initdb and every migration. Off
   * for the migration tests, which need an empty database.
   */
  migrated?: boolean;
}

/** Names of what the global setup leaves for the test files, in their environment. */
export const TEMPLATE_ENV = {
  /** A PGlite data folder dumped after the migrations (a tarball). */
  pglite: 'PLOTWISE_TEST_PGLITE_TEMPLATE',
  /** A PGlite data folder dumped before any migration, for the migration tests (initdb once per run). */
  pgliteBlank: 'PLOTWISE_TEST_PGLITE_BLANK',
  /** A PostgreSQL database holding the migrated schema, to copy with `create database … template`. */
  pg: 'PLOTWISE_TEST_PG_TEMPLATE',
} as const;

function withAdmin<T>(url: string, work: (admin: Knex) => Promise<T>): Promise<T> {
  const admin = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
  return work(admin).finally(() => admin.destroy());
}

/** The same server and credentials, another database. */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * In-memory PGlite by default. With TEST_DATABASE_URL, a PostgreSQL database of
 * its own (a copy of the migrated template) or, for an empty one, a fresh
 * schema, so test files run in parallel against one server without meeting.
 * Without a template (a test run outside jest's global setup) the database
 * starts empty and the app's own start-up migrates it, as before.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const template = process.env[options.migrated ? TEMPLATE_ENV.pglite : TEMPLATE_ENV.pgliteBlank];
    return { config: { client: 'pglite', dataDir: null, loadFrom: template }, dispose: async () => undefined };
  }

  const suffix = crypto.randomBytes(6).toString('hex');
  const template = options.migrated ? process.env[TEMPLATE_ENV.pg] : undefined;
  if (template) {
    const database = `test_${suffix}`;
    await withAdmin(url, (admin) => admin.raw('create database ?? template ??', [database, template]));
    return {
      config: { client: 'pg', connectionString: databaseUrl(url, database), schema: null },
      dispose: () => withAdmin(url, (admin) => admin.raw('drop database if exists ?? with (force)', [database])),
    };
  }

  const schema = `test_${suffix}`;
  await withAdmin(url, (admin) => admin.raw('create schema ??', [schema]));
  return {
    config: { client: 'pg', connectionString: url, schema },
    // pg-boss keeps its tables beside the schema (messaging/index.ts, bossSchema).
    dispose: () => withAdmin(url, (admin) => admin.raw('drop schema if exists ??, ?? cascade', [schema, `${schema}_pgboss`])),
  };
}
