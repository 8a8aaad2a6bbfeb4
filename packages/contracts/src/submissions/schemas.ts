import { z } from 'zod';
import { HONEYPOT_FIELD } from '../common/constants';
import { PHONE_MAX_LENGTH, isIndianPhone } from '../common/rules';
import { emailSchema, honeypotSchema } from '../common/schemas';
import { storedFileUrlSchema } from '../media/schemas';
import { APPROVAL_STATUSES, AREA_UNITS, PROJECT_AREA_MAX, PROJECT_TYPES } from '../projects/constants';
import { areaUnitSchema, imageCaptionSchema, optionalProjectText, requiredProjectText } from '../projects/field-rules';
import { projectImageSchema, projectSchema } from '../projects/schemas';
import { checkCoordinatePair, coordinateFields } from '../projects/coordinates';
import { FACINGS, PLOT_SUBMISSION_LIMITS, PROJECT_SUBMISSION_LIMITS, ROAD_WIDTH_UNITS } from './constants';
import { PROJECT_SUBMISSION_TEXTS, SUBMIT_PROPERTY_TEXTS as TEXTS } from './texts';

// ---------------------------------------------------------------- Submit a Plot (anyone)

const L = PLOT_SUBMISSION_LIMITS;
const text = (min: number, max: number, message: string) => z.string().trim().min(min, message).max(max);

/**
 * `POST /api/plot-submissions`: a visitor's (or agent's) plot, stored as a
 * project pending approval. Images are links to photos uploaded first to
 * `/api/upload?kind=image`.
 */
export const plotSubmissionPayloadSchema = z.strictObject({
  title: requiredProjectText('title'),
  description: requiredProjectText('description'),
  location: requiredProjectText('location'),
  city: requiredProjectText('city'),
  state: requiredProjectText('state'),
  totalArea: z.number({ error: TEXTS.areaPositive }).min(L.areaMin, TEXTS.areaPositive).max(PROJECT_AREA_MAX, TEXTS.totalAreaTooLarge),
  areaUnit: areaUnitSchema(AREA_UNITS, `areaUnit must be one of: ${AREA_UNITS.join(', ')}`).default('sq.ft'),
  startingPrice: z.number({ error: TEXTS.pricePositive }).int('Price must be a whole number of rupees')
    .min(L.priceMin, TEXTS.pricePositive).max(L.priceMax, TEXTS.priceMax),
  projectType: z.enum(PROJECT_TYPES, { error: TEXTS.projectTypeRequired }),
  name: text(L.nameMin, 100, TEXTS.nameMin),
  contactEmail: emailSchema({ tooLong: TEXTS.emailInvalid, invalid: TEXTS.emailInvalid }),
  contactPhone: z.string().trim().min(L.phoneMin, TEXTS.phoneInvalid).max(PHONE_MAX_LENGTH, TEXTS.phoneInvalid).refine(isIndianPhone, TEXTS.phoneInvalid),
  roadWidth: z.number().positive('Road width must be greater than 0').max(1000).optional(),
  roadWidthUnit: z.enum(ROAD_WIDTH_UNITS).default('ft'),
  facing: z.enum(FACINGS).optional(),
  possessionTimeline: optionalProjectText('possessionTimeline'),
  reraNumber: optionalProjectText('reraNumber'),
  agree: z.literal(true, { error: TEXTS.agreeRequired }),
  images: z.array(storedFileUrlSchema(TEXTS.imageNotOurs)).max(L.maxImages, TEXTS.tooManyFiles).default([]),
  [HONEYPOT_FIELD]: honeypotSchema,
});
export type PlotSubmissionPayload = z.input<typeof plotSubmissionPayloadSchema>;

