// The before/after of every browser journey, once. `npm test` starts one
// production server per lane of journey files and one Chromium for all of them
// (run-journeys.ts) and hands them over in the environment; a file run on its
// own starts its own. Journeys make their own data (names carry a time stamp),
// so files sharing a server stay independent.
import { after, before } from 'node:test';
import pg from 'pg';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { launchBrowser, newPage, type PageOptions } from './browser';
import { createSchema, TEST_DATABASE_URL } from './postgres';
import { lastCodeSentTo } from './sms-outbox';
import { lastLinkEmailedTo } from './email-outbox';
import { startSite, type RunningSite } from './site';

/** What run-journeys.ts passes to the journey files it runs. */
export const SHARED_RUN_ENV = {
  siteUrl: 'E2E_SITE_URL',
  browserEndpoint: 'E2E_BROWSER_WS',
  databaseSchema: 'E2E_DATABASE_SCHEMA',
  smsOutboxFile: 'E2E_SMS_OUTBOX_FILE',
  emailOutboxFile: 'E2E_EMAIL_OUTBOX_FILE',
} as const;

export interface Journey {
  /** The site's address, e.g. http://127.0.0.1:40123. */
  readonly url: string;
  /** A fresh browser context and page: 1280×900, or a 390×844 phone; JavaScript on unless turned off. */
  newPage(options?: PageOptions): Promise<{ context: BrowserContext; page: Page }>;
  /** The site's PostgreSQL database, when it runs on one (TEST_DATABASE_URL); null on the embedded database. */
  readonly database: pg.Client | null;
  /** The code in the last SMS the site sent to a number (`+91…`), read from its outbox file as a developer would. */
  lastCodeSentTo(phoneNumber: string): Promise<string>;
  /** The first link to `path` (or a path it matches) in the last email the site sent to an address, read from its outbox file. */
  lastLinkEmailedTo(address: string, path: string | RegExp): Promise<URL>;
}

/** A site on its own database: a schema of the test server on PostgreSQL, PGlite otherwise. */
export async function startSiteOnTestDatabase(extraEnv: Record<string, string> = {}): Promise<{ site: RunningSite; schema: string | null; stop: () => Promise<void> }> {
  if (!TEST_DATABASE_URL) {
    const site = await startSite(extraEnv);
    return { site, schema: null, stop: () => site.stop() };
  }
  const { schema, drop } = await createSchema(TEST_DATABASE_URL);
  const site = await startSite({ DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema, ...extraEnv });
  return {
    site,
    schema,
    stop: async () => {
      await site.stop();
      await drop();
    },
  };
}

/** What a journey file prepares once the site and browser are up, and clears before they go. */
export interface JourneyHooks {
  before?: () => Promise<void>;
  after?: () => Promise<void>;
}

/**
 * Registers the file's before and after hooks and returns the journey they set
 * up. A file's own set-up goes in `hooks`: on Node 20 a file's top-level
 * `before` hooks run at the same time, not one after another.
 */
export function useJourney(hooks: JourneyHooks = {}): Journey {
  let url = '';
  let browser: Browser | undefined;
  let database: pg.Client | null = null;
  let smsOutboxFile = '';
  let emailOutboxFile = '';
  let stopSite: (() => Promise<void>) | undefined;

  before(async () => {
    const sharedUrl = process.env[SHARED_RUN_ENV.siteUrl];
    const endpoint = process.env[SHARED_RUN_ENV.browserEndpoint];
    let schema = process.env[SHARED_RUN_ENV.databaseSchema] || null;
    const [own, connected] = await Promise.all([
      sharedUrl ? null : startSiteOnTestDatabase(),
      endpoint ? chromium.connect(endpoint) : launchBrowser(),
    ]);
    browser = connected;
    if (own) {
      url = own.site.url;
      schema = own.schema;
      smsOutboxFile = own.site.smsOutboxFile;
      emailOutboxFile = own.site.emailOutboxFile;
      stopSite = own.stop;
    } else {
      url = sharedUrl!;
      smsOutboxFile = process.env[SHARED_RUN_ENV.smsOutboxFile] ?? '';
      emailOutboxFile = process.env[SHARED_RUN_ENV.emailOutboxFile] ?? '';
    }
    if (TEST_DATABASE_URL && schema) {
      database = new pg.Client({ connectionString: TEST_DATABASE_URL, options: `-c search_path=${schema}` });
      await database.connect();
    }
    await hooks.before?.();
  });

  after(async () => {
    await hooks.after?.();
    // On a shared browser, close() ends only this file's connection and contexts.
    await browser?.close();
    await database?.end();
    await stopSite?.();
  });

  return {
    get url() {
      return url;
    },
    get database() {
      return database;
    },
    lastCodeSentTo: (phoneNumber) => lastCodeSentTo(smsOutboxFile, phoneNumber),
    lastLinkEmailedTo: (address, path) => lastLinkEmailedTo(emailOutboxFile, address, path),
    newPage: (options) => {
      if (!browser) throw new Error('The journey has not started: call newPage inside a test or hook.');
      return newPage(browser, options);
    },
  };
}
