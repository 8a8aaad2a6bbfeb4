// A bounded soak: 50 clients on loopback for SOAK_SECONDS (60 by default) mixing
// what visitors and admins do at once (catalogue reads, project pages,
// inquiries, admin project creation and lead status changes). No request may
// fail or answer 5xx, and every write the API acknowledged must be stored:
// rows are counted before and after. On PostgreSQL when TEST_DATABASE_URL is set
// (as in CI), on the embedded PGlite otherwise.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSchema, TEST_DATABASE_URL } from '../support/postgres';
import { startSite, type RunningSite } from '../support/site';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CLIENTS = 50;
const ADMIN_PASSWORD = 'soak-admin-password';

let site: RunningSite;
let dropSchema: (() => Promise<void>) | undefined;
let admin: Record<string, string>;

async function json<T>(response: Response): Promise<T> {
  const text = await response.text();
  assert.ok(response.ok, `${response.status} ${response.url}: ${text.slice(0, 200)}`);
  return JSON.parse(text) as T;
}

async function counts(): Promise<{ projects: number; inquiries: number; inProgress: number }> {
  const projects = await json<{ overallTotal: number }>(await fetch(`${site.url}/api/admin/projects?pageSize=1`, { headers: admin }));
  const leads = await json<{ total: number; statusCounts: Record<string, number> }>(
    await fetch(`${site.url}/api/admin/inquiries?kind=project&pageSize=1`, { headers: admin }),
  );
  return { projects: projects.overallTotal, inquiries: leads.total, inProgress: leads.statusCounts.in_progress ?? 0 };
}

before(async () => {
  const env: Record<string, string> = {
    ADMIN_PASSWORD,
    PUBLIC_FORM_RATE_LIMIT_MAX: '1000000',
    LOGIN_RATE_LIMIT_MAX: '1000000',
    MESSAGE_WORKER_POLL_SECONDS: '0',
  };
  if (TEST_DATABASE_URL) {
    const { schema, drop } = await createSchema(TEST_DATABASE_URL);
    dropSchema = drop;
    Object.assign(env, { DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema });
  }
  site = await startSite(env);
  const login = await fetch(`${site.url}/api/auth/admin-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  assert.equal(login.status, 200, await login.text());
  admin = { cookie: (login.headers.get('set-cookie') ?? '').split(';')[0]!, origin: site.url };
});

after(async () => {
  await site?.stop();
  await dropSchema?.();
});

describe(`soak: ${CLIENTS} clients for ${SECONDS} s on ${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('answers every request without an error and stores every acknowledged write', async () => {
    const projectIds = (await json<{ items: { id: number }[] }>(await fetch(`${site.url}/api/projects?pageSize=50`))).items.map((item) => item.id);
    const before = await counts();
    const tally = { reads: 0, enquiries: 0, created: 0, statusChanges: 0, statusTargets: new Set<number>() };
    const failures: string[] = [];
    const deadline = Date.now() + SECONDS * 1000;
    let sequence = 0;

    const check = async (label: string, response: Promise<Response>, expected: number) => {
      try {
        const answered = await response;
        const body = await answered.text();
        if (answered.status !== expected) failures.push(`${label}: ${answered.status} ${body.slice(0, 160)}`);
        return answered.status === expected ? body : null;
      } catch (error) {
        failures.push(`${label}: ${(error as Error).message}`);
        return null;
      }
    };

    const oneRequest = async (client: number) => {
      const n = (sequence += 1);
      const pick = n % 20;
      const projectId = projectIds[n % projectIds.length]!;
      if (pick < 10) {
        const city = ['Pune', 'Mumbai', 'Bangalore', 'Hyderabad'][n % 4];
        if (await check('list', fetch(`${site.url}/api/projects?city=${city}&sortBy=price_low&page=${(n % 3) + 1}`), 200)) tally.reads += 1;
      } else if (pick < 15) {
        if (await check('detail', fetch(`${site.url}/api/projects/${projectId}`), 200)) tally.reads += 1;
      } else if (pick < 18) {
        const sent = await check(
          'enquiry',
          fetch(`${site.url}/api/inquiries`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: site.url },
            body: JSON.stringify({ name: `Soak visitor ${client}`, email: `soak${n}@example.com`, phone: '9876543210', message: `Soak enquiry ${n}`, projectId }),
          }),
          201,
        );
        if (sent) tally.enquiries += 1;
      } else if (pick === 18) {
        const created = await check(
          'admin create',
          fetch(`${site.url}/api/projects`, {
            method: 'POST',
            headers: { ...admin, 'content-type': 'application/json' },
            body: JSON.stringify({
              title: `Soak Enclave ${n}`,
              description: 'A project the soak test created as the admin.',
              projectType: 'residential',
              location: 'Wakad',
              city: 'Pune',
              state: 'Maharashtra',
              totalArea: 12,
              areaUnit: 'acres',
              startingPrice: 4_500_000,
              status: 'upcoming',
            }),
          }),
          201,
        );
        if (created) tally.created += 1;
      } else {
        const page = await check('admin leads', fetch(`${site.url}/api/admin/inquiries?kind=project&status=new&pageSize=5`, { headers: admin }), 200);
        const lead = page ? (JSON.parse(page) as { items: { id: number }[] }).items[n % 5] : undefined;
        if (lead) {
          const changed = await check(
            'admin status',
            fetch(`${site.url}/api/admin/inquiries/enquiry/${lead.id}/status`, {
              method: 'PATCH',
              headers: { ...admin, 'content-type': 'application/json' },
              body: JSON.stringify({ status: 'in_progress' }),
            }),
            200,
          );
          if (changed) {
            tally.statusChanges += 1;
            tally.statusTargets.add(lead.id);
          }
        }
      }
    };

    await Promise.all(
      Array.from({ length: CLIENTS }, async (_unused, client) => {
        while (Date.now() < deadline) await oneRequest(client);
      }),
    );

    const afterCounts = await counts();
    const total = tally.reads + tally.enquiries + tally.created + tally.statusChanges;
    console.log(
      `soak: ${total} requests in ${SECONDS} s (${Math.round(total / SECONDS)}/s): ${tally.reads} reads, ${tally.enquiries} enquiries, ` +
        `${tally.created} projects created, ${tally.statusChanges} status changes; ${failures.length} failures`,
    );
    assert.deepEqual(failures.slice(0, 10), []);
    assert.equal(afterCounts.inquiries, before.inquiries + tally.enquiries, 'every acknowledged enquiry is stored');
    assert.equal(afterCounts.projects, before.projects + tally.created, 'every acknowledged project is stored');
    assert.equal(afterCounts.inProgress, before.inProgress + tally.statusTargets.size, 'every acknowledged status change is stored');
  });
});
