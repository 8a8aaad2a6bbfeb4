import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { remotesConfigSchema, type CompanyDetails, type MapSettings, type RemotesConfig } from '@plotwise/contracts';
import { DEFAULT_REMOTES } from './plugins/site/default-remotes';
import { REMOTES, SHELL } from '../../remotes.config.cjs';
import { perMinutes, type SlidingWindow } from './rate-limit/sliding-window-limiter';
import type { WorkPoolOptions } from './work-pool/work-pool';
import { messagingConfig, type MessagingConfig } from './messaging/messaging-config';

/** The repository root: services/src/config.ts lives two folders below it. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

const DEV_JWT_SECRET = 'plotwise-development-secret-do-not-use-in-production';
const DEV_ADMIN = { username: 'admin', password: 'admin123' };

/** The demo company: a deployment sets its own with the COMPANY_* and GRIEVANCE_OFFICER_* variables. */
const DEMO_COMPANY = {
  legalName: 'Plotwise Realty Private Limited',
  cin: 'U70200PN2021PTC201847',
  registeredOffice: '4th Floor, Panchshil Business Park, Viman Nagar, Pune, Maharashtra 411014',
  grievanceOfficer: { name: 'Meera Kulkarni', email: 'grievance@plotwise.in' },
} as const;

export type DatabaseConfig =
  /**
   * Embedded PGlite; `dataDir: null` keeps the database in memory (tests).
   * `loadFrom` starts an in-memory database from a dump of another one (a
   * migrated copy, so each test file skips initdb and the migrations).
   */
  | { client: 'pglite'; dataDir: string | null; loadFrom?: string }
  /** PostgreSQL through `pg`; `schema` pins the search path (tests isolate files this way). */
  | { client: 'pg'; connectionString: string; schema: string | null };

