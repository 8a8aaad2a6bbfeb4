// Jest's global setup and teardown for the API tests: migrate one database
// once per run and let every test file start from a copy of it (the migration
// tests, from a copy of it before its migrations). Running initdb
// and all migrations in each file cost 2–4 s a file on PGlite; loading a dump
// costs about half a second, and `create database … template` on PostgreSQL
// a few tens of milliseconds.
import crypto from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import knexFactory from 'knex';
import { createKnex, destroyKnex } from '../../src/db/knex';
import { migrateToLatest } from '../../src/db/migration-source';
import { databaseUrl, TEMPLATE_ENV } from './test-database';

let cleanUp: (() => Promise<void>) | undefined;

async function pgliteTemplate(): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'plotwise-template-'));
  const file = path.join(folder, 'migrated.tar');
  const blank = path.join(folder, 'blank.tar');
  const knex = createKnex({ client: 'pglite', dataDir: null });
  try {
    // knex-pglite keeps its one PGlite instance on the client.
    const { pglite } = knex.client as { pglite: PGlite };
    const dump = async (to: string) => writeFileSync(to, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    await pglite.waitReady;
    await dump(blank);
    await migrateToLatest(knex);
    await dump(file);
  } finally {
    await destroyKnex(knex);
  }
  process.env[TEMPLATE_ENV.pglite] = file;
  process.env[TEMPLATE_ENV.pgliteBlank] = blank;
  cleanUp = async () => rmSync(folder, { recursive: true, force: true });
}

async function postgresTemplate(url: string): Promise<void> {
  const template = `test_template_${crypto.randomBytes(6).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
  await admin.raw('create database ??', [template]);
  const knex = createKnex({ client: 'pg', connectionString: databaseUrl(url, template), schema: null });
  try {
    await migrateToLatest(knex);
  } finally {
    // A template may have no open connection while it is copied.
    await destroyKnex(knex);
  }
  process.env[TEMPLATE_ENV.pg] = template;
  cleanUp = async () => {
    try {
      await admin.raw('drop database if exists ?? with (force)', [template]);
    } finally {
      await admin.destroy();
    }
  };
}

export default async function setUp(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) await postgresTemplate(url);
  else await pgliteTemplate();
  // Jest keeps the global setup's module state for the teardown only through globalThis.
  (globalThis as { plotwiseTemplateCleanUp?: () => Promise<void> }).plotwiseTemplateCleanUp = cleanUp;
}

export async function tearDown(): Promise<void> {
  await (globalThis as { plotwiseTemplateCleanUp?: () => Promise<void> }).plotwiseTemplateCleanUp?.();
}
