import { z } from 'zod';
import { MAX_SERIAL_ID } from './constants';
import { EMAIL_PATTERN } from './rules';

/** A numeric record id in a path, such as `/api/projects/{id}`. */
export const recordIdSchema = z
  .string()
  .regex(/^\d{1,10}$/, 'id must be a positive whole number')
  .transform(Number)
  .refine((id) => id >= 1 && id <= MAX_SERIAL_ID, 'id must be a positive whole number');

export const idParamsSchema = z.strictObject({ id: recordIdSchema });

/** Stored-file ids are opaque; an id that names no file is simply not found. */
export const fileIdParamsSchema = z.strictObject({ id: z.string().min(1).max(100) });

/**
 * An email address as a form sends it: trimmed, lower-cased, at most `max`
 * characters, by the one rule (EMAIL_PATTERN). `required` refuses an empty one
 * with its own words; `tooLong` leaves zod's words when not given.
 */
export function emailSchema(texts: { invalid: string; required?: string; tooLong?: string }, max = 254) {
  const typed = z.string().trim().toLowerCase();
  return (texts.required === undefined ? typed : typed.min(1, texts.required))
    .max(max, texts.tooLong)
    .pipe(z.email({ pattern: EMAIL_PATTERN, error: texts.invalid }));
}

/** For calls that take no query string or no body: anything sent is an unknown field. */
export const emptyObjectSchema = z.strictObject({});

/** Every API error body: a status, its name and a message a person can read. */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Bodies of calls that only confirm, such as `POST /api/auth/logout` → `{ message: 'Logged out' }`. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Every list the API returns has this shape. */
export function pageOf<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

/** A screen's counters, each a whole number, by name: `countsOf(['pending', 'approved', 'total'])`. */
export function countsOf<K extends string>(names: readonly K[]) {
  return z.object(Object.fromEntries(names.map((name) => [name, z.number().int()])) as Record<K, z.ZodNumber>);
}

/** The hidden field of every public form (HONEYPOT_FIELD): empty from people, filled by bots. */
export const honeypotSchema = z.string().max(500).optional();

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
