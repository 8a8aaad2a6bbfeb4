// A shell release is a restart (docs/decisions.md): done one process at a
// time behind a load balancer, no visitor's request is refused. The balancer
// here is the outside edge a deployment has (nginx, a cloud balancer): it
// sends each request to a process whose GET /api/health answered 200 at its
// last check. A process told to stop (SIGTERM) with SHUTDOWN_DRAIN_SECONDS
// answers its health check 503 while it goes on serving, so the balancer
// stops sending before the port closes. Needs PostgreSQL (TEST_DATABASE_URL).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSchema, TEST_DATABASE_URL } from '../support/postgres';
import { startSite, type RunningSite } from '../support/site';

const skip = TEST_DATABASE_URL ? false : 'needs TEST_DATABASE_URL (a PostgreSQL server)';
const CHECK_EVERY_MS = 250;

/** Round robin over the processes whose last health check answered 200. */
function startBalancer(backends: () => RunningSite[]) {
  const healthy = new Set<string>();
  const check = setInterval(() => {
    for (const site of backends()) {
      fetch(`${site.url}/api/health`).then(
        (reply) => (reply.status === 200 ? healthy.add(site.url) : healthy.delete(site.url)),
        () => healthy.delete(site.url),
      );
    }
  }, CHECK_EVERY_MS);
  let turn = 0;
  const server = http.createServer((request, response) => {
    const live = backends().filter((site) => healthy.has(site.url));
    const target = live[turn++ % Math.max(live.length, 1)];
    if (!target) return void response.writeHead(502).end('no healthy process');
    const upstream = http.request(new URL(request.url ?? '/', target.url), { method: request.method, headers: request.headers }, (reply) => {
      response.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(response);
    });
    upstream.on('error', (error) => response.headersSent ? response.destroy() : response.writeHead(502).end(error.message));
    request.pipe(upstream);
  });
  return new Promise<{ url: string; healthy: Set<string>; stop: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        healthy,
        stop: () => new Promise((done) => { clearInterval(check); server.close(() => done()); }),
      });
    });
  });
}

describe('a rolling restart of two processes', { skip }, () => {
  let sites: RunningSite[] = [];
  let env: Record<string, string>;
  let dropSchema: () => Promise<void>;

  before(async () => {
    const { schema, drop } = await createSchema(TEST_DATABASE_URL!);
    dropSchema = drop;
    env = { DATABASE_URL: TEST_DATABASE_URL!, DATABASE_SCHEMA: schema, JWT_SECRET: 'rolling-restart-secret-0123456789abcdef', SHUTDOWN_DRAIN_SECONDS: '2' };
    sites = [await startSite(env)];
    sites.push(await startSite(env));
  });
  after(async () => {
    await Promise.all(sites.map((site) => site.stop()));
    await dropSchema?.();
  });

  it('replaces each process in turn with no request refused or failed', async () => {
    const balancer = await startBalancer(() => sites);
    while (balancer.healthy.size < 2) await new Promise((resolve) => setTimeout(resolve, 50));
    const failures: string[] = [];
    let requests = 0;
    let running = true;
    const loops = Array.from({ length: 6 }, async (_, index) => {
      while (running) {
        const route = index % 2 ? '/loan-calculator' : '/api/projects?pageSize=1';
        try {
          const reply = await fetch(`${balancer.url}${route}`);
          const text = await reply.text();
          if (reply.status !== 200) failures.push(`${reply.status} ${route}: ${text.slice(0, 80)}`);
        } catch (error) {
          failures.push(`${(error as Error).message} ${route}`);
        }
        requests += 1;
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (let index = 0; index < 2; index += 1) {
      // The new process first (as a shell release's new build would start), then the old one told to stop.
      const replacement = await startSite(env);
      const old = sites[index]!;
      sites = sites.map((site) => (site === old ? replacement : site)).concat(old);
      assert.equal(await old.terminate(), 0, old.logs());
      sites = sites.filter((site) => site !== old);
      await old.stop();
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    running = false;
    await Promise.all(loops);
    await balancer.stop();
    assert.ok(requests > 50, `only ${requests} requests were made`);
    assert.deepEqual(failures, []);
  });
});
