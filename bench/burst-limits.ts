// Rate limits under a burst, at the production server on PGlite and (with
// BENCH_PG_URL or TEST_DATABASE_URL) PostgreSQL: how many of 150 simultaneous
// wrong sign-ins from one address were checked and how many refused (429), and
// how many of 20 simultaneous registrations from one address and of 120
// simultaneous uploads by one account got through, each with the burst's time.
// Targets: the allowance through and no more (10 sign-ins, 5 registrations, 60 uploads).
import { performance } from 'node:perf_hooks';
import { startSite, type RunningSite } from '../e2e/support/site';
import { onEachEngine, sampleHealth } from './server-sampling';
import { printTableHead, runWhenMain } from './report';

/** The production defaults: LOGIN_RATE_LIMIT_MAX, REGISTRATION_RATE_LIMIT_MAX, UPLOAD_QUOTA_FILES_PER_HOUR. */
const ALLOWANCE = { signIns: 10, registrations: 5, uploads: 60 };

interface Burst {
  through: number;
  refused: number;
  other: number;
  ms: number;
}

/** Fires `size` requests at once; a reply other than `throughStatus` or 429 is counted apart. */
async function burst(size: number, throughStatus: number, send: (index: number) => Promise<Response>): Promise<Burst> {
  const started = performance.now();
  const statuses = await Promise.all(Array.from({ length: size }, async (_, index) => {
    const response = await send(index);
    await response.arrayBuffer();
    return response.status;
  }));
  const ms = performance.now() - started;
  const through = statuses.filter((status) => status === throughStatus).length;
  const refused = statuses.filter((status) => status === 429).length;
  return { through, refused, other: size - through - refused, ms };
}

/** A POST as the site's pages send it, from the client address `from` (the server trusts the proxy header). */
function post(site: RunningSite, path: string, from: string, body: BodyInit, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${site.url}${path}`, { method: 'POST', body, headers: { origin: site.url, 'x-forwarded-for': from, ...headers } });
}

const json = (value: unknown) => JSON.stringify(value);
const JSON_TYPE = { 'content-type': 'application/json' };

async function benchEngine(label: string, env: Record<string, string>): Promise<void> {
  const site = await startSite({ TRUST_PROXY: 'true', JWT_SECRET: 'burst-limits-bench-secret-0123456789abcdef', ...env });
  try {
    const row = (name: string, sent: number, allowance: number, outcome: Burst) =>
      console.log(
        `| ${label} | ${name} | ${sent} | ${outcome.through} | ${outcome.refused} | ${outcome.other} | ${outcome.ms.toFixed(0)} ms | ${outcome.through <= allowance ? 'met' : 'NOT met'} |`,
      );

    const signIn = (from: string) => (index: number) => post(site, '/api/auth/login', from, json({ email: `guess${index}@example.com`, password: 'not-the-password' }), JSON_TYPE);
    const signIns = await burst(150, 401, signIn('203.0.113.1'));
    row('wrong sign-ins, one address', 150, ALLOWANCE.signIns, signIns);

    // The rest of the site while a larger burst waits on one address's count: /api/health reads the database.
    const sampling = sampleHealth(site, 10);
    const flood = await burst(1000, 401, signIn('203.0.113.5'));
    const health = await sampling.stop();
    row('wrong sign-ins, one address', 1000, ALLOWANCE.signIns, flood);
    console.log(`| ${label} | /api/health during that burst | ${health.length} | p50 ${health[Math.floor(health.length / 2)]?.toFixed(0)} ms | max ${health.at(-1)?.toFixed(0)} ms | | | |`);

    const registration = (index: number) => json({ name: 'Burst Person', email: `burst-${index}@example.com`, phone: '9876543210', password: 'plot-secret-1', role: 'user' });
    const registrations = await burst(20, 201, (index) => post(site, '/api/auth/register', '203.0.113.2', registration(index), JSON_TYPE));
    row('registrations, one address', 20, ALLOWANCE.registrations, registrations);

    const account = await post(site, '/api/auth/register', '203.0.113.3', registration(1000), JSON_TYPE);
    if (account.status !== 201) throw new Error(`register: ${account.status} ${await account.text()}`);
    const cookie = (account.headers.get('set-cookie') ?? '').split(';')[0]!;
    const pdf = new Uint8Array(Buffer.from('%PDF-1.7\n'.padEnd(2048, ' ')));
    const uploads = await burst(120, 201, () => {
      const form = new FormData();
      form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'plan.pdf');
      return post(site, '/api/upload?kind=document', '203.0.113.4', form, { cookie });
    });
    row('uploads, one account', 120, ALLOWANCE.uploads, uploads);
  } finally {
    await site.stop();
  }
}

export async function runBurstLimits(): Promise<void> {
  console.log('\n## Rate limits under a burst (target: the allowance through, no more)\n');
  printTableHead(['engine', 'burst', 'sent', 'through', 'refused (429)', 'other', 'time', 'target']);
  await onEachEngine(benchEngine);
}

runWhenMain(module, runBurstLimits);
