import { z } from 'zod';
import { HONEYPOT_FIELD } from '../common/constants';
import { EMAIL_PATTERN, isIndianPhone } from '../common/rules';
import { honeypotSchema } from '../common/schemas';
import { storedFileUrlSchema } from '../media/schemas';
import { PLOT_SIZE_UNITS } from '../projects/constants';
import { areaUnitSchema } from '../projects/field-rules';
import { FACINGS, type Facing } from '../submissions/constants';
import {
  APPROVING_AUTHORITIES,
  DILIGENCE_DOCUMENT_KINDS,
  DILIGENCE_LIMITS,
  DOCUMENT_VISIBILITIES,
  FACING_SHORT_LABELS,
  NA_STATUSES,
  PLOT_LIMITS,
  PLOT_STATUSES,
  REPORT_LIMITS,
  REPORT_REASONS,
  REPORT_STATUSES,
} from './constants';
import { DILIGENCE_TEXTS, PLOT_TEXTS, REPORT_TEXTS } from './texts';

// ---------------------------------------------------------------- the plot inventory

const FACING_BY_SHORT = new Map(Object.entries(FACING_SHORT_LABELS).map(([facing, short]) => [short.toLowerCase(), facing as Facing]));

/** A facing as a plan writes it ('NE') or spelt out ('northeast', 'North-East'); blank is none. */
const facingSchema = z
  .string({ error: PLOT_TEXTS.facingInvalid })
  .nullish()
  .transform((value) => {
    const typed = (value ?? '').trim().toLowerCase().replace(/[\s-]/g, '');
    return typed === '' ? null : (FACING_BY_SHORT.get(typed) ?? typed);
  })
  .pipe(z.enum(FACINGS, { error: PLOT_TEXTS.facingInvalid }).nullable());

/** One plot as an agent or admin states it (the editor, the CSV import). */
export const plotInputSchema = z.strictObject({
  plotNumber: z.string({ error: PLOT_TEXTS.plotNumberRequired }).trim().min(1, PLOT_TEXTS.plotNumberRequired).max(PLOT_LIMITS.plotNumberMax, PLOT_TEXTS.plotNumberTooLong),
  size: z.number({ error: PLOT_TEXTS.sizeInvalid }).positive(PLOT_TEXTS.sizeInvalid).max(PLOT_LIMITS.sizeMax, PLOT_TEXTS.sizeTooLarge),
  sizeUnit: areaUnitSchema(PLOT_SIZE_UNITS, PLOT_TEXTS.sizeUnitInvalid),
  facing: facingSchema.default(null),
  corner: z.boolean({ error: PLOT_TEXTS.cornerInvalid }).default(false),
  roadWidthFt: z.number({ error: PLOT_TEXTS.roadWidthInvalid }).positive(PLOT_TEXTS.roadWidthInvalid).max(PLOT_LIMITS.roadWidthFtMax, PLOT_TEXTS.roadWidthInvalid).nullable().default(null),
  /** Rupees; null: price on request. */
  price: z.number({ error: PLOT_TEXTS.priceInvalid }).int(PLOT_TEXTS.priceInvalid).positive(PLOT_TEXTS.priceInvalid).max(PLOT_LIMITS.priceMax, PLOT_TEXTS.priceInvalid).nullable().default(null),
  status: z.enum(PLOT_STATUSES, { error: PLOT_TEXTS.statusInvalid }).default('available'),
});
export type PlotInput = z.infer<typeof plotInputSchema>;

export const plotSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  plotNumber: z.string(),
  size: z.number(),
  sizeUnit: z.enum(PLOT_SIZE_UNITS),
  facing: z.enum(FACINGS).nullable(),
  corner: z.boolean(),
  roadWidthFt: z.number().nullable(),
  price: z.number().int().nullable(),
  status: z.enum(PLOT_STATUSES),
  /** Where the plot's number sits on the layout image, as fractions of its width and height; null: not placed. */
  layoutX: z.number().nullable(),
  layoutY: z.number().nullable(),
  updatedAt: z.string(),
});
export type Plot = z.infer<typeof plotSchema>;

/** A share of the layout image's width or height: 0 is its left (top) edge, 1 its right (bottom). */
const layoutFractionSchema = z
  .number({ error: PLOT_TEXTS.layoutPositionInvalid })
  .min(0, PLOT_TEXTS.layoutPositionInvalid)
  .max(1, PLOT_TEXTS.layoutPositionInvalid)
  .nullable();

/** `PUT /api/projects/{id}/plots/{plotId}/layout-position`: both fractions, or both null to take the number off the layout. */
export const plotLayoutPositionSchema = z
  .strictObject({ layoutX: layoutFractionSchema, layoutY: layoutFractionSchema })
  .refine((position) => (position.layoutX === null) === (position.layoutY === null), { message: PLOT_TEXTS.layoutPositionPair, path: ['layoutY'] });
export type PlotLayoutPosition = z.infer<typeof plotLayoutPositionSchema>;

export const plotListResponseSchema = z.object({ plots: z.array(plotSchema), available: z.number().int(), total: z.number().int() });
export type PlotListResponse = z.infer<typeof plotListResponseSchema>;

export const plotParamsSchema = z.strictObject({ id: z.coerce.number().int().positive(), plotId: z.coerce.number().int().positive() });

