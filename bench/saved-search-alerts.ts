// Saved search alerts at 10,000 saved searches (varied filters, every one matching
// the projects approved) on a throw-away PostgreSQL database: the approval's response
// time against a baseline without saved searches, the matching after it, the time to queue the day's
// digests and to send them through a local SMTP server (the smtp-server package the
// tests use) by a worker process that is killed mid-send and replaced, GET
// /api/health's p99 on the API process while they are sent, and how many digests
// were lost or sent twice.
//
//   npx tsx bench/saved-search-alerts.ts
//
// BENCH_PG_URL     server to create the throw-away database on (default postgres://postgres@127.0.0.1:5432/test)
// BENCH_SEARCHES   saved searches (default 10000)
// BENCH_KILL_AFTER digests delivered before the worker is killed (default a third)
import { spawn, type ChildProcess } from 'node:child_process';
import pino from 'pino';
import { loadConfig } from '../services/src/config';
import { createServer } from '../services/src/server';
import { prepareDatabase } from '../services/src/db/prepare';
import { destroyKnex } from '../services/src/db/knex';
import { insertProject, insertUser } from '../services/test/support/fixtures';
import { startSmtpServer } from '../services/test/support/local-gateways';
import { signSessionToken } from '../services/src/plugins/auth/session-token';
import { withThrowawayDatabase } from './throwaway-database';

const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 10_000);
const KILL_AFTER = Number(process.env.BENCH_KILL_AFTER ?? Math.floor(SEARCHES / 3));
const GIVE_UP_MS = 10 * 60_000;
const silent = pino({ level: 'silent' });

const envFor = (databaseUrl: string, smtpPort: number, workerPollSeconds: number): Record<string, string> => ({
  NODE_ENV: 'development',
  DATABASE_URL: databaseUrl,
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: 'bench-admin-password',
  JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
  SEED_DEMO_DATA: 'false',
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  MAIL_FROM: 'alerts@plotwise.test',
  PUBLIC_URL: 'http://plotwise.test',
  MESSAGE_WORKER_POLL_SECONDS: String(workerPollSeconds),
  SAVED_SEARCH_DIGEST_INTERVAL_MINUTES: '0',
  SITE_VISIT_REMINDER_INTERVAL_MINUTES: '0',
  PORT: '0',
  LOG_LEVEL: 'silent',
});

/** The worker process: a server whose only job here is its message worker. */
async function runWorker(): Promise<void> {
  const config = { ...loadConfig(process.env), port: 0 };
  const server = await createServer(config, { logger: silent });
  await server.start();
  process.send?.('ready');
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;

function startWorker(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', __filename, '--worker'], { env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}`)));
  });
}

/** Saved searches with every kind of filter, each still matching a Pune residential project in Baner at ₹25 lakh on 10 acres. */
async function seedSearches(knex: import('knex').Knex, count: number): Promise<void> {
  await knex.raw(
    `insert into saved_searches (email, owner_key, filters, city_keys, project_type, status, min_price, max_price, min_area, max_area, place_patterns, text_query, confirmed_at)
     select 'owner' || g || '@example.com', 'email:owner' || g || '@example.com', '{"city":"Pune"}'::jsonb,
       case when g % 2 = 0 then array['pune','poona'] end,
       case when g % 3 = 0 then 'residential' end,
       case when g % 5 = 0 then 'ongoing' end,
       case when g % 4 = 0 then (g % 20) * 100000 end,
       case when g % 7 = 0 then 2500000 + (g % 50) * 100000 end,
       case when g % 6 = 0 then (g % 10) * 1000 end,
       case when g % 9 = 0 then 1000000 end,
       case when g % 11 = 0 then array['%baner%'] end,
       case when g % 13 = 0 then 'garden' end,
       now()
     from generate_series(1, ?) as g`,
    [count],
  );
  await knex.raw('analyze saved_searches');
}

