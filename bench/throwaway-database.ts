// The throw-away PostgreSQL databases the benchmarks seed and measure.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The server the databases are made on (BENCH_PG_URL). */
export const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Runs `work` with the URL of a new, empty database on PG_URL (named
 * `prefix_<random>`), and drops the database afterwards, open connections and all.
 */
export async function withThrowawayDatabase<T>(prefix: string, work: (connectionString: string) => Promise<T>): Promise<T> {
  const database = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${database}`);
    const url = new URL(PG_URL);
    url.pathname = `/${database}`;
    return await work(url.toString());
  } finally {
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
}