export const plotImportResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  failed: z.array(z.object({ row: z.number().int(), errors: z.array(z.string()) })),
});
export type PlotImportResult = z.infer<typeof plotImportResultSchema>;

// ---------------------------------------------------------------- due diligence

const optionalText = (max: number, tooLong: string) =>
  z.string().trim().max(max, tooLong).nullish().transform((value) => (value ? value : null));

export const diligenceDocumentSchema = z.strictObject({
  kind: z.enum(DILIGENCE_DOCUMENT_KINDS),
  label: z.string().trim().max(DILIGENCE_LIMITS.documentLabelMax, DILIGENCE_TEXTS.labelTooLong).default(''),
  url: storedFileUrlSchema(DILIGENCE_TEXTS.documentNotUploaded),
  visibility: z.enum(DOCUMENT_VISIBILITIES).default('on-request'),
});
export type DiligenceDocument = z.infer<typeof diligenceDocumentSchema>;

/** `PUT /api/projects/{id}/due-diligence`: every fact optional; "other" needs the authority's name. */
export const dueDiligenceInputSchema = z
  .strictObject({
    approvingAuthority: z.enum(APPROVING_AUTHORITIES, { error: DILIGENCE_TEXTS.authorityInvalid }).nullable().default(null),
    approvingAuthorityOther: optionalText(DILIGENCE_LIMITS.otherAuthorityMax, DILIGENCE_TEXTS.otherAuthorityTooLong),
    approvalNumber: optionalText(DILIGENCE_LIMITS.numberMax, DILIGENCE_TEXTS.numberTooLong),
    naStatus: z.enum(NA_STATUSES, { error: DILIGENCE_TEXTS.naStatusInvalid }).nullable().default(null),
    naOrderNumber: optionalText(DILIGENCE_LIMITS.numberMax, DILIGENCE_TEXTS.numberTooLong),
    surveyNumber: optionalText(DILIGENCE_LIMITS.surveyNumberMax, DILIGENCE_TEXTS.surveyNumberTooLong),
    documents: z.array(diligenceDocumentSchema).max(DILIGENCE_LIMITS.documentsMax, DILIGENCE_TEXTS.tooManyDocuments).default([]),
  })
  .superRefine((input, context) => {
    if (input.approvingAuthority === 'other' && !input.approvingAuthorityOther) {
      context.addIssue({ code: 'custom', path: ['approvingAuthorityOther'], message: DILIGENCE_TEXTS.otherAuthorityRequired });
    }
  })
  // The name of another authority means nothing beside one from the list.
  .transform((input) => ({ ...input, approvingAuthorityOther: input.approvingAuthority === 'other' ? input.approvingAuthorityOther : null }));
export type DueDiligenceInput = z.output<typeof dueDiligenceInputSchema>;
export type DueDiligence = DueDiligenceInput;

/** What a visitor sees: an on-request document without its address. */
export const publicDiligenceDocumentSchema = diligenceDocumentSchema.extend({ url: z.string().nullable() });
export const publicDueDiligenceSchema = z.object({
  approvingAuthority: z.enum(APPROVING_AUTHORITIES).nullable(),
  approvingAuthorityOther: z.string().nullable(),
  approvalNumber: z.string().nullable(),
  naStatus: z.enum(NA_STATUSES).nullable(),
  naOrderNumber: z.string().nullable(),
  surveyNumber: z.string().nullable(),
  documents: z.array(publicDiligenceDocumentSchema),
});
export type PublicDueDiligence = z.infer<typeof publicDueDiligenceSchema>;

// ---------------------------------------------------------------- reports

/** An email address or an Indian phone number, or nothing. */
const contactSchema = z
  .string()
  .trim()
  .max(REPORT_LIMITS.contactMax, REPORT_TEXTS.contactInvalid)
  .refine((value) => value === '' || EMAIL_PATTERN.test(value) || isIndianPhone(value), REPORT_TEXTS.contactInvalid)
  .default('');

export const listingReportPayloadSchema = z.strictObject({
  projectId: z.number({ error: REPORT_TEXTS.projectNotFound }).int().positive(),
  reason: z.enum(REPORT_REASONS, { error: REPORT_TEXTS.reasonRequired }),
  details: z.string({ error: REPORT_TEXTS.detailsTooShort }).trim().min(REPORT_LIMITS.detailsMin, REPORT_TEXTS.detailsTooShort).max(REPORT_LIMITS.detailsMax, REPORT_TEXTS.detailsTooLong),
  contact: contactSchema,
  [HONEYPOT_FIELD]: honeypotSchema,
});
export type ListingReportPayload = z.input<typeof listingReportPayloadSchema>;

export const listingReportSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  projectTitle: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  contact: z.string(),
  status: z.enum(REPORT_STATUSES),
  notes: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ListingReport = z.infer<typeof listingReportSchema>;

export const listingReportQuerySchema = z.strictObject({ status: z.enum(REPORT_STATUSES).optional() });
export const listingReportUpdateSchema = z
  .strictObject({
    status: z.enum(REPORT_STATUSES).optional(),
    notes: z.string().trim().max(REPORT_LIMITS.notesMax, REPORT_TEXTS.notesTooLong).optional(),
  })
  .refine((update) => update.status !== undefined || update.notes !== undefined, 'Send a status or notes');
export type ListingReportUpdate = z.infer<typeof listingReportUpdateSchema>;