async function main(): Promise<void> {
  const smtp = await startSmtpServer();
  try {
    await withThrowawayDatabase('bench_saved_search', async (databaseUrl) => {
      const apiEnv = envFor(databaseUrl, smtp.port, 0);
      const config = { ...loadConfig(apiEnv), port: 0 };
      const server = await createServer(config, { logger: silent });
      const { knex } = server.app;
      await prepareDatabase(knex, config, silent);
      await server.start();
      const base = server.info.uri;
      try {
        const admin = await insertUser({ role: 'admin', email: 'bench-admin@example.com' });
        const cookie = `plotwise_session=${signSessionToken(admin, config.jwtSecret)}`;
        const approveTimed = async () => {
          const project = await insertProject({ approvalStatus: 'pending', title: 'Garden Plots', city: 'Pune', location: 'Baner', startingPrice: 2_500_000 });
          const started = performance.now();
          const response = await fetch(`${base}/api/admin/projects/${project.id}/approve`, { method: 'PATCH', headers: { cookie, 'content-type': 'application/json', origin: base }, body: '{}' });
          if (response.status !== 200) throw new Error(`approve answered ${response.status}`);
          return performance.now() - started;
        };
        const baseline = [];
        for (let run = 0; run < 5; run += 1) baseline.push(await approveTimed());
        await seedSearches(knex, SEARCHES);
        // Each approval notes its project; the matching runs right after the response, off the request.
        const approvals: number[] = [];
        const matching: number[] = [];
        for (let run = 0; run < 5; run += 1) {
          approvals.push(await approveTimed());
          const started = performance.now();
          await server.app.savedSearchDigests.matchPending();
          matching.push(performance.now() - started);
        }
        const matched = Number((await knex('saved_search_matches').count('* as count').first())?.count ?? 0);
        console.log(`approve: baseline median ${percentile(baseline, 50).toFixed(1)} ms; with ${SEARCHES.toLocaleString('en-IN')} saved searches median ${percentile(approvals, 50).toFixed(1)} ms`);
        console.log(`match: one project against ${SEARCHES.toLocaleString('en-IN')} searches, median ${percentile(matching, 50).toFixed(1)} ms after the response (${matched} digest entries for 5 projects)`);

        const queueStarted = performance.now();
        const digests = await server.app.savedSearchDigests.sendDue(Date.parse('2030-01-01T10:00:00+05:30'));
        console.log(`queue: ${digests} digests in ${((performance.now() - queueStarted) / 1000).toFixed(1)} s`);

        // Health polled on the API process while another process sends.
        const health: number[] = [];
        let polling = true;
        const poller = (async () => {
          while (polling) {
            const started = performance.now();
            await fetch(`${base}/api/health`).then((response) => response.arrayBuffer());
            health.push(performance.now() - started);
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        })();
        const workerEnv = envFor(databaseUrl, smtp.port, 0.2);
        const sendStarted = performance.now();
        let worker = await startWorker(workerEnv);
        while (smtp.received.length < KILL_AFTER) await new Promise((resolve) => setTimeout(resolve, 50));
        worker.kill('SIGKILL');
        const atKill = smtp.received.length;
        worker = await startWorker(workerEnv);
        const deadline = Date.now() + GIVE_UP_MS;
        for (;;) {
          const left = Number((await knex('outgoing_messages').where({ purpose: 'saved-search-digest' }).whereNot({ status: 'sent' }).count('* as count').first())?.count ?? 0);
          if (left === 0 || Date.now() > deadline) break;
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
        const sendSeconds = (performance.now() - sendStarted) / 1000;
        polling = false;
        await poller;
        worker.kill('SIGTERM');
        const recipients = smtp.received.flatMap((mail) => mail.to);
        const distinct = new Set(recipients);
        console.log(`send: ${recipients.length} emails in ${sendSeconds.toFixed(1)} s (worker killed after ${atKill}, a new one finished; jobs the dead worker held wait for their expiry)`);
        console.log(`lost: ${digests - distinct.size}, duplicated: ${recipients.length - distinct.size}`);
        console.log(`/api/health during sending: p50 ${percentile(health, 50).toFixed(1)} ms, p99 ${percentile(health, 99).toFixed(1)} ms over ${health.length} requests`);
      } finally {
        await server.stop();
        await destroyKnex(knex);
      }
    });
  } finally {
    await smtp.stop();
  }
}

if (process.argv.includes('--worker')) {
  void runWorker();
} else {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
