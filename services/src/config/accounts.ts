import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { perMinutes } from '../rate-limit/sliding-window-limiter';
import { configSection } from './section';

const DEV_JWT_SECRET = 'plotwise-development-secret-do-not-use-in-production';
const DEV_ADMIN = { username: 'admin', password: 'admin123' };
const JWT_SECRET_FILE = 'jwt-secret';

/** Signing sessions, the administrator account, and the allowances that slow down guessing and flooding. */
export const accountsSection = configSection(
  {
    JWT_SECRET: z.string().min(16, 'JWT_SECRET must be at least 16 characters').optional(),
    ADMIN_USERNAME: z.string().trim().min(1).max(100).optional(),
    ADMIN_PASSWORD: z.string().min(1).max(200).optional(),
    LOGIN_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
    LOGIN_RATE_LIMIT_WINDOW_MINUTES: z.coerce.number().positive().default(15),
    PUBLIC_FORM_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
    PUBLIC_FORM_RATE_LIMIT_WINDOW_MINUTES: z.coerce.number().positive().default(10),
    REGISTRATION_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
    REGISTRATION_RATE_LIMIT_WINDOW_MINUTES: z.coerce.number().positive().default(60),
    SUBMISSION_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
    SUBMISSION_RATE_LIMIT_WINDOW_MINUTES: z.coerce.number().positive().default(60),
  },
  (vars, { isProduction, dataDir }) => ({
    ...jwtSecret(vars.JWT_SECRET, isProduction, dataDir),
    admin: {
      username: vars.ADMIN_USERNAME ?? DEV_ADMIN.username,
      password: vars.ADMIN_PASSWORD ?? DEV_ADMIN.password,
      isDefault: !vars.ADMIN_PASSWORD,
    },
    loginRateLimit: perMinutes(vars.LOGIN_RATE_LIMIT_MAX, vars.LOGIN_RATE_LIMIT_WINDOW_MINUTES),
    /** Submissions of each public form (inquiry, quote, application, plot, alerts) per IP. */
    publicFormRateLimit: perMinutes(vars.PUBLIC_FORM_RATE_LIMIT_MAX, vars.PUBLIC_FORM_RATE_LIMIT_WINDOW_MINUTES),
    /** Successful registrations per client address. */
    registrationRateLimit: perMinutes(vars.REGISTRATION_RATE_LIMIT_MAX, vars.REGISTRATION_RATE_LIMIT_WINDOW_MINUTES),
    /** Projects an agent submits for approval, per account. */
    submissionRateLimit: perMinutes(vars.SUBMISSION_RATE_LIMIT_MAX, vars.SUBMISSION_RATE_LIMIT_WINDOW_MINUTES),
  }),
);
type JwtSecretSource = 'env' | 'development-default' | 'generated-file';

/**
 * Outside production a fixed development secret keeps sessions across restarts.
 * In production without JWT_SECRET the secret kept under DATA_DIR is read, or a
 * new one made; `keepGeneratedJwtSecret` writes it at start-up, so reading the
 * settings never writes. Several API processes must share JWT_SECRET instead.
 */
function jwtSecret(fromEnv: string | undefined, isProduction: boolean, dataDir: string): { jwtSecret: string; jwtSecretSource: JwtSecretSource } {
  if (fromEnv) return { jwtSecret: fromEnv, jwtSecretSource: 'env' };
  if (!isProduction) return { jwtSecret: DEV_JWT_SECRET, jwtSecretSource: 'development-default' };
  const stored = readStoredSecret(path.join(dataDir, JWT_SECRET_FILE));
  return { jwtSecret: stored ?? crypto.randomBytes(48).toString('base64url'), jwtSecretSource: 'generated-file' };
}

function readStoredSecret(file: string): string | null {
  if (!fs.existsSync(file)) return null;
  const stored = fs.readFileSync(file, 'utf8').trim();
  return stored.length >= 32 ? stored : null;
}

/**
 * Keeps a generated secret in DATA_DIR so a restart does not sign everybody out.
 * When another process wrote one first, that one is used.
 */
export function keepGeneratedJwtSecret<C extends { jwtSecret: string; jwtSecretSource: JwtSecretSource; dataDir: string }>(config: C): C {
  if (config.jwtSecretSource !== 'generated-file') return config;
  const file = path.join(config.dataDir, JWT_SECRET_FILE);
  const stored = readStoredSecret(file);
  if (stored) return { ...config, jwtSecret: stored };
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    // 'wx' fails when another process wrote a secret first; a too-short one left behind is replaced.
    fs.writeFileSync(file, `${config.jwtSecret}\n`, { mode: 0o600, flag: fs.existsSync(file) ? 'w' : 'wx' });
    return config;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { ...config, jwtSecret: readStoredSecret(file) ?? config.jwtSecret };
  }
}
