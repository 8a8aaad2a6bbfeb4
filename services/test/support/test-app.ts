import path from 'node:path';
import type { Server, ServerInjectOptions, ServerInjectResponse } from '@hapi/hapi';
import type { Knex } from 'knex';
import type { Model, ModelClass } from 'objection';
import pino, { type Logger } from 'pino';
import { loadConfig, type Config } from '../../src/config';
import { createKnex, destroyKnex } from '../../src/db/knex';
import { prepareDatabase } from '../../src/db/prepare';
import { createServer } from '../../src/server';
import { signSessionToken } from '../../src/plugins/auth/session-token';
import type { SmsSender } from '../../src/plugins/notifications/sms-sender';
import type { EmailSender } from '../../src/email/email-sender';
import type { UserRole } from '@plotwise/contracts';
import { tempFolder } from './files';
import { insertUser } from './fixtures';
import { createTestDatabase, type TestDatabase } from './test-database';
import { startS3TestBucket, type S3TestBucket } from './s3-test-bucket';

export const ADMIN = { username: 'admin', password: 'test-admin-password' };

export interface TestAppOptions {
  /** Seed the demo catalogue (off by default: most tests insert exactly what they check). */
  seed?: boolean;
  /** Adjust the configuration, e.g. point `dist` folders at temporary directories. */
  configure?: (config: Config) => Config;
  /** Where the server logs (silent by default). */
  logger?: Logger;
  /** The SMS gateway (a RecordingSmsSender reads the codes texted); the log sender by default. */
  smsSender?: SmsSender;
  /** The mail server (a RecordingEmailSender reads the links emailed); the log sender by default. */
  emailSender?: EmailSender;
  /**
   * Where file bytes go: the test folder, or a bucket (s3-test-bucket.ts: s3rver, or a real store
   * with S3_TEST_*). Default TEST_FILE_STORAGE, else the folder, so any API test runs on either.
   */
  fileStorage?: 'local' | 's3';
}

export interface TestApp {
  server: Server;
  knex: Knex;
  config: Config;
  inject(options: ServerInjectOptions | string): Promise<ServerInjectResponse>;
  /** Stops the server and builds a new one on the same database, as a process restart would. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

const silent = pino({ level: 'silent' });

let fileStorageDir: string | undefined;

/**
 * One folder of stored files for every app this test process starts (file ids
 * never collide), removed when the process ends.
 */
function testFileStorageDir(): string {
  fileStorageDir ??= tempFolder('files');
  return fileStorageDir;
}

export function testConfig(database: TestDatabase['config'], options: TestAppOptions = {}): Config {
  const base = loadConfig({
    NODE_ENV: 'test',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    SEED_DEMO_DATA: options.seed ? 'true' : 'false',
  });
  // Releases (the demo seed publishes the built remotes) go to a folder of the test process, never the developer's.
  const releases = { ...base.releases, dir: path.join(testFileStorageDir(), 'releases') };
  const config = { ...base, database, port: 0, host: '127.0.0.1', fileStorageDir: testFileStorageDir(), releases };
  return options.configure ? options.configure(config) : config;
}

/** The real server on a real database, migrated and prepared exactly as main.ts does. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase({ migrated: true });
  const bucket: S3TestBucket | null = (options.fileStorage ?? process.env.TEST_FILE_STORAGE) === 's3' ? await startS3TestBucket() : null;
  const config = { ...testConfig(database.config, options), ...(bucket ? { s3Storage: bucket.config } : {}) };
  const knex = createKnex(config.database, silent);

  const build = async () => {
    const server = await createServer(config, { knex, logger: options.logger ?? silent, smsSender: options.smsSender, emailSender: options.emailSender });
    await prepareDatabase(knex, config, silent);
    await server.initialize();
    // Recording senders deliver the queue before they are read, as the worker would have by then.
    for (const sender of [options.smsSender, options.emailSender]) {
      if (sender && 'queue' in sender) (sender as { queue: unknown }).queue = server.app.messages;
    }
    return server;
  };

  let server: Server;
  try {
    server = await build();
  } catch (error) {
    await destroyKnex(knex);
    await database.dispose();
    await bucket?.stop();
    throw error;
  }

  const app: TestApp = {
    get server() {
      return server;
    },
    knex,
    config,
    inject: (injectOptions) => server.inject(asBrowserWould(injectOptions)),
    restart: async () => {
      await server.stop();
      server = await build();
    },
    stop: async () => {
      try {
        await server.stop();
      } finally {
        await destroyKnex(knex);
        await database.dispose();
        await bucket?.stop();
      }
    },
  };
  return app;
}

/**
 * A browser's own fetches say `Sec-Fetch-Site: same-origin`, and the server
 * refuses a write that carries the session cookie without it or an Origin; a
 * test that sends its own Origin or Sec-Fetch-Site keeps them.
 */
function asBrowserWould(options: ServerInjectOptions | string): ServerInjectOptions | string {
  if (typeof options === 'string') return options;
  const headers = (options.headers ?? {}) as Record<string, unknown>;
  if ('origin' in headers || 'sec-fetch-site' in headers || 'Origin' in headers) return options;
  return { ...options, headers: { ...headers, 'sec-fetch-site': 'same-origin' } };
}

/** The `Cookie` header that carries the session a response just set. */
export function sessionCookieFrom(response: ServerInjectResponse): string {
  const setCookie = [response.headers['set-cookie'] ?? []].flat();
  const session = setCookie.find((cookie) => cookie.startsWith('plotwise_session='));
  if (!session) throw new Error(`No session cookie in response ${response.statusCode}: ${response.payload}`);
  return session.split(';')[0]!;
}

export async function loginAsAdmin(app: TestApp): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/admin-login', payload: ADMIN });
  if (response.statusCode !== 200) throw new Error(`Admin login failed: ${response.statusCode} ${response.payload}`);
  return sessionCookieFrom(response);
}

