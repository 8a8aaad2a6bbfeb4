import Boom from '@hapi/boom';
import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

/**
 * Turns a zod schema into a hapi `validate` function. The parsed value replaces
 * the raw input (handlers see coerced, defaulted data); a failure becomes a 400
 * whose message is the first issue, prefixed by its field unless the message
 * already names it: `password: Too big` but `Password is required`.
 */
export function zodValidator<S extends z.ZodType>(schema: S) {
  return async (value: unknown): Promise<z.output<S>> => {
    const input = value ?? {};
    const result = await schema.safeParseAsync(input);
    if (result.success) return result.data;

    const issue = result.error.issues[0];
    const error = Boom.badRequest(issue ? await readableMessage(schema, input, issue) : 'Invalid input');
    // hapi lists these paths under `validation.keys` in the error body.
    Object.assign(error, { details: result.error.issues.map((item) => ({ path: item.path.map(String) })) });
    throw error;
  };
}

async function readableMessage(schema: z.ZodType, input: unknown, issue: Issue): Promise<string> {
  const field = issue.path.map(String).join('.');
  const message = await describeIssue(schema, input, issue);
  const key = String(issue.path.at(-1));
  // 'Total area must be greater than 0' names `totalArea` already.
  const names = [key.toLowerCase(), key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()];
  if (!field || names.some((name) => message.toLowerCase().includes(name))) return message;
  return `${field}: ${message}`;
}

async function describeIssue(schema: z.ZodType, input: unknown, issue: Issue): Promise<string> {
  if (issue.code === 'unrecognized_keys') {
    return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
  }
  if (issue.code === 'invalid_type' && valueAt(input, issue.path) === undefined) {
    // A missing field gets the message the contract gives an empty one
    // ('Password is required'), not "expected string, received undefined".
    return (await messageForEmpty(schema, input, issue.path)) ?? 'is required';
  }
  return issue.message;
}

async function messageForEmpty(schema: z.ZodType, input: unknown, path: PropertyKey[]): Promise<string | undefined> {
  if (path.length !== 1 || typeof input !== 'object' || input === null || Array.isArray(input)) return undefined;
  const key = String(path[0]);
  const retry = await schema.safeParseAsync({ ...input, [key]: '' });
  if (retry.success) return undefined;
  const sameField = retry.error.issues.find((item) => item.path.length === 1 && String(item.path[0]) === key);
  return sameField && sameField.code !== 'invalid_type' ? sameField.message : undefined;
}

/** zod issues do not carry their input unless asked; read it from the request instead. */
function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}
