import { z } from 'zod';
import { HONEYPOT_FIELD } from '../common/constants';
import { emailSchema, honeypotSchema } from '../common/schemas';
import { indianMobileSchema } from '../leads/schemas';
import { projectMapFiltersSchema } from './schemas';
import { SAVED_SEARCH_TEXTS } from './saved-search-texts';
import { savedFiltersOf } from './saved-search-filters';

/** A saved search's filters: the listings query without paging or sort, checked by the same schema (`GET /api/projects/map`'s). */
export const savedSearchFiltersSchema = projectMapFiltersSchema;
export type SavedSearchFilters = z.infer<typeof savedSearchFiltersSchema>;
/** The filters as the listings page's address carries them (strings), which is what a saved search keeps. */
export type SavedSearchFiltersInput = Partial<Record<keyof SavedSearchFilters, string>>;

export const SAVED_SEARCH_LIMITS = {
  /** Searches one owner may keep: more is a 409 with a message. */
  perOwner: 20,
  /** Digest entries listed in one message; the rest wait for the next day's. */
  projectsPerDigest: 20,
} as const;

export const SAVED_SEARCH_FREQUENCIES = ['daily'] as const;

/**
 * `POST /api/saved-searches`. Signed in: the account's email receives the
 * digest. Otherwise an email (confirmed by a link first) or a phone number
 * this browser confirmed with a texted code (the inquiry phone check).
 */
export const savedSearchPayloadSchema = z
  .strictObject({
    /** The listings page's filters as its address has them; kept as given once the listings' own schema accepts them. */
    filters: z
      .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
      .transform(savedFiltersOf)
      .superRefine((value, context) => {
        const checked = savedSearchFiltersSchema.safeParse(value);
        if (!checked.success) {
          for (const issue of checked.error.issues) {
            const message = issue.code === 'unrecognized_keys' ? `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}` : issue.message;
            context.addIssue({ code: 'custom', message, path: issue.path.map(String) });
          }
        }
      }),
    frequency: z.enum(SAVED_SEARCH_FREQUENCIES).default('daily'),
    email: emailSchema({ invalid: SAVED_SEARCH_TEXTS.invalidEmail }).optional(),
    phone: indianMobileSchema.optional(),
    [HONEYPOT_FIELD]: honeypotSchema,
  })
  .refine((value) => !(value.email && value.phone), { message: SAVED_SEARCH_TEXTS.emailOrPhone, path: ['phone'] });
export type SavedSearchPayload = z.input<typeof savedSearchPayloadSchema>;

export const savedSearchItemSchema = z.object({
  id: z.number().int(),
  filters: z.record(z.string(), z.string()),
  label: z.string(),
  frequency: z.enum(SAVED_SEARCH_FREQUENCIES),
  createdAt: z.string(),
});
export type SavedSearchItem = z.infer<typeof savedSearchItemSchema>;

/** `confirmation`: 'none' (it alerts from now), or 'email' (a link was sent to confirm it first). */
export const savedSearchCreatedSchema = z.object({ id: z.number().int(), confirmation: z.enum(['none', 'email']), message: z.string() });
export type SavedSearchCreated = z.infer<typeof savedSearchCreatedSchema>;

export const savedSearchListSchema = z.object({ items: z.array(savedSearchItemSchema) });
export type SavedSearchList = z.infer<typeof savedSearchListSchema>;

/** The signed token of an emailed link (confirm, unsubscribe). */
export const emailLinkParamsSchema = z.strictObject({ token: z.string().min(10).max(400).regex(/^[A-Za-z0-9_.~-]+$/, SAVED_SEARCH_TEXTS.linkInvalid) });

