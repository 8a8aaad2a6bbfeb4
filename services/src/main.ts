import { keepGeneratedJwtSecret, loadConfig } from './config';
import { destroyKnex } from './db/knex';
import { prepareDatabase } from './db/prepare';
import { createLogger } from './logger';
import { createServer } from './server';
import { fileStorage } from './storage/file-storage';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const config = keepGeneratedJwtSecret(loadConfig());
  const log = createLogger(config);

  if (config.jwtSecretSource === 'development-default') {
    log.warn('JWT_SECRET is not set: sessions are signed with the development secret. Set JWT_SECRET in production.');
  } else if (config.jwtSecretSource === 'generated-file') {
    log.info(`JWT_SECRET is not set: using the secret generated in ${config.dataDir}/jwt-secret.`);
  }
  if (!config.email.smtp) {
    // Reset links in a production log are readable by whoever reads the log, and reach no one.
    log[config.isProduction ? 'warn' : 'info'](
      config.email.outboxFile
        ? `No SMTP server: emails (password reset links) are written to ${config.email.outboxFile}.`
        : 'No SMTP server (SMTP_URL or SMTP_HOST): emails (password reset links) are written to the log.',
    );
  }
  if (config.isProduction && !config.publicUrl) {
    log.warn('PUBLIC_URL is not set: password reset links are sent only to requests made to localhost. Set it to the site\'s address.');
  }
  log.info(
    config.database.client === 'pg'
      ? 'Database: PostgreSQL (DATABASE_URL)'
      : `Database: embedded PGlite in ${config.database.dataDir}`,
  );

  const server = await createServer(config, { logger: log });
  log.info(`Files: kept in ${fileStorage().description}`);
  const { knex } = server.app;

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    if (config.shutdownDrainMs > 0) {
      // Still accepting: the health check's 503 takes this process out of rotation before its port closes.
      server.app.draining = true;
      log.info(`${signal} received: draining for ${config.shutdownDrainMs / 1000} s (health check 503), then stopping.`);
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    }
    log.info(`${signal} received: finishing requests and closing the database.`);
    try {
      await server.stop({ timeout: SHUTDOWN_TIMEOUT_MS });
    } finally {
      await destroyKnex(knex);
    }
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await prepareDatabase(knex, config, log);
    await server.start();
  } catch (error) {
    await destroyKnex(knex).catch(() => undefined);
    throw error;
  }

  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  log.info(`Plotwise is running at http://${shownHost}:${server.info.port}`);
}

main().catch((error: unknown) => {
  // The logger may not exist yet (bad configuration): print plainly.
  console.error(error instanceof Error ? error.message : error);
  if (error instanceof Error && process.env.NODE_ENV !== 'production') console.error(error.stack);
  process.exit(1);
});
