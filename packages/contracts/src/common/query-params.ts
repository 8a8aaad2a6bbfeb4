import { z } from 'zod';

/**
 * Building blocks of the public list queries (`GET /api/projects`, `/api/properties`,
 * `/api/blog-posts`). Query strings arrive as strings; each helper says in its
 * error what a person should send instead.
 */

/** Query strings send empty fields as ''; they mean "no filter". */
export const optionalParam = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** `?city=a&city=b` reaches the validator as an array: say so instead of "expected string". */
export const singleParam = <T extends z.ZodTypeAny>(label: string, schema: T) =>
  z.preprocess((value, context) => {
    if (Array.isArray(value)) {
      context.addIssue({ code: 'custom', message: `${label} may be given only once` });
      return z.NEVER;
    }
    return value;
  }, schema);

/** An optional text filter, trimmed. */
export const textParam = (label: string, maxLength: number) =>
  singleParam(label, optionalParam(z.string().trim().max(maxLength, `${label} must be at most ${maxLength} characters`)));

/** One of a fixed list; `all` is how the filters say "no filter". */
export const choiceOrAllParam = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  singleParam(
    label,
    optionalParam(
      z
        .enum([...values, 'all'] as [string, ...string[]], { error: `${label} must be one of: all, ${values.join(', ')}` })
        .transform((value) => (value === 'all' ? undefined : (value as T[number]))),
    ),
  );

/** One of a fixed list, no `all`. */
export const choiceParam = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  singleParam(label, optionalParam(z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` })));

/** `true` or `false`. */
export const booleanParam = (label: string) =>
  singleParam(
    label,
    optionalParam(
      z
        .union([z.boolean(), z.string()])
        .transform(String)
        .pipe(z.enum(['true', 'false'], { error: `${label} must be true or false` }))
        .transform((value) => value === 'true'),
    ),
  );

/**
 * A number as a query string sends it (or as a number, from a client that
 * builds the query): checked as text against `pattern`, then read as a number.
 */
const numberParam = (pattern: RegExp, message: string) =>
  z.union([z.string(), z.number()]).transform(String).pipe(z.string().regex(pattern, message)).transform(Number);

/** Whole rupees, 0 or more (up to 13 digits: a thousand crore and beyond). */
export const rupeesParam = (label: string) =>
  singleParam(label, optionalParam(numberParam(/^\d{1,13}$/, `${label} must be a whole number of rupees (0 or more)`)));

/** An area in sq.ft, 0 or more, up to 4 decimals. */
export const squareFeetParam = (label: string) =>
  singleParam(label, optionalParam(numberParam(/^\d{1,12}(\.\d{1,4})?$/, `${label} must be an area in sq.ft (a number, 0 or more)`)));

/** A count from 1 (a page, a page size), at most 6 digits; undefined when absent. */
const countParam = (label: string) => {
  const message = `${label} must be a positive whole number`;
  return optionalParam(numberParam(/^\d{1,6}$/, message).refine((count) => count >= 1, message));
};

/** A page number: 1 or more, at most 6 digits. Absent means page 1. */
export const pageParam = () => singleParam('page', countParam('page').transform((page) => page ?? 1));

/** A page size: 1 or more; absent means `fallback`, above `max` is capped to `max`. */
export const pageSizeParam = (fallback: number, max: number) =>
  singleParam('pageSize', countParam('pageSize').transform((size) => Math.min(size ?? fallback, max)));

/** Adds "min above max" issues for each `[min, max]` pair of fields present. */
export function checkRanges<T extends Record<string, unknown>>(pairs: readonly (readonly [keyof T & string, keyof T & string])[]) {
  return (value: T, context: z.RefinementCtx) => {
    for (const [minKey, maxKey] of pairs) {
      const min = value[minKey];
      const max = value[maxKey];
      if (typeof min === 'number' && typeof max === 'number' && min > max) {
        context.addIssue({ code: 'custom', path: [minKey], message: `${minKey} must not be more than ${maxKey}` });
      }
    }
  };
}
