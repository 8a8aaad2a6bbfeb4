import path from 'node:path';
import { z } from 'zod';
import { configSection, flag } from './section';

/** The repository root: services/src/config/ lives three folders below it. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

/** The process itself: mode, address, logging, where its data lives, and how it sits behind a proxy. */
export const serverSection = configSection(
  {
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    DATA_DIR: z.string().min(1).optional(),
    TRUST_PROXY: flag('TRUST_PROXY', 'false'),
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, message: 'PUBLIC_URL must be an http(s) address such as https://plotwise.in' })
      .refine((value) => { const url = new URL(value); return url.pathname === '/' && !url.search && !url.hash; }, 'PUBLIC_URL must be an origin, without a path')
      .optional(),
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(120).default(0),
    SEED_DEMO_DATA: flag('SEED_DEMO_DATA', 'true'),
    PUBLIC_SOURCE_MAPS: flag('PUBLIC_SOURCE_MAPS', 'false'),
  },
  (vars) => ({
    env: vars.NODE_ENV,
    isProduction: vars.NODE_ENV === 'production',
    port: vars.PORT,
    host: vars.HOST,
    logLevel: vars.LOG_LEVEL ?? (vars.NODE_ENV === 'test' ? 'silent' : 'info'),
    repoRoot: REPO_ROOT,
    dataDir: path.resolve(vars.DATA_DIR ?? path.join(REPO_ROOT, '.data')),
    /** Behind a reverse proxy: take the client address from X-Forwarded-For. */
    trustProxy: vars.TRUST_PROXY === 'true',
    /**
     * The site's public address (PUBLIC_URL, `https://plotwise.in`) for canonical
     * URLs, link previews and the sitemap; null: the request's own host.
     */
    publicUrl: vars.PUBLIC_URL ? new URL(vars.PUBLIC_URL).origin : null,
    /** After SIGTERM, how long the process keeps serving while its health check says 503, so a load balancer stops sending first. */
    shutdownDrainMs: vars.SHUTDOWN_DRAIN_SECONDS * 1000,
    /** Seed the demo catalogue on first start (off in most tests). */
    seedDemoData: vars.SEED_DEMO_DATA === 'true',
    /** Serve the bundles' source maps to anyone (PUBLIC_SOURCE_MAPS); off: they stay on the server for error tooling. */
    publicSourceMaps: vars.PUBLIC_SOURCE_MAPS === 'true',
  }),
);

export type DatabaseConfig =
  /**
   * Embedded PGlite; `dataDir: null` keeps the database in memory (tests).
   * `loadFrom` starts an in-memory database from a dump of another one (a
   * migrated copy, so each test file skips initdb and the migrations).
   */
  | { client: 'pglite'; dataDir: string | null; loadFrom?: string }
  /** PostgreSQL through `pg`; `schema` pins the search path (tests isolate files this way). */
  | { client: 'pg'; connectionString: string; schema: string | null };

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite under DATA_DIR. */
export const databaseSection = configSection(
  {
    DATABASE_URL: z.string().min(1).optional(),
    DATABASE_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]*$/, 'DATABASE_SCHEMA must be a lower-case identifier').optional(),
  },
  (vars, { dataDir }) => ({
    database: (vars.DATABASE_URL
      ? { client: 'pg', connectionString: vars.DATABASE_URL, schema: vars.DATABASE_SCHEMA ?? null }
      : { client: 'pglite', dataDir: path.join(dataDir, 'pglite') }) as DatabaseConfig,
  }),
);
