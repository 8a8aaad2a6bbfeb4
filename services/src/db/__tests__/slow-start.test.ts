import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import pino from 'pino';
import type { DatabaseConfig } from '../../config';
import { bindModels, createKnex, destroyKnex } from '../knex';
import { prepareDatabase } from '../prepare';
import { useFileStorage } from '../../storage/file-storage';
import { storageFromConfig } from '../../storage/storage-from-config';
import { testConfig } from '../../../test/support/test-app';
import { createTestDatabase } from '../../../test/support/test-database';

const silent = pino({ level: 'silent' });

/** Runs the start-up's database work (main.ts's prepareDatabase) on `database`, then lists the admin account. */
async function prepare(database: DatabaseConfig, whileStarting: () => Promise<void> = async () => undefined): Promise<Knex> {
  const config = testConfig(database);
  const knex = createKnex(database, silent);
  bindModels(knex);
  useFileStorage(await storageFromConfig(config));
  try {
    const preparing = prepareDatabase(knex, config, silent);
    await whileStarting();
    await preparing;
    return knex;
  } catch (error) {
    await destroyKnex(knex);
    throw error;
  }
}

/** A first start (initdb, every migration, the admin account) takes minutes on a loaded machine: jest's 30 s is no bound for it. */
const START_GUARD_MS = 5 * 60_000;

describe('a start on a busy machine', () => {
  afterEach(() => jest.useRealTimers());

  it('migrates a new PGlite data folder however long the database takes to set itself up', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'plotwise-slow-start-'));
    // Ten minutes pass on the clock while PGlite runs initdb: what a loaded machine does to a first start.
    jest.useFakeTimers({ advanceTimers: true });
    const knex = await prepare({ client: 'pglite', dataDir: path.join(folder, 'pglite') }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      jest.advanceTimersByTime(10 * 60_000);
    });
    try {
      const admin = await knex('users').where({ role: 'admin' }).count({ count: '*' }).first();
      expect(admin?.count).toBe(1);
    } finally {
      await destroyKnex(knex);
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }, START_GUARD_MS);

  const onPostgres = process.env.TEST_DATABASE_URL ? it : it.skip;

  onPostgres('waits for a PostgreSQL that answers only after its connection limit has passed', async () => {
    // A busy machine (or a server still starting): for its first 4 s, connections are accepted but not answered.
    const answersFrom = Date.now() + 4_000;
    await throughProxy({ delay: () => Math.max(0, answersFrom - Date.now()) });
  });

  onPostgres('prepares again when the connection drops in the middle of the migrations', async () => {
    let dropped = false;
    await throughProxy({
      // While the first migration creates its table the connection goes, as one does when the machine stalls.
      drop: (sent) => {
        if (dropped || !sent.includes('create table "users"')) return false;
        dropped = true;
        return true;
      },
    });
    expect(dropped).toBe(true);
  });
});

/**
 * Prepares a new PostgreSQL database through a proxy on this machine that
 * holds each connection for `delay()` ms, or drops one when `drop` says so
 * of what the client sends; then checks the admin account exists.
 */
async function throughProxy(behaviour: { delay?: () => number; drop?: (sent: string) => boolean }): Promise<void> {
  const database = await createTestDatabase();
  if (database.config.client !== 'pg') throw new Error('TEST_DATABASE_URL gives a PostgreSQL database');
  const target = new URL(database.config.connectionString);
  const sockets = new Set<net.Socket>();
  const proxy = net.createServer((client) => {
    sockets.add(client);
    client.on('error', () => undefined);
    const forward = () => {
      if (client.destroyed) return;
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      sockets.add(upstream);
      upstream.on('error', () => client.destroy());
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      client.on('data', (chunk: Buffer) => {
        if (behaviour.drop?.(chunk.toString('latin1').toLowerCase())) client.destroy();
        else upstream.write(chunk);
      });
      upstream.pipe(client);
    };
    setTimeout(forward, behaviour.delay?.() ?? 0);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const viaProxy = new URL(target);
  viaProxy.host = `127.0.0.1:${(proxy.address() as net.AddressInfo).port}`;
  try {
    const knex = await prepare({ ...database.config, connectionString: viaProxy.toString() });
    try {
      const admin = await knex('users').where({ role: 'admin' }).count({ count: '*' }).first();
      expect(admin?.count).toBe(1);
    } finally {
      await destroyKnex(knex);
    }
  } finally {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => proxy.close(resolve));
    await database.dispose();
  }
}
