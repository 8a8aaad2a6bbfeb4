/**
 * Every API route, whoever wrote it, meets generated bad input: wrong types,
 * missing and unknown fields, huge strings, deep nesting, prototype keys,
 * repeated and hostile query values, hostile path parameters, and, on every
 * route that takes a file, pictures whose headers declare extreme sizes. The
 * answer is always a readable 4xx (or a success where the input happens to be
 * fine), never a 5xx. New routes are covered without touching this file.
 */
import type { RequestRoute, ServerInjectResponse } from '@hapi/hapi';
import { UPLOAD_KIND_NAMES } from '@plotwise/contracts';
import { pngDeclaring } from '../../../e2e/support/sample-image';
import { insertProject, insertUser, sessionCookieFor } from '../../test/support/fixtures';
import { SAMPLE_FILES, multipart } from '../../test/support/multipart';
import { loginAsAdmin, startTestApp, type TestApp } from '../../test/support/test-app';

let app: TestApp;
let cookies: Record<'anonymous' | 'user' | 'agent' | 'admin', string | undefined>;

beforeAll(async () => {
  app = await startTestApp({
    configure: (config) => ({
      ...config,
      // The fuzzer sends thousands of requests from one address.
      publicFormRateLimit: { maxAttempts: 1_000_000, windowMs: 60_000 },
      loginRateLimit: { maxAttempts: 1_000_000, windowMs: 60_000 },
    }),
  });
  await insertProject({ title: 'Fuzz Target' });
  const user = await insertUser();
  // An approved agent reaches the payload validation of agent-only routes.
  const agent = await insertUser({ role: 'agent', isApproved: true });
  cookies = {
    anonymous: undefined,
    user: sessionCookieFor(user, app.config.jwtSecret),
    agent: sessionCookieFor(agent, app.config.jwtSecret),
    admin: await loginAsAdmin(app),
  };
});
afterAll(async () => {
  await app.stop();
});

const HUGE = 'x'.repeat(200_000);
const HOSTILE_STRINGS = ["' OR 1=1 --", '%00', '../../etc/passwd', '<script>alert(1)</script>', '\u0000\uffff', '9'.repeat(400), '-1', '1e309', 'NaN', '[]', '{}'];

function deepNesting(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let index = 0; index < depth; index += 1) value = { nested: value };
  return value;
}

const BAD_BODIES: unknown[] = [
  null,
  [],
  'plain text',
  42,
  true,
  { unknownField: 'surprise' },
  { name: 12345, email: ['a'], phone: { x: 1 }, message: null, title: false, password: 7 },
  { name: HUGE, email: HUGE, message: HUGE, title: HUGE, description: HUGE },
  JSON.parse('{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"polluted": true}}}'),
  deepNesting(2_000),
  { role: 'admin', isApproved: true, createdBy: 1, approvalStatus: 'approved' },
  // PostgreSQL text cannot hold NUL: it must be refused before it reaches the database.
  { name: 'a\u0000b', email: 'a\u0000@example.com', title: '\u0000', description: 'x\u0000y', message: '\u0000', search: '\u0000' },
];

const HOSTILE_PARAMS = ['0', '-1', '99999999999999999999999', 'abc', "1' OR '1'='1", '..%2F..%2Fetc', 'x'.repeat(300)];

const QUERY_KEYS = ['page', 'pageSize', 'sortBy', 'sortOrder', 'city', 'search', 'status', 'projectType', 'minPrice', 'maxPrice', 'kind', 'phoneNumber', 'featured', 'role'];

/** The sample JPEG with its frame header (SOF0) declaring another size: the decoder believes it until it reads the data. */
function jpegDeclaring(width: number, height: number): Buffer {
  const jpeg = Buffer.from(SAMPLE_FILES.jpeg());
  const frame = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  jpeg.writeUInt16BE(height, frame + 5);
  jpeg.writeUInt16BE(width, frame + 7);
  return jpeg;
}

/** Pictures of a few hundred bytes whose decoding (or resizing) would take minutes and gigabytes. */
const EXTREME_PICTURES: [string, Buffer][] = [
  ['strip.png', pngDeclaring(1_000_000, 1)],
  ['column.png', pngDeclaring(1, 1_000_000)],
  ['thin.png', pngDeclaring(2560, 1)],
  ['huge.png', pngDeclaring(65_535, 65_535)],
  ['square.png', pngDeclaring(20_000, 20_000)],
  ['empty.png', pngDeclaring(0, 0)],
  ['strip.jpg', jpegDeclaring(65_000, 1)],
  ['huge.jpg', jpegDeclaring(65_000, 65_000)],
];
/** Longer than this for one of them and a visitor's upload is holding the server up. */
const PICTURE_ANSWER_MS = 5_000;

function fill(path: string, value: string): string {
  return path.replace(/\{[^}]+\}/g, encodeURIComponent(value).replace(/%25/g, '%'));
}

