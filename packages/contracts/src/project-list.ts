import { z } from 'zod';
import { PROJECT_STATUSES, PROJECT_TYPES } from './catalog-constants';

/** Sort options of the listings page (spec 000 section 2). */
export const PROJECT_SORTS = ['default', 'name_asc', 'name_desc', 'price_low', 'price_high', 'newest', 'oldest'] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];

export const PROJECT_PAGE_SIZE_DEFAULT = 12;
export const PROJECT_PAGE_SIZE_MAX = 100;

/** Query strings send empty fields as ''; they mean "no filter". */
const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** `all` is how the listings filters say "no filter". */
const choiceOrAll = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  optional(
    z
      .enum([...values, 'all'] as [string, ...string[]], { error: `${label} must be one of: all, ${values.join(', ')}` })
      .transform((value) => (value === 'all' ? undefined : (value as T[number]))),
  );

const positiveInt = (label: string) =>
  z
    .string()
    .regex(/^\d{1,6}$/, `${label} must be a positive whole number`)
    .transform(Number)
    .refine((n) => n >= 1, `${label} must be a positive whole number`);

/** `GET /api/projects` query: filters, sort and page. Page sizes above the maximum are capped. */
export const projectListQuerySchema = z.strictObject({
  search: optional(z.string().trim().max(200)),
  location: optional(z.string().trim().max(200)),
  city: optional(z.string().trim().max(100)),
  projectType: choiceOrAll(PROJECT_TYPES, 'projectType'),
  status: choiceOrAll(PROJECT_STATUSES, 'status'),
  sortBy: optional(z.enum(PROJECT_SORTS, { error: `sortBy must be one of: ${PROJECT_SORTS.join(', ')}` })),
  page: optional(positiveInt('page')).transform((page) => page ?? 1),
  pageSize: optional(positiveInt('pageSize')).transform((size) =>
    Math.min(size ?? PROJECT_PAGE_SIZE_DEFAULT, PROJECT_PAGE_SIZE_MAX),
  ),
});
export type ProjectListQuery = z.infer<typeof projectListQuerySchema>;
/** What a client may send: every field optional, values as strings or numbers. */
export type ProjectListQueryInput = z.input<typeof projectListQuerySchema>;