/** The readable message of an error reply. */
export function messageOf(response: { payload: string }): string {
  return (JSON.parse(response.payload) as { message: string }).message;
}

/** A test file's app, started in its beforeAll and stopped in its afterAll (useTestApp). */
export interface SharedTestApp extends TestApp {
  /** The configured admin's session cookie, signed in once (with `signInAdmin`). */
  readonly adminCookie: string;
  /** The configured admin's account id (with `signInAdmin`): what createdBy and lastUpdatedBy record. */
  readonly adminId: number;
  /** A request with the admin's session. */
  asAdmin(method: string, url: string, payload?: unknown): Promise<ServerInjectResponse>;
  /** The session cookie of an account the test inserted. */
  cookieOf(user: { id: number; role: UserRole; tokenVersion: number }): string;
}

/**
 * The set-up most API test files share: the app on its own database for the
 * whole file (and, with `signInAdmin`, the admin's session), in one line.
 */
export function useTestApp(options: TestAppOptions & { signInAdmin?: boolean } = {}): SharedTestApp {
  let current: TestApp | undefined;
  let adminCookie: string | undefined;
  let adminId: number | undefined;
  beforeAll(async () => {
    current = await startTestApp(options);
    if (options.signInAdmin) {
      adminCookie = await loginAsAdmin(current);
      adminId = (await current.knex('users').whereRaw('lower(username) = ?', [ADMIN.username]).first('id'))?.id;
    }
    // A demo seed is the first on a clean machine to render its 209 pictures (about 24 s of CPU).
  }, options.seed ? 120_000 : 60_000);
  afterAll(async () => {
    await current?.stop();
  });
  const started = (): TestApp => {
    if (!current) throw new Error('The test app starts in beforeAll: use it inside tests and hooks.');
    return current;
  };
  return {
    get server() {
      return started().server;
    },
    get knex() {
      return started().knex;
    },
    get config() {
      return started().config;
    },
    get adminCookie() {
      if (!adminCookie) throw new Error('useTestApp({ signInAdmin: true }) signs the admin in.');
      return adminCookie;
    },
    get adminId() {
      if (adminId === undefined) throw new Error('useTestApp({ signInAdmin: true }) signs the admin in.');
      return adminId;
    },
    inject: (injectOptions) => started().inject(injectOptions),
    restart: () => started().restart(),
    stop: () => started().stop(),
    asAdmin: (method, url, payload) => started().inject({ method, url, payload: payload as object, headers: { cookie: adminCookie! } }),
    cookieOf: (user) => `plotwise_session=${signSessionToken(user, started().config.jwtSecret)}`,
  };
}

/** One request of `expectAdminOnly`: method, URL and, for writes, a body. */
export type AdminCall = readonly [method: string, url: string, payload?: unknown];

/**
 * Asserts that every call is the admin's alone: 401 without a session, 403 to
 * a user, to an agent awaiting approval and to an approved agent.
 */
export async function expectAdminOnly(app: SharedTestApp, calls: readonly AdminCall[]): Promise<void> {
  const others = {
    user: await insertUser({ role: 'user' }),
    'agent awaiting approval': await insertUser({ role: 'agent', isApproved: false }),
    'approved agent': await insertUser({ role: 'agent', isApproved: true }),
  };
  for (const [method, url, payload] of calls) {
    const anonymous = await app.inject({ method, url, payload: payload as object });
    expect({ method, url, status: anonymous.statusCode }).toEqual({ method, url, status: 401 });
    for (const [who, account] of Object.entries(others)) {
      const response = await app.inject({ method, url, payload: payload as object, headers: { cookie: app.cookieOf(account) } });
      expect({ method, url, who, status: response.statusCode }).toEqual({ method, url, who, status: 403 });
    }
  }
}

/**
 * Asserts that `request` is refused with 400 and `message` (a string, or a matcher
 * such as expect.stringContaining) and that it stored no `model` row.
 */
export async function expectRefusedStoringNothing(model: ModelClass<Model>, request: () => Promise<ServerInjectResponse>, message: unknown): Promise<void> {
  const before = await model.query().resultSize();
  const response = await request();
  expect(statusAndMessage(response)).toEqual({ status: 400, message });
  expect(await model.query().resultSize()).toBe(before);
}

/** A response's status and message together, so that one assertion shows both when it fails. */
export const statusAndMessage = (response: { statusCode: number; payload: string }) => ({ status: response.statusCode, message: messageOf(response) });

/** An admin list (`url`) searched for `search`, read back with `query`: the first word of each item's name, in order. */
export function firstNamesListed(app: SharedTestApp, url: string, search: string): (query: string) => Promise<string[]> {
  return async (query) =>
    ((await app.asAdmin('GET', `${url}?search=${search}&${query}`)).result as { items: { name: string }[] }).items.map((item) => item.name.split(' ')[0]!);
}
