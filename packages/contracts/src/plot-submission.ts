import { isIndianPhone, PHONE_MAX_LENGTH } from './phone-rule';
import { z } from 'zod';
import { APPROVAL_STATUSES, AREA_UNITS, PROJECT_TYPES } from './catalog-constants';
import { honeypotSchema } from './inquiry';
import { HONEYPOT_FIELD } from './inquiry-constants';
import { storedFileUrlSchema } from './stored-file';
import { SUBMIT_PROPERTY_TEXTS as TEXTS } from './tools-texts';
import { EMAIL_PATTERN } from './email-rule';

/** The submit form's choices beside the catalogue's types and units. */
export const ROAD_WIDTH_UNITS = ['ft', 'm'] as const;
export type RoadWidthUnit = (typeof ROAD_WIDTH_UNITS)[number];
export const FACINGS = ['north', 'south', 'east', 'west', 'northeast', 'northwest', 'southeast', 'southwest'] as const;
export type Facing = (typeof FACINGS)[number];

/** Section 5 and 9's numbers, once: the client's yup schema reads the same. */
export const PLOT_SUBMISSION_LIMITS = {
  titleMin: 3,
  descriptionMin: 10,
  locationMin: 3,
  cityMin: 2,
  stateMin: 2,
  areaMin: 1,
  priceMin: 1,
  priceMax: 8_000_000,
  nameMin: 3,
  phoneMin: 10,
  maxImages: 5,
  imageMaxBytes: 5 * 1024 * 1024,
  imageTypes: ['image/jpeg', 'image/png'],
} as const;

const L = PLOT_SUBMISSION_LIMITS;
const text = (min: number, max: number, message: string) => z.string().trim().min(min, message).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional();

/**
 * `POST /api/plot-submissions`: a visitor's (or agent's) plot, stored as a
 * project pending approval. Images are links to photos uploaded first to
 * `/api/upload?kind=image`.
 */
export const plotSubmissionPayloadSchema = z.strictObject({
  title: text(L.titleMin, 200, TEXTS.titleMin),
  description: text(L.descriptionMin, 5000, TEXTS.descriptionMin),
  location: text(L.locationMin, 200, TEXTS.locationRequired),
  city: text(L.cityMin, 100, TEXTS.cityRequired),
  state: text(L.stateMin, 100, TEXTS.stateRequired),
  totalArea: z.number({ error: TEXTS.areaPositive }).min(L.areaMin, TEXTS.areaPositive).max(1_000_000_000),
  areaUnit: z.enum(AREA_UNITS).default('sq.ft'),
  startingPrice: z.number({ error: TEXTS.pricePositive }).int('Price must be a whole number of rupees')
    .min(L.priceMin, TEXTS.pricePositive).max(L.priceMax, TEXTS.priceMax),
  projectType: z.enum(PROJECT_TYPES, { error: TEXTS.projectTypeRequired }),
  name: text(L.nameMin, 100, TEXTS.nameMin),
  contactEmail: z.string().trim().toLowerCase().max(254).pipe(z.email({ pattern: EMAIL_PATTERN, error: TEXTS.emailInvalid })),
  contactPhone: text(L.phoneMin, PHONE_MAX_LENGTH, TEXTS.phoneInvalid).refine(isIndianPhone, TEXTS.phoneInvalid),
  roadWidth: z.number().positive('Road width must be greater than 0').max(1000).optional(),
  roadWidthUnit: z.enum(ROAD_WIDTH_UNITS).default('ft'),
  facing: z.enum(FACINGS).optional(),
  possessionTimeline: optionalText(100),
  reraNumber: optionalText(50),
  agree: z.literal(true, { error: TEXTS.agreeRequired }),
  images: z.array(storedFileUrlSchema(TEXTS.imageNotOurs)).max(L.maxImages, TEXTS.tooManyFiles).default([]),
  [HONEYPOT_FIELD]: honeypotSchema,
});
export type PlotSubmissionPayload = z.input<typeof plotSubmissionPayloadSchema>;

/** A submission as the admin sees it: the project's fields plus what only the submit form collects. */
export const plotSubmissionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  city: z.string(),
  state: z.string(),
  totalArea: z.number(),
  areaUnit: z.enum(AREA_UNITS),
  startingPrice: z.number().int().nullable(),
  projectType: z.enum(PROJECT_TYPES),
  submitterName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  roadWidth: z.number().nullable(),
  roadWidthUnit: z.enum(ROAD_WIDTH_UNITS).nullable(),
  facing: z.enum(FACINGS).nullable(),
  possessionTimeline: z.string().nullable(),
  reraNumber: z.string().nullable(),
  images: z.array(z.object({ url: z.string(), caption: z.string(), isDefault: z.boolean() })),
  approvalStatus: z.enum(APPROVAL_STATUSES),
  createdBy: z.number().int().nullable(),
  createdAt: z.string(),
});
export type PlotSubmission = z.infer<typeof plotSubmissionSchema>;

const pageNumber = (label: string) =>
  z.string().regex(/^\d{1,6}$/, `${label} must be a positive whole number`).transform(Number)
    .refine((n) => n >= 1, `${label} must be a positive whole number`).optional();

/** `GET /api/admin/plot-submissions`: public submissions by approval status (pending by default), newest first. */
export const plotSubmissionListQuerySchema = z.strictObject({
  approvalStatus: z.enum(APPROVAL_STATUSES, { error: `approvalStatus must be one of: ${APPROVAL_STATUSES.join(', ')}` }).default('pending'),
  page: pageNumber('page').transform((page) => page ?? 1),
  pageSize: pageNumber('pageSize').transform((size) => Math.min(size ?? 20, 100)),
});
export type PlotSubmissionListQuery = z.output<typeof plotSubmissionListQuerySchema>;
