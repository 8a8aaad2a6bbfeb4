import { z } from 'zod';

/** What every section may read besides its own variables: decided by the server section first. */
export interface SectionContext {
  isProduction: boolean;
  /** DATA_DIR, resolved: where the embedded database, files and releases live by default. */
  dataDir: string;
  /** The environment with empty variables dropped. */
  present: Record<string, string>;
}

/**
 * One area's settings: the environment variables it reads (zod, with their
 * defaults and messages) and how they become the settings the code reads.
 * The settings' type is inferred from `build`, so each is written once per side.
 */
export interface ConfigSection<Shape extends z.ZodRawShape, Settings> {
  env: z.ZodObject<Shape>;
  build(vars: z.output<z.ZodObject<Shape>>, context: SectionContext): Settings;
}

export function configSection<Shape extends z.ZodRawShape, Settings>(
  env: Shape,
  build: (vars: z.output<z.ZodObject<Shape>>, context: SectionContext) => Settings,
): ConfigSection<Shape, Settings> {
  return { env: z.object(env), build };
}

/** A problem found while reading settings: every one is reported at once. */
export class ConfigProblem extends Error {}

/** `FOO_BAR: message` lines for a failed parse, in the variables' order. */
export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`);
}

/** `'true'`/`'false'` variables, with the message naming both. */
export const flag = (name: string, fallback: 'true' | 'false') =>
  z.enum(['true', 'false'], { message: `${name} must be 'true' or 'false'` }).default(fallback);
