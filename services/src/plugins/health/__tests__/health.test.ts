import pino from 'pino';
import { createKnex } from '../../../db/knex';
import { createServer } from '../../../server';
import { startTestApp, testConfig } from '../../../../test/support/test-app';

describe('GET /api/health', () => {
  it('answers ok when the database answers', async () => {
    const app = await startTestApp();
    try {
      const response = await app.inject('/api/health');
      expect(response.statusCode).toBe(200);
      expect(response.result).toEqual({ status: 'ok', database: 'ok' });
    } finally {
      await app.stop();
    }
  });

  it('answers 503 when the database does not', async () => {
    const config = testConfig({ client: 'pg', connectionString: 'postgres://nobody@127.0.0.1:1/none', schema: null });
    const logger = pino({ level: 'silent' });
    const knex = createKnex(config.database, logger);
    const server = await createServer(config, { knex, logger });
    try {
      const response = await server.inject('/api/health');
      expect(response.statusCode).toBe(503);
      expect(JSON.parse(response.payload)).toEqual({ status: 'error', database: 'error' });
    } finally {
      await knex.destroy();
    }
  });
});
