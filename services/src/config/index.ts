import type { z } from 'zod';
import { messagingSection } from '../messaging/messaging-config';
import { accountsSection } from './accounts';
import { companySection } from './company';
import { filesSection } from './files';
import { messagesSection } from './messages';
import { ConfigProblem, describeIssues, type ConfigSection, type SectionContext } from './section';
import { REPO_ROOT, databaseSection, serverSection } from './server';
import { siteSection } from './site';

export { REPO_ROOT, type DatabaseConfig } from './server';
export type { S3StorageConfig } from './files';
export type { SmtpConfig } from './messages';
export { keepGeneratedJwtSecret } from './accounts';

/** The areas the settings come in, each in its own file with its variables beside what they become. */
const SECTIONS = [databaseSection, accountsSection, filesSection, messagesSection, messagingSection, siteSection, companySection] as const;

type SettingsOf<S> = S extends ConfigSection<z.ZodRawShape, infer Settings> ? Settings : never;
type Intersect<T extends readonly unknown[]> = T extends readonly [infer Head, ...infer Rest] ? SettingsOf<Head> & Intersect<Rest> : unknown;

/** Every setting the server reads, as the sections build them. */
export type Config = SettingsOf<typeof serverSection> & Intersect<typeof SECTIONS>;

/**
 * Reads the whole configuration from the environment once, at start-up, and
 * reports every problem at once. Empty variables count as unset, so
 * `FOO= npm start` behaves like no FOO. Reading never writes a file.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''));
  const problems: string[] = [];
  // The server section decides the mode and the data folder the others read; it reads neither.
  const server = readSection(serverSection, present, { isProduction: false, dataDir: REPO_ROOT, present }, problems);
  const context: SectionContext | null = server ? { isProduction: server.isProduction, dataDir: server.dataDir, present } : null;
  const settings = SECTIONS.map((section) => readSection(section as ConfigSection<z.ZodRawShape, object>, present, context, problems));
  if (problems.length > 0) throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  return Object.assign({}, server, ...settings) as Config;
}

/** One section's settings, or null with its problems added; without a context its variables are only checked. */
function readSection<S extends z.ZodRawShape, T>(section: ConfigSection<S, T>, present: Record<string, string>, context: SectionContext | null, problems: string[]): T | null {
  const parsed = section.env.safeParse(present);
  if (!parsed.success) {
    problems.push(...describeIssues(parsed.error));
    return null;
  }
  if (!context) return null;
  try {
    return section.build(parsed.data, context);
  } catch (error) {
    if (error instanceof ConfigProblem) {
      problems.push(error.message);
      return null;
    }
    throw error;
  }
}
