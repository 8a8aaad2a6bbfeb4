import { loadConfig } from '../config';
import { bindModels, createKnex, destroyKnex } from '../db/knex';
import { prepareDatabase } from '../db/prepare';
import { createLogger } from '../logger';
import { useFileStorage } from '../storage/file-storage';
import { storageFromConfig } from '../storage/storage-from-config';

/** `npm run seed -w services`: migrate, ensure the admin account, seed the demo catalogue if never seeded. */
async function seed(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config);
  const knex = createKnex(config.database, log);
  bindModels(knex);
  // The demo pictures go where the server keeps files (createServer sets this for a running server).
  useFileStorage(await storageFromConfig(config));
  try {
    await prepareDatabase(knex, { ...config, seedDemoData: true }, log);
    log.info('Database is migrated and seeded.');
  } finally {
    await destroyKnex(knex);
  }
}

seed().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
