import { z } from 'zod';
import { HONEYPOT_FIELD } from '../../common/constants';
import { EMAIL_PATTERN, isIndianPhone } from '../../common/rules';
import { honeypotSchema } from '../../common/schemas';
import { INQUIRY_LIMITS } from '../constants';
import { INQUIRY_TEXTS } from '../texts';
import { SITE_VISIT_RULES, SITE_VISIT_STATUSES, bookableRange } from './constants';
import { SITE_VISIT_TEXTS } from './texts';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A calendar day, `YYYY-MM-DD`, that exists. */
const visitDay = z
  .string({ error: SITE_VISIT_TEXTS.dateRequired })
  .min(1, SITE_VISIT_TEXTS.dateRequired)
  .regex(/^\d{4}-\d{2}-\d{2}$/, SITE_VISIT_TEXTS.dateInvalid)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), SITE_VISIT_TEXTS.dateInvalid);

/** From tomorrow up to `daysAhead` days on, in India's calendar. */
const bookableDay = visitDay.refine((value) => {
  const { first, last } = bookableRange();
  return value >= first && value <= last;
}, SITE_VISIT_TEXTS.dateOutOfRange);

const visitSlot = z.string({ error: SITE_VISIT_TEXTS.slotRequired }).min(1, SITE_VISIT_TEXTS.slotRequired).regex(TIME, SITE_VISIT_TEXTS.slotInvalid);

/** `POST /api/site-visits`: the booking section's form. Whether the slot is open and free the API checks against the project. */
export const siteVisitBookingSchema = z.strictObject({
  projectId: z.number({ error: 'projectId must be a project id' }).int('projectId must be a project id').positive('projectId must be a project id'),
  name: z.string({ error: INQUIRY_TEXTS.nameRequired }).trim().min(1, INQUIRY_TEXTS.nameRequired).max(INQUIRY_LIMITS.name, INQUIRY_TEXTS.nameTooLong),
  phone: z.string({ error: INQUIRY_TEXTS.phoneInvalid }).trim().max(INQUIRY_LIMITS.phone, INQUIRY_TEXTS.phoneInvalid).refine(isIndianPhone, INQUIRY_TEXTS.phoneInvalid),
  // Optional: the confirmation goes by text to the phone; an email gets the calendar link too.
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(INQUIRY_LIMITS.email, INQUIRY_TEXTS.emailInvalid)
    .refine((value) => value === '' || EMAIL_PATTERN.test(value), INQUIRY_TEXTS.emailInvalid)
    .default(''),
  date: bookableDay,
  slot: visitSlot,
  [HONEYPOT_FIELD]: honeypotSchema,
});
export type SiteVisitBookingPayload = z.input<typeof siteVisitBookingSchema>;

/** `POST /api/agent/site-visits/{id}/propose`: another day and time for the buyer to accept. */
export const siteVisitProposalSchema = z.strictObject({ date: bookableDay, slot: visitSlot });
export type SiteVisitProposal = z.infer<typeof siteVisitProposalSchema>;

/** A project's own visiting days and hours; `null` goes back to the office's hours. */
export const visitingHoursSchema = z
  .strictObject({
    days: z.array(z.number().int().min(0).max(6), { error: SITE_VISIT_TEXTS.hoursDays }).min(1, SITE_VISIT_TEXTS.hoursDays).max(7),
    opens: z.string().regex(TIME, SITE_VISIT_TEXTS.slotInvalid),
    closes: z.string().regex(TIME, SITE_VISIT_TEXTS.slotInvalid),
  })
  .refine((hours) => hours.closes >= hours.opens && minutes(hours.closes) - minutes(hours.opens) >= SITE_VISIT_RULES.slotMinutes, SITE_VISIT_TEXTS.hoursOrder)
  .transform((hours) => ({ ...hours, days: [...new Set(hours.days)].sort() }));
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** `PUT /api/projects/{id}/visiting-hours`. */
export const visitingHoursPayloadSchema = z.strictObject({ hours: visitingHoursSchema.nullable() });
export type VisitingHoursPayload = z.input<typeof visitingHoursPayloadSchema>;

/** The link's token: 32 random bytes, base64url. */
export const siteVisitTokenParamsSchema = z.strictObject({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, SITE_VISIT_TEXTS.visitNotFound) });

const weeklyHoursSchema = z.object({ days: z.array(z.number().int()), opens: z.string(), closes: z.string() });

/** `GET /api/projects/{id}/visit-slots`: the bookable days (open days only) and each one's free slots. */
export const visitSlotsResponseSchema = z.object({
  hours: z.array(weeklyHoursSchema),
  ownHours: weeklyHoursSchema.nullable(),
  first: z.string(),
  last: z.string(),
  days: z.array(z.object({ date: z.string(), slots: z.array(z.string()) })),
});
export type VisitSlotsResponse = z.infer<typeof visitSlotsResponseSchema>;

/** A visit as its link shows it to the buyer. */
export const siteVisitSchema = z.object({
  status: z.enum(SITE_VISIT_STATUSES),
  name: z.string(),
  projectId: z.number().int().nullable(),
  projectTitle: z.string(),
  address: z.string(),
  date: z.string(),
  slot: z.string(),
});
export type SiteVisit = z.infer<typeof siteVisitSchema>;

/** `POST /api/site-visits`: 201 with the visit and its token (the confirmation screen's links). */
export const siteVisitCreatedSchema = z.object({ id: z.number().int(), token: z.string(), visit: siteVisitSchema });
export type SiteVisitCreated = z.infer<typeof siteVisitCreatedSchema>;

/** The visit beside its lead in the agent's Leads tab. */
export const leadVisitSchema = z.object({ id: z.number().int(), status: z.enum(SITE_VISIT_STATUSES), date: z.string(), slot: z.string() });
export type LeadVisit = z.infer<typeof leadVisitSchema>;