/** An SMTP server: a connection URL, or its parts. */
export type SmtpConfig = { url: string } | { host: string; port: number; user: string | null; pass: string | null };
/** FILE_STORAGE=s3: an S3-compatible bucket for the file bytes (storage/s3-bucket.ts). */
export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** Another store than AWS (MinIO, R2, Ceph): its address; null for AWS itself. */
  endpoint: string | null;
  /** Address the bucket in the path (`host/bucket/key`), as most stores other than AWS expect. */
  forcePathStyle: boolean;
  /** Null: the SDK's default credential chain (environment, shared files, an instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** Put every key below this (`plotwise/`), empty for the bucket's root; ends with `/` when set. */
  prefix: string;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  logLevel: string;
  repoRoot: string;
  dataDir: string;
  database: DatabaseConfig;
  jwtSecret: string;
  /** Where the secret came from, for one start-up log line. */
  jwtSecretSource: 'env' | 'development-default' | 'generated-file';
  admin: { username: string; password: string; isDefault: boolean };
  remotes: RemotesConfig;
  /** The registered company the footer, About and the legal pages name (GET /api/company). */
  company: CompanyDetails;
  /** The maps' tile server (GET /api/map-settings); its origin joins the pages' img-src. */
  map: MapSettings;
  /** Each built package's folder: the shell's, and each registered remote's by its id (`catalog`). */
  dist: { shell: string; [remoteId: string]: string };
  /** Remotes' releases (docs/architecture.md, how a team ships, from git clone to live): their folder, shared by every API process, and who may publish. */
  releases: { dir: string; keep: number; pollMs: number; deployToken: string | null };
  /** After SIGTERM, how long the process keeps serving while its health check says 503, so a load balancer stops sending first. */
  shutdownDrainMs: number;
  loginRateLimit: SlidingWindow;
  /** Submissions of each public form (enquiry, quote, application, plot, alerts) per IP. */
  publicFormRateLimit: SlidingWindow;
  /** Successful registrations per client address. */
  registrationRateLimit: SlidingWindow;
  /** Projects an agent submits for approval, per account. */
  submissionRateLimit: SlidingWindow;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  /** Where uploaded and generated files are kept (FILE_STORAGE_DIR, default DATA_DIR/files). */
  fileStorageDir: string;
  /** FILE_STORAGE=s3: the bucket that keeps them instead of fileStorageDir; null for the folder. */
  s3Storage: S3StorageConfig | null;
  /** What one signed-in account may upload (visitors have the public forms' allowance). */
  uploadQuota: { filesPerHour: number; bytesPerDay: number };
  /** How often uploads nothing links to after a day are removed; 0 never. */
  fileCleanupIntervalMs: number;
  /** Serve the bundles' source maps to anyone (PUBLIC_SOURCE_MAPS); off: they stay on the server for error tooling. */
  publicSourceMaps: boolean;
  /** Seed the demo catalogue on first start (off in most tests). */
  seedDemoData: boolean;
  /** How often the server looks for tomorrow's confirmed site visits to remind; 0 turns the check off. */
  siteVisitReminderIntervalMs: number;
  /** Saved search digests: from which hour of the day (India time) they go out, and how often the server looks for due ones (0: off). */
  savedSearchDigest: { hour: number; intervalMs: number };
  /** The SMS provider and the queue every email and text leaves through. */
  messaging: MessagingConfig;
  /**
   * With no SMS gateway, texts (alerts, confirmation codes) go to the log, or,
   * when this is set, one JSON line each to this file: the outbox a developer
   * or a browser test reads codes from.
   */
  smsOutboxFile: string | null;
  /**
   * Email (password reset links): SMTP when configured; otherwise one JSON
   * line per email in `outboxFile` when set (developers and browser tests read
   * links there); otherwise the log.
   */
  email: { smtp: SmtpConfig | null; from: string; outboxFile: string | null };
  /**
   * The site's public address (PUBLIC_URL, `https://plotwise.in`) for canonical
   * URLs, link previews and the sitemap; null: the request's own host.
   */
  publicUrl: string | null;
  /** How long a text search's matches serve its pages and repeats (db/search-results); 0 never. */
  searchCacheMs: number;
  /** Server rendering of public pages (docs/architecture.md, rendering path). */
  serverRender: {
    enabled: boolean;
    /** Longer than this and the page is the browser-rendered one (a slow or broken remote). */
    timeoutMs: number;
    /** How long an anonymous page's HTML is reused, unless data changes first; 0 never. */
    cacheMs: number;
    /** Renders at a time; a page that gets no turn within timeoutMs is the browser-rendered one. */
    concurrency: number;
  };
  /** The processes that decode pictures and read CSVs, off the event loop (work-pool/work-pool.ts). */
  workPool: WorkPoolOptions;
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z.string().min(1).optional(),
  DATABASE_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]*$/, 'DATABASE_SCHEMA must be a lower-case identifier').optional(),
  JWT_SECRET: z.string().min(16, 'JWT_SECRET must be at least 16 characters').optional(),
  ADMIN_USERNAME: z.string().trim().min(1).max(100).optional(),
  ADMIN_PASSWORD: z.string().min(1).max(200).optional(),
  REMOTES_JSON: z.string().min(1).optional(),
  RELEASES_DIR: z.string().min(1).optional(),
  RELEASES_KEEP: z.coerce.number().int().min(2).default(10),
  DEPLOY_TOKEN: z.string().min(24, 'DEPLOY_TOKEN must be at least 24 characters').optional(),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(120).default(0),
  LOGIN_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  LOGIN_RATE_LIMIT_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  PUBLIC_FORM_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  PUBLIC_FORM_RATE_LIMIT_WINDOW_MINUTES: z.coerce.number().positive().default(10),
  REGISTRATION_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  REGISTRATION_RATE_LIMIT_WINDOW_MINUTES: z.coerce.number().positive().default(60),
  SUBMISSION_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  SUBMISSION_RATE_LIMIT_WINDOW_MINUTES: z.coerce.number().positive().default(60),
  SEED_DEMO_DATA: z.enum(['true', 'false']).default('true'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  FILE_STORAGE_DIR: z.string().min(1).optional(),
  FILE_STORAGE: z.enum(['local', 's3'], { message: "FILE_STORAGE must be 'local' (a folder, the default) or 's3' (an S3-compatible bucket)" }).default('local'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens')
    .optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]+$/, 'S3_REGION must be a region name such as ap-south-1').optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, message: 'S3_ENDPOINT must be an http(s) address such as https://s3.example.com or http://127.0.0.1:9000' }).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { message: "S3_FORCE_PATH_STYLE must be 'true' or 'false'" }).optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*\/?$/, 'S3_PREFIX must be folder names of letters, digits, dots, hyphens and underscores, separated by /, such as plotwise/files')
    .optional(),
  UPLOAD_QUOTA_FILES_PER_HOUR: z.coerce.number().int().min(1).default(60),
  UPLOAD_QUOTA_MB_PER_DAY: z.coerce.number().positive().default(500),
  FILE_CLEANUP_INTERVAL_MINUTES: z.coerce.number().min(0).default(60),
  PUBLIC_SOURCE_MAPS: z.enum(['true', 'false']).default('false'),
  SITE_VISIT_REMINDER_INTERVAL_MINUTES: z.coerce.number().min(0).default(15),
  SAVED_SEARCH_DIGEST_HOUR: z.coerce.number().int().min(0, 'SAVED_SEARCH_DIGEST_HOUR must be an hour from 0 to 23').max(23, 'SAVED_SEARCH_DIGEST_HOUR must be an hour from 0 to 23').default(8),
  SAVED_SEARCH_DIGEST_INTERVAL_MINUTES: z.coerce.number().min(0).default(10),
  SMS_OUTBOX_FILE: z.string().min(1).optional(),
  EMAIL_OUTBOX_FILE: z.string().min(1).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, message: 'SMTP_URL must be an smtp:// or smtps:// address such as smtps://user:pass@smtp.example.com' }).optional(),
  SMTP_HOST: z.string().trim().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASS: z.string().min(1).optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .regex(/^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, 'MAIL_FROM must be an address such as "Plotwise <no-reply@plotwise.in>"')
    .optional(),
  DIST_DIR: z.string().min(1).optional(),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, message: 'PUBLIC_URL must be an http(s) address such as https://plotwise.in' })
    .refine((value) => { const url = new URL(value); return url.pathname === '/' && !url.search && !url.hash; }, 'PUBLIC_URL must be an origin, without a path')
    .optional(),
  COMPANY_LEGAL_NAME: z.string().trim().min(3).max(200).optional(),
  COMPANY_CIN: z.string().trim().toUpperCase().regex(/^[LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/, 'COMPANY_CIN must be a 21-character CIN such as U70200PN2021PTC201847').optional(),
  COMPANY_REGISTERED_OFFICE: z.string().trim().min(10).max(300).optional(),
  COMPANY_GSTIN: z.string().trim().toUpperCase().regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'COMPANY_GSTIN must be a 15-character GSTIN such as 27AABCP1234F1Z5').optional(),
  GRIEVANCE_OFFICER_NAME: z.string().trim().min(2).max(100).optional(),
  GRIEVANCE_OFFICER_EMAIL: z.email('GRIEVANCE_OFFICER_EMAIL must be an email address').optional(),
  // OpenStreetMap's own tiles suit a small site (their usage policy asks for the credit and modest use); a busy one names its provider here.
  MAP_TILE_URL: z
    .url({ protocol: /^https?$/, message: 'MAP_TILE_URL must be an http(s) address' })
    .refine((value) => ['{z}', '{x}', '{y}'].every((part) => value.includes(part)), 'MAP_TILE_URL must hold {z}, {x} and {y}, as in https://tile.openstreetmap.org/{z}/{x}/{y}.png')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().trim().min(1).max(300).default('© OpenStreetMap contributors'),
  MAP_TILE_MAX_ZOOM: z.coerce.number().int().min(1).max(22).default(19),
  SERVER_RENDER: z.enum(['true', 'false']).default('true'),
  SERVER_RENDER_TIMEOUT_MS: z.coerce.number().int().min(10).max(10_000).default(300),
  SERVER_RENDER_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(10),
  SERVER_RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  SEARCH_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(10),
  // Half the cores (one on two): the rest stay free for serving pages, files and sign-ins.
  WORK_POOL_SIZE: z.coerce.number().int().min(1).max(64).default(Math.max(1, Math.floor(os.availableParallelism() / 2))),
  WORK_POOL_QUEUE: z.coerce.number().int().min(0).max(10_000).default(20),
  WORK_TIME_LIMIT_SECONDS: z.coerce.number().positive().max(3600).default(30),
  WORK_MEMORY_LIMIT_MB: z.coerce.number().int().min(256).max(65_536).default(1024),
});

