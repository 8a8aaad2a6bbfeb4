import crypto from 'node:crypto';
import knexFactory from 'knex';
import type { DatabaseConfig } from '../../src/config';

export interface TestDatabase {
  config: DatabaseConfig;
  /** Drops what the test created (the PostgreSQL schema); PGlite in memory goes with its knex. */
  dispose(): Promise<void>;
}

/**
 * In-memory PGlite by default. With TEST_DATABASE_URL, a fresh PostgreSQL schema
 * per call, so test files run in parallel against one server without meeting.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return { config: { client: 'pglite', dataDir: null }, dispose: async () => undefined };

  const schema = `test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
  try {
    await admin.raw('create schema ??', [schema]);
  } finally {
    await admin.destroy();
  }
  return {
    config: { client: 'pg', connectionString: url, schema },
    dispose: async () => {
      const cleaner = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
      try {
        await cleaner.raw('drop schema if exists ?? cascade', [schema]);
      } finally {
        await cleaner.destroy();
      }
    },
  };
}