function apiRoutes(): RequestRoute[] {
  return app.server.table().filter((route) => route.path.startsWith('/api/'));
}

/**
 * `npm test` sends every route, method and role its plain request and every
 * eighth generated one (about 3,900 cases, seconds); `npm run test:reliability`
 * sets PLOTWISE_FUZZ=full and sends them all (about 29,000).
 */
const FULL = process.env.PLOTWISE_FUZZ === 'full';
const SAMPLE_EVERY = FULL ? 1 : 8;

describe('bad input never produces a server error', () => {
  it('holds for every API route, method, role and generated input', async () => {
    const failures: string[] = [];
    let cases = 0;
    let generated = 0;
    const check = async (label: string, send: () => Promise<ServerInjectResponse>, options: { always?: boolean } = {}) => {
      if (!options.always && generated++ % SAMPLE_EVERY !== 0) return;
      cases += 1;
      const response = await send();
      if (response.statusCode >= 500) failures.push(`${label} → ${response.statusCode} ${response.payload.slice(0, 200)}`);
      else if (response.statusCode >= 400 && String(response.headers['content-type']).startsWith('text/html')) {
        // The pages behind emailed links (confirm, unsubscribe) answer a person in a browser, with a page.
        if (!/<h1>[^<]+<\/h1><p role="status">[^<]+<\/p>/.test(response.payload)) failures.push(`${label} → ${response.statusCode} page without a heading and a message`);
      } else if (response.statusCode >= 400) {
        const body = JSON.parse(response.payload || '{}') as { message?: unknown };
        if (typeof body.message !== 'string' || body.message.length === 0) failures.push(`${label} → ${response.statusCode} without a readable message`);
      }
    };

    for (const route of apiRoutes()) {
      const method = route.method.toUpperCase();
      const paramValues = route.path.includes('{') ? HOSTILE_PARAMS : ['1'];
      for (const [role, cookie] of Object.entries(cookies)) {
        const headers: Record<string, string> = cookie ? { cookie } : {};
        for (const [index, param] of paramValues.entries()) {
          const url = fill(route.path, param);
          if (method === 'GET' || method === 'DELETE') {
            // Hostile queries once per route and role; hostile path values without them.
            for (const key of index === 0 ? QUERY_KEYS : []) {
              await check(`${role} ${method} ${url}?${key}=NUL`, () => app.inject({ method, url: `${url}?${key}=%00`, headers }));
              for (const value of HOSTILE_STRINGS) {
                const query = `${key}=${encodeURIComponent(value)}&${key}=${encodeURIComponent(value)}`;
                await check(`${role} ${method} ${url}?${key}=${value.slice(0, 20)} (repeated)`, () =>
                  app.inject({ method, url: `${url}?${query}`, headers }),
                );
              }
            }
            await check(`${role} ${method} ${url}`, () => app.inject({ method, url, headers }), { always: index === 0 });
          } else {
            for (const body of BAD_BODIES) {
              const payload = JSON.stringify(body);
              await check(`${role} ${method} ${url} ${payload.slice(0, 60)}`, () =>
                app.inject({ method, url, headers: { ...headers, 'content-type': 'application/json' }, payload }),
              );
            }
            await check(
              `${role} ${method} ${url} malformed JSON`,
              () => app.inject({ method, url, headers: { ...headers, 'content-type': 'application/json' }, payload: '{"name": "unterminated' }),
              { always: index === 0 },
            );
          }
        }
      }
    }
    // Every route that takes a file gets the extreme pictures, as each kind, in each field a file route reads.
    for (const route of apiRoutes().filter((entry) => String(entry.settings.payload?.allow ?? '').includes('multipart/form-data'))) {
      const method = route.method.toUpperCase();
      const url = fill(route.path, '1');
      for (const [role, cookie] of Object.entries(cookies)) {
        for (const query of ['', ...UPLOAD_KIND_NAMES.map((kind) => `?kind=${kind}`)]) {
          for (const [name, data] of EXTREME_PICTURES) {
            const form = multipart(['file', 'csvFile'].map((field) => ({ name: field, filename: name, contentType: 'image/png', data })));
            const started = Date.now();
            await check(`${role} ${method} ${url}${query} ${name}`, () => app.inject({ method, url: `${url}${query}`, headers: { ...form.headers, ...(cookie ? { cookie } : {}) }, payload: form.payload }), { always: true });
            if (Date.now() - started > PICTURE_ANSWER_MS) failures.push(`${role} ${method} ${url}${query} ${name} took ${Date.now() - started} ms`);
          }
        }
      }
    }

    console.log(`bad-input fuzz (${FULL ? 'full' : `every ${SAMPLE_EVERY}th generated case`}): ${cases} cases over ${apiRoutes().length} API routes`);
    expect(failures).toEqual([]);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 600_000);
});