/**
 * Reads the whole configuration from the environment once, at start-up.
 * Empty variables count as unset, so `FOO= npm start` behaves like no FOO.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid configuration: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const vars = parsed.data;
  const isProduction = vars.NODE_ENV === 'production';
  const dataDir = path.resolve(vars.DATA_DIR ?? path.join(REPO_ROOT, '.data'));

  const database: DatabaseConfig = vars.DATABASE_URL
    ? { client: 'pg', connectionString: vars.DATABASE_URL, schema: vars.DATABASE_SCHEMA ?? null }
    : { client: 'pglite', dataDir: path.join(dataDir, 'pglite') };

  const { secret: jwtSecret, source: jwtSecretSource } = resolveJwtSecret(vars.JWT_SECRET, isProduction, dataDir);

  return {
    env: vars.NODE_ENV,
    isProduction,
    port: vars.PORT,
    host: vars.HOST,
    logLevel: vars.LOG_LEVEL ?? (vars.NODE_ENV === 'test' ? 'silent' : 'info'),
    repoRoot: REPO_ROOT,
    dataDir,
    database,
    jwtSecret,
    jwtSecretSource,
    admin: {
      username: vars.ADMIN_USERNAME ?? DEV_ADMIN.username,
      password: vars.ADMIN_PASSWORD ?? DEV_ADMIN.password,
      isDefault: !vars.ADMIN_PASSWORD,
    },
    remotes: vars.REMOTES_JSON ? readRemotesFile(vars.REMOTES_JSON) : DEFAULT_REMOTES,
    map: { tileUrl: vars.MAP_TILE_URL, attribution: vars.MAP_TILE_ATTRIBUTION, maxZoom: vars.MAP_TILE_MAX_ZOOM },
    company: {
      legalName: vars.COMPANY_LEGAL_NAME ?? DEMO_COMPANY.legalName,
      cin: vars.COMPANY_CIN ?? DEMO_COMPANY.cin,
      registeredOffice: vars.COMPANY_REGISTERED_OFFICE ?? DEMO_COMPANY.registeredOffice,
      gstin: vars.COMPANY_GSTIN ?? null,
      grievanceOfficer: {
        name: vars.GRIEVANCE_OFFICER_NAME ?? DEMO_COMPANY.grievanceOfficer.name,
        email: vars.GRIEVANCE_OFFICER_EMAIL ?? DEMO_COMPANY.grievanceOfficer.email,
      },
    },
    dist: distFolders(vars.DIST_DIR ? path.resolve(vars.DIST_DIR) : REPO_ROOT),
    releases: { dir: path.resolve(vars.RELEASES_DIR ?? path.join(dataDir, 'releases')), keep: vars.RELEASES_KEEP, pollMs: 2000, deployToken: vars.DEPLOY_TOKEN ?? null },
    shutdownDrainMs: vars.SHUTDOWN_DRAIN_SECONDS * 1000,
    loginRateLimit: perMinutes(vars.LOGIN_RATE_LIMIT_MAX, vars.LOGIN_RATE_LIMIT_WINDOW_MINUTES),
    registrationRateLimit: perMinutes(vars.REGISTRATION_RATE_LIMIT_MAX, vars.REGISTRATION_RATE_LIMIT_WINDOW_MINUTES),
    submissionRateLimit: perMinutes(vars.SUBMISSION_RATE_LIMIT_MAX, vars.SUBMISSION_RATE_LIMIT_WINDOW_MINUTES),
    publicFormRateLimit: perMinutes(vars.PUBLIC_FORM_RATE_LIMIT_MAX, vars.PUBLIC_FORM_RATE_LIMIT_WINDOW_MINUTES),
    seedDemoData: vars.SEED_DEMO_DATA === 'true',
    trustProxy: vars.TRUST_PROXY === 'true',
    fileStorageDir: path.resolve(vars.FILE_STORAGE_DIR ?? path.join(dataDir, 'files')),
    s3Storage: s3StorageConfig(vars, present),
    uploadQuota: { filesPerHour: vars.UPLOAD_QUOTA_FILES_PER_HOUR, bytesPerDay: Math.round(vars.UPLOAD_QUOTA_MB_PER_DAY * 1024 * 1024) },
    fileCleanupIntervalMs: vars.FILE_CLEANUP_INTERVAL_MINUTES * 60_000,
    publicSourceMaps: vars.PUBLIC_SOURCE_MAPS === 'true',
    siteVisitReminderIntervalMs: vars.SITE_VISIT_REMINDER_INTERVAL_MINUTES * 60_000,
    savedSearchDigest: { hour: vars.SAVED_SEARCH_DIGEST_HOUR, intervalMs: vars.SAVED_SEARCH_DIGEST_INTERVAL_MINUTES * 60_000 },
    messaging: messagingConfig(present),
    smsOutboxFile: vars.SMS_OUTBOX_FILE ? path.resolve(vars.SMS_OUTBOX_FILE) : null,
    email: emailConfig(vars),
    publicUrl: vars.PUBLIC_URL ? new URL(vars.PUBLIC_URL).origin : null,
    searchCacheMs: vars.SEARCH_CACHE_SECONDS * 1000,
    serverRender: {
      enabled: vars.SERVER_RENDER === 'true',
      timeoutMs: vars.SERVER_RENDER_TIMEOUT_MS,
      cacheMs: vars.SERVER_RENDER_CACHE_SECONDS * 1000,
      concurrency: vars.SERVER_RENDER_CONCURRENCY,
    },
    workPool: {
      size: vars.WORK_POOL_SIZE,
      maxQueue: vars.WORK_POOL_QUEUE,
      timeLimitMs: Math.round(vars.WORK_TIME_LIMIT_SECONDS * 1000),
      memoryLimitMb: vars.WORK_MEMORY_LIMIT_MB,
    },
  };
}

/** Without a mail server the sender's address is only shown in the log or outbox file. */
const DEV_MAIL_FROM = 'Plotwise <no-reply@localhost>';

