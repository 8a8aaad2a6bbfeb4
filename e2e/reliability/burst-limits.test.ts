// A burst of wrong sign-ins from one address at the production server: the
// address's allowance is checked, the rest refused with 429 and Retry-After,
// however many arrive together. On PostgreSQL (TEST_DATABASE_URL) the burst is
// split over two API processes, which count in the database they share; without
// one, a single process on its embedded database.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSchema, TEST_DATABASE_URL } from '../support/postgres';
import { startSite, type RunningSite } from '../support/site';

const BURST = 150;
/** The production default of LOGIN_RATE_LIMIT_MAX. */
const LOGIN_ALLOWANCE = 10;

describe(`burst limits: ${BURST} simultaneous wrong sign-ins from one address`, () => {
  const sites: RunningSite[] = [];
  let dropSchema: (() => Promise<void>) | undefined;

  before(async () => {
    const env: Record<string, string> = { JWT_SECRET: 'burst-limits-test-secret-0123456789abcdef', ADMIN_PASSWORD: 'admin123' };
    if (TEST_DATABASE_URL) {
      const { schema, drop } = await createSchema(TEST_DATABASE_URL);
      dropSchema = drop;
      Object.assign(env, { DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema });
      sites.push(await startSite(env), await startSite(env));
    } else {
      sites.push(await startSite(env));
    }
  });
  after(async () => {
    await Promise.all(sites.map((site) => site.stop()));
    await dropSchema?.();
  });

  it(`checks at most ${LOGIN_ALLOWANCE} and refuses the rest with 429 and Retry-After`, async () => {
    const attempt = (index: number) => {
      const site = sites[index % sites.length]!;
      return fetch(`${site.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: site.url },
        body: JSON.stringify({ email: `guess${index}@example.com`, password: 'not-the-password' }),
      });
    };
    const responses = await Promise.all(Array.from({ length: BURST }, (_, index) => attempt(index)));
    const checked = responses.filter((response) => response.status === 401);
    const refused = responses.filter((response) => response.status === 429);
    assert.deepEqual({ checked: checked.length, refused: refused.length }, { checked: LOGIN_ALLOWANCE, refused: BURST - LOGIN_ALLOWANCE });
    assert.ok(refused.every((response) => Number(response.headers.get('retry-after')) > 0), 'every refusal says when to retry');
  });
});