/** A submission as the admin sees it: the project's fields plus what only the submit form collects. */
export const plotSubmissionSchema = projectSchema
  .pick({
    id: true, title: true, description: true, location: true, city: true, state: true, totalArea: true, areaUnit: true, startingPrice: true,
    projectType: true, contactEmail: true, contactPhone: true, possessionTimeline: true, reraNumber: true, approvalStatus: true, createdBy: true, createdAt: true,
  })
  .extend({
    submitterName: z.string().nullable(),
    roadWidth: z.number().nullable(),
    roadWidthUnit: z.enum(ROAD_WIDTH_UNITS).nullable(),
    facing: z.enum(FACINGS).nullable(),
    images: z.array(z.object({ url: z.string(), caption: z.string(), isDefault: z.boolean() })),
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

// ---------------------------------------------------------------- an approved agent's project

/**
 * An approved agent's project submission:
 * `POST /api/projects` → 201 `{ project, message }`, stored with approvalStatus
 * 'pending' and createdBy from the session; public only once an admin approves.
 * Fields the agent may not set (createdBy, approvalStatus, featured, verified,
 * id, ...) are unknown fields: 400.
 */

export const submittedImageSchema = z.strictObject({
  // A file this API stored through `POST /api/upload`; nothing else may be linked as an image.
  url: storedFileUrlSchema(PROJECT_SUBMISSION_TEXTS.imageNotUploaded),
  caption: imageCaptionSchema,
  isDefault: z.boolean().default(false),
});
export type SubmittedImage = z.infer<typeof submittedImageSchema>;

const agentProjectFieldsSchema = z.strictObject({
  title: requiredProjectText('title'),
  description: requiredProjectText('description'),
  location: requiredProjectText('location'),
  city: requiredProjectText('city'),
  state: requiredProjectText('state'),
  totalArea: z
    .number({ error: PROJECT_SUBMISSION_TEXTS.totalAreaMin })
    .min(PROJECT_SUBMISSION_LIMITS.totalAreaMin, PROJECT_SUBMISSION_TEXTS.totalAreaMin)
    .max(PROJECT_AREA_MAX, PROJECT_SUBMISSION_TEXTS.totalAreaTooLarge),
  areaUnit: areaUnitSchema(AREA_UNITS, PROJECT_SUBMISSION_TEXTS.areaUnitInvalid).default('sq.ft'),
  projectType: z.enum(PROJECT_TYPES, { error: PROJECT_SUBMISSION_TEXTS.projectTypeInvalid }),
  possessionTimeline: optionalProjectText('possessionTimeline'),
  reraNumber: optionalProjectText('reraNumber'),
  startingPrice: z
    .number({ error: PROJECT_SUBMISSION_TEXTS.startingPriceInvalid })
    .int(PROJECT_SUBMISSION_TEXTS.startingPriceInvalid)
    .positive(PROJECT_SUBMISSION_TEXTS.startingPriceInvalid)
    .max(PROJECT_SUBMISSION_LIMITS.maxStartingPrice, PROJECT_SUBMISSION_TEXTS.startingPriceInvalid)
    .nullish()
    .transform((value) => value ?? null),
  images: z
    .array(submittedImageSchema)
    .max(PROJECT_SUBMISSION_LIMITS.maxImages, PROJECT_SUBMISSION_TEXTS.tooManyImages)
    .refine((images) => images.filter((image) => image.isDefault).length <= 1, PROJECT_SUBMISSION_TEXTS.oneDefaultImage)
    .default([]),
  ...coordinateFields,
});
export const agentProjectPayloadSchema = agentProjectFieldsSchema.superRefine(checkCoordinatePair);
export type AgentProjectPayload = z.input<typeof agentProjectPayloadSchema>;
export type AgentProjectSubmission = z.output<typeof agentProjectPayloadSchema>;

/**
 * `GET /api/projects/agent/{agentId}`: a project as its agent manages it. For an
 * approved project with changes waiting, `pendingChanges` is the submission
 * under review (the public page still shows the approved fields).
 */
// Changes waiting since before projects had coordinates carry none.
export const pendingChangesSchema = agentProjectFieldsSchema.extend({
  images: z.array(projectImageSchema),
  latitude: z.number().nullable().optional(),
  longitude: z.number().nullable().optional(),
});
export type PendingChanges = z.infer<typeof pendingChangesSchema>;
export const agentProjectSchema = projectSchema.extend({
  pendingChanges: pendingChangesSchema.nullable(),
  changesSubmittedAt: z.string().nullable(),
  changesRejectionReason: z.string().nullable(),
});
export type AgentProject = z.infer<typeof agentProjectSchema>;

/** `PUT /api/agent/projects/{id}` and `POST /api/agent/projects/{id}/withdraw`. */
export const agentProjectSavedResponseSchema = z.object({ project: agentProjectSchema, message: z.string() });
export type AgentProjectSavedResponse = z.infer<typeof agentProjectSavedResponseSchema>;

export const projectCreatedResponseSchema = z.object({ project: projectSchema, message: z.string() });
export type ProjectCreatedResponse = z.infer<typeof projectCreatedResponseSchema>;