function emailConfig(vars: z.infer<typeof envSchema>): Config['email'] {
  if (vars.SMTP_URL && vars.SMTP_HOST) throw new Error('Invalid configuration: set SMTP_URL or SMTP_HOST, not both');
  const smtp: SmtpConfig | null = vars.SMTP_URL
    ? { url: vars.SMTP_URL }
    : vars.SMTP_HOST
      ? { host: vars.SMTP_HOST, port: vars.SMTP_PORT, user: vars.SMTP_USER ?? null, pass: vars.SMTP_PASS ?? null }
      : null;
  // A mail server refuses (or spam-folders) mail from an address the deployment does not own: no guessed default.
  if (smtp && !vars.MAIL_FROM) throw new Error('Invalid configuration: MAIL_FROM is required with SMTP_URL or SMTP_HOST');
  return {
    smtp,
    from: vars.MAIL_FROM ?? DEV_MAIL_FROM,
    outboxFile: vars.EMAIL_OUTBOX_FILE ? path.resolve(vars.EMAIL_OUTBOX_FILE) : null,
  };
}

const S3_VARIABLES = ['S3_BUCKET', 'S3_REGION', 'S3_ENDPOINT', 'S3_FORCE_PATH_STYLE', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PREFIX'] as const;

/**
 * The bucket of FILE_STORAGE=s3, checked as a whole: a bucket must be named,
 * keys come in pairs, and S3_* settings without FILE_STORAGE=s3 are refused
 * rather than silently ignored (files would go to the folder). The region may
 * come from AWS_REGION as the SDK reads it; another store than AWS needs none.
 */
function s3StorageConfig(vars: z.infer<typeof envSchema>, env: NodeJS.ProcessEnv): S3StorageConfig | null {
  const fail = (message: string): never => {
    throw new Error(`Invalid configuration: ${message}`);
  };
  if (vars.FILE_STORAGE !== 's3') {
    const stray = S3_VARIABLES.filter((name) => vars[name] !== undefined);
    if (stray.length > 0) fail(`${stray.join(', ')} set but FILE_STORAGE is not 's3': set FILE_STORAGE=s3 to keep files in the bucket, or unset them.`);
    return null;
  }
  if (!vars.S3_BUCKET) return fail('FILE_STORAGE=s3 needs S3_BUCKET, the bucket to keep files in.');
  if (Boolean(vars.S3_ACCESS_KEY_ID) !== Boolean(vars.S3_SECRET_ACCESS_KEY)) {
    fail('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the default AWS credentials.');
  }
  const region = vars.S3_REGION ?? env.AWS_REGION ?? env.AWS_DEFAULT_REGION ?? (vars.S3_ENDPOINT ? 'us-east-1' : undefined);
  if (!region) return fail('FILE_STORAGE=s3 on AWS needs S3_REGION (or AWS_REGION), the bucket’s region such as ap-south-1.');
  return {
    bucket: vars.S3_BUCKET,
    region,
    endpoint: vars.S3_ENDPOINT ?? null,
    forcePathStyle: vars.S3_FORCE_PATH_STYLE === 'true',
    credentials: vars.S3_ACCESS_KEY_ID && vars.S3_SECRET_ACCESS_KEY ? { accessKeyId: vars.S3_ACCESS_KEY_ID, secretAccessKey: vars.S3_SECRET_ACCESS_KEY } : null,
    prefix: vars.S3_PREFIX ? vars.S3_PREFIX.replace(/\/?$/, '/') : '',
  };
}

/**
 * Outside production a fixed development secret keeps sessions across restarts.
 * In production without JWT_SECRET one is generated once and kept under DATA_DIR,
 * so a restart does not sign everybody out. Several API processes behind a load
 * balancer must share JWT_SECRET instead.
 */
function resolveJwtSecret(
  fromEnv: string | undefined,
  isProduction: boolean,
  dataDir: string,
): { secret: string; source: Config['jwtSecretSource'] } {
  if (fromEnv) return { secret: fromEnv, source: 'env' };
  if (!isProduction) return { secret: DEV_JWT_SECRET, source: 'development-default' };

  const secretFile = path.join(dataDir, 'jwt-secret');
  if (fs.existsSync(secretFile)) {
    const stored = fs.readFileSync(secretFile, 'utf8').trim();
    if (stored.length >= 32) return { secret: stored, source: 'generated-file' };
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(secretFile, `${secret}\n`, { mode: 0o600 });
  return { secret, source: 'generated-file' };
}

/**
 * The built front-end packages: `<root>/<package>/dist`, where the root is the
 * repository or DIST_DIR (a deploy that keeps builds apart from the source).
 */
function distFolders(root: string): Config['dist'] {
  const remotes = REMOTES.map((remote) => [remote.id, path.join(root, remote.package, 'dist')]);
  return { ...Object.fromEntries(remotes), shell: path.join(root, SHELL.package, 'dist') };
}

function readRemotesFile(file: string): RemotesConfig {
  const fullPath = path.resolve(file);
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(fullPath, 'utf8'));
  } catch (error) {
    throw new Error(`REMOTES_JSON: cannot read ${fullPath}: ${(error as Error).message}`);
  }
  const parsed = remotesConfigSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`REMOTES_JSON: ${fullPath}: ${issue?.path.join('.') || '(root)'}: ${issue?.message}`);
  }
  return parsed.data;
}
