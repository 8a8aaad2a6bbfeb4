import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import { Model, knexSnakeCaseMappers } from 'objection';
import pg from 'pg';
import type { Logger } from 'pino';
import type { DatabaseConfig } from '../config';
import { isDatabaseUnavailable } from '../extensions/error-mapping';
import { acquirePgliteLock } from './pglite-lock';

const INT8_OID = 20;

/**
 * `pg` returns bigint columns (and count(*)) as strings; PGlite returns numbers.
 * Every bigint Plotwise stores (prices in rupees, counts) fits a JS number, so
 * both backends answer alike.
 */
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** Extensions the migrations create: PGlite must load their code before `create extension` can find it. */
const PGLITE_EXTENSIONS = { pg_trgm };

const releaseLocks = new WeakMap<Knex, () => void>();
const embedded = new WeakMap<Knex, PGlite>();

/**
 * One code path for both backends: the same knex API, snake_case in SQL and
 * camelCase in JavaScript, chosen by configuration.
 */
export function createKnex(database: DatabaseConfig, log?: Logger): Knex {
  const common: Knex.Config = {
    ...knexSnakeCaseMappers(),
    // knex prints to the console by default; send its warnings to the structured log.
    ...(log && {
      log: {
        warn: (message: unknown) => log.warn({ knex: message }, 'knex warning'),
        error: (message: unknown) => log.error({ knex: message }, 'knex error'),
        deprecate: (method: string, alternative: string) => log.warn(`knex: ${method} is deprecated, use ${alternative}`),
        debug: (message: unknown) => log.debug({ knex: message }, 'knex debug'),
      },
    }),
  };

  if (database.client === 'pg') {
    return knexFactory({
      ...common,
      client: 'pg',
      // When the database is away, fail in seconds (503) instead of queueing requests for a minute.
      connection: { connectionString: database.connectionString, types: pgTypes, connectionTimeoutMillis: 3_000 } as Knex.PgConnectionConfig,
      searchPath: database.schema ? [database.schema] : undefined,
      pool: { min: 0, max: 10 },
      acquireConnectionTimeout: 5_000,
    });
  }

  let release: (() => void) | undefined;
  let pglite: PGlite;
  if (database.dataDir) {
    fs.mkdirSync(path.dirname(database.dataDir), { recursive: true });
    release = acquirePgliteLock(database.dataDir);
    pglite = new PGlite({ dataDir: database.dataDir, extensions: PGLITE_EXTENSIONS });
  } else {
    const loadDataDir = database.loadFrom ? new Blob([fs.readFileSync(database.loadFrom)]) : undefined;
    pglite = new PGlite({ extensions: PGLITE_EXTENSIONS, loadDataDir });
  }

  const knex = knexFactory({
    ...common,
    client: ClientPgLite,
    // knex-pglite takes a ready instance through a connection function.
    connection: (() => ({ pglite })) as unknown as Knex.StaticConnectionConfig,
  });
  if (release) releaseLocks.set(knex, release);
  embedded.set(knex, pglite);
  return knex;
}

/** How often start-up asks again for a PostgreSQL that is not answering yet. */
export const DATABASE_RETRY_MS = 2_000;

/**
 * Waits, without a time limit, until the database answers: the start-up work
 * after it then never waits on a connection. knex-pglite opens PGlite inside
 * the pool's connection attempt, which the pool gives up on after 30 s, and a
 * new data folder's initdb on a busy machine takes longer; PostgreSQL's
 * connection limit (3 s) can likewise pass while the machine is busy, or while
 * the server is still starting. A start that is only slow thus never fails.
 */
export async function waitForDatabase(knex: Knex, log: Logger): Promise<void> {
  const pglite = embedded.get(knex);
  if (pglite) {
    await pglite.waitReady;
    return;
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      await knex.raw('select 1');
      if (attempt > 1) log.info('PostgreSQL answers: carrying on with the start.');
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      // Every attempt's reason, so a wrong address is seen at once even though the start keeps waiting.
      log.warn({ attempt, reason: error instanceof Error ? error.message : String(error) }, `PostgreSQL does not answer yet; trying again in ${DATABASE_RETRY_MS / 1000} s.`);
      await new Promise((resolve) => setTimeout(resolve, DATABASE_RETRY_MS));
    }
  }
}

/** Closes the pool (and the embedded database) and releases the data-folder lock. */
export async function destroyKnex(knex: Knex): Promise<void> {
  try {
    await knex.destroy();
  } finally {
    releaseLocks.get(knex)?.();
    releaseLocks.delete(knex);
  }
}

/** Objection models query through this knex unless a transaction is passed. */
export function bindModels(knex: Knex): void {
  Model.knex(knex);
}
