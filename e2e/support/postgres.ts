import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';

/** The PostgreSQL server the suite may use (CI and this machine have one), or null. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? null;

/** A fresh schema on the test server, dropped by `drop()`. */
export async function createSchema(url: string): Promise<{ schema: string; drop: () => Promise<void> }> {
  const schema = `e2e_${randomBytes(5).toString('hex')}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create schema ${schema}`);
  } finally {
    await client.end();
  }
  return {
    schema,
    drop: async () => {
      const cleaner = new pg.Client({ connectionString: url });
      await cleaner.connect();
      try {
        await cleaner.query(`drop schema if exists ${schema} cascade`);
      } finally {
        await cleaner.end();
      }
    },
  };
}

/**
 * A TCP proxy in front of the database that a test can cut and restore, which
 * is what the API sees when PostgreSQL restarts or the network drops, without
 * touching the server other suites share.
 */
export async function startDatabaseProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let accepting = true;
  const server = net.createServer((client) => {
    if (!accepting) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    sockets.add(client);
    sockets.add(upstream);
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    port: address.port,
    /** Drops every open connection and refuses new ones. */
    cut() {
      accepting = false;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    },
    restore() {
      accepting = true;
    },
    close: () => new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    }),
  };
}
