import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { isDatabaseUnavailable } from '../extensions/error-mapping';
import { ensureConfiguredAdmin } from '../plugins/auth/account-service';
import { DATABASE_RETRY_MS, waitForDatabase } from './knex';
import { migrateToLatest } from './migration-source';
import { seedDemoDataOnce } from './seed';
import { publishBuiltRemotes } from './seed/demo-releases';
import { moveStoredBlobs } from '../storage/move-blobs';
import { fileStorage } from '../storage/file-storage';

/** Rounds of preparation a start gives a database that keeps dropping out midway. */
const PREPARE_ROUNDS = 5;

/**
 * Everything the database needs before the server takes requests: schema, file storage, admin account, demo data.
 * Every step can run again, so a database that stops answering midway (a new connection not made in time on a
 * busy machine) costs another round once it answers again, not the start.
 */
export async function prepareDatabase(knex: Knex, config: Config, log: Logger): Promise<void> {
  // A folder that cannot be written or a bucket that cannot be reached stops the start here, with its reason.
  await fileStorage().verify();
  for (let round = 1; ; round += 1) {
    await waitForDatabase(knex, log);
    try {
      await prepareOnce(knex, config, log);
      return;
    } catch (error) {
      if (round === PREPARE_ROUNDS || !isDatabaseUnavailable(error)) throw error;
      log.warn({ round, reason: error instanceof Error ? error.message : String(error) }, 'The database stopped answering during start-up; preparing it again.');
      await new Promise((resolve) => setTimeout(resolve, DATABASE_RETRY_MS));
    }
  }
}

async function prepareOnce(knex: Knex, config: Config, log: Logger): Promise<void> {
  if (config.database.client === 'pg' && config.database.schema) {
    await knex.raw('create schema if not exists ??', [config.database.schema]);
  }
  await migrateToLatest(knex);
  await moveStoredBlobs(knex, log);

  const admin = await ensureConfiguredAdmin(config.admin);
  if (config.admin.isDefault) {
    const line = `Admin sign-in (development default): username "${config.admin.username}", password "${config.admin.password}". Set ADMIN_USERNAME and ADMIN_PASSWORD to change it.`;
    if (config.isProduction) log.warn(`${line} Do not expose this server before setting them.`);
    else log.info(line);
  } else {
    log.info({ adminId: admin.id }, `Admin account "${config.admin.username}" is ready.`);
  }

  if (config.seedDemoData) {
    const started = Date.now();
    const result = await seedDemoDataOnce(knex);
    if (result.seeded) {
      log.info(
        { seedMs: Date.now() - started },
        `Seeded the demo catalogue: ${result.projects} projects, ${result.blogPosts} blog posts, the city pictures and the social links.`,
      );
      // The demo's releases are the builds on this disk; a site without them still starts.
      const releases = await publishBuiltRemotes(knex, config).catch((error: Error) => {
        log.warn({ reason: error.message }, 'The built remotes could not be recorded as demo releases.');
        return [];
      });
      if (releases.length) log.info(`Published the built remotes as their first releases (none made live): ${releases.join(', ')}.`);
    }
  }
}
