import type { Knex } from 'knex';

/** What pg-boss asks of a database: one SQL text, with `$1` parameters or several statements without. */
export interface BossDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

interface PgConnection {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] } | { rows: unknown[] }[]>;
}
interface PgliteConnection extends PgConnection {
  exec(text: string): Promise<{ rows: unknown[] }[]>;
}

function isPglite(connection: PgConnection): connection is PgliteConnection {
  return typeof (connection as Partial<PgliteConnection>).exec === 'function';
}

/**
 * pg-boss on the server's own knex: its SQL runs on a connection from the same
 * pool (or, given a transaction, on that transaction's connection, so a job is
 * queued only if the transaction commits). knex's `raw` would rewrite `?`
 * placeholders, so the connection is used directly: `pg`'s Client on
 * PostgreSQL, the PGlite instance embedded. PGlite runs several statements
 * only through `exec`, which takes no parameters; pg-boss sends its locked
 * multi-statement scripts without any.
 */
export function bossDb(knex: Knex | Knex.Transaction): BossDb {
  return {
    async executeSql(text, values) {
      const client = knex.client as Knex.Client;
      const connection = (await client.acquireConnection()) as PgConnection;
      try {
        if (isPglite(connection) && (!values || values.length === 0)) {
          const results = await connection.exec(text);
          return results.at(-1) ?? { rows: [] };
        }
        const result = await connection.query(text, values);
        return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
      } finally {
        await client.releaseConnection(connection);
      }
    },
  };
}
