import { z } from 'zod';
import { EMAIL_PATTERN, isIndianPhone } from '../common/rules';
import { SORT_ORDERS } from '../common/constants';
import { choiceOrAllParam, choiceParam, pageParam, pageSizeParam, textParam } from '../common/query-params';
import { pageOf } from '../common/schemas';
import { countDefaultImages } from '../media/image-defaults';
import { isLinkableUrl } from '../media/constants';
import {
  ADMIN_PROJECT_LIMITS,
  ADMIN_PROJECT_PAGE_SIZE,
  ADMIN_PROJECT_PAGE_SIZE_MAX,
  ADMIN_PROJECT_SORT_FIELDS,
  PROJECT_AREA_MAX,
  APPROVAL_STATUSES,
  AREA_UNITS,
  PLOT_SIZE_UNITS,
  PROJECT_STATUSES,
  PROJECT_TYPES,
} from './constants';
import { ADMIN_PROJECT_FIELD_TEXTS as ADMIN_FIELD, DOCUMENT_URL_TEXTS, HUB_IMAGES_TEXTS } from './admin-texts';
import { areaUnitSchema, imageCaptionSchema, optionalProjectText, requiredProjectText } from './field-rules';
import { projectImageSchema, projectSchema, projectSummarySchema } from './schemas';
import { PROJECT_FIELD_TEXTS as FIELD } from './texts';
import { checkCoordinatePair, coordinateFields } from './coordinates';

/**
 * The admin hub's project API:
 * - `GET /api/admin/projects?search=&status=&projectType=&approvalStatus=&sortBy=&sortOrder=&page=&pageSize=`
 *   → `{ items, total, page, pageSize, overallTotal }` (every approval status);
 * - `GET /api/admin/projects/{id}` → the whole project with its `version`;
 * - `POST /api/projects` as an admin → 201 `{ project, message }` (approved unless the payload says otherwise);
 * - `PUT /api/projects/{id}` → the whole project plus the `version` it was read at; a stale version is 409;
 * - `DELETE /api/projects/{id}`;
 * - `POST /api/projects/{id}/images`, `POST /api/properties/{id}/images` → `{ images }`;
 * - `POST /api/projects/bulk-upload` (multipart `csvFile`) → `{ successful, failed: [{ row, errors }] }`;
 * - `POST /api/projects/bulk-upload/preview` (the same file) → every row with its problems, nothing saved.
 * createdBy and lastUpdatedBy always come from the session.
 */

const L = ADMIN_PROJECT_LIMITS;

const linkedUrl = (message: string) => z.string({ error: message }).trim().max(L.urlMax, message).refine(isLinkableUrl, message);
const optionalLinkedUrl = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(L.urlMax, message)
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || isLinkableUrl(value), message);

const listText = (label: string, max: number) => z.string({ error: `${label} must be text` }).trim().min(1, `${label} must not be empty`).max(max);
const choice = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` });
const flag = (label: string) => z.boolean({ error: `${label} must be true or false` }).default(false);

/** One image row: a stored image or an https:// picture, its caption, the default flag. */
export const adminImageSchema = z.strictObject({
  url: linkedUrl(HUB_IMAGES_TEXTS.invalidUrl),
  caption: imageCaptionSchema,
  isDefault: z.boolean({ error: 'isDefault must be true or false' }).default(false),
});
export type AdminImage = z.output<typeof adminImageSchema>;

const imageList = z
  .array(adminImageSchema, { error: 'images must be a list' })
  .max(L.maxImages, HUB_IMAGES_TEXTS.tooMany(L.maxImages))
  .refine((images) => countDefaultImages(images) <= 1, HUB_IMAGES_TEXTS.oneDefault);

export const plotSizeEntrySchema = z.strictObject({
  size: z.number({ error: 'plot size must be a number' }).positive('plot size must be greater than 0').max(L.maxArea),
  unit: areaUnitSchema(PLOT_SIZE_UNITS, `plot size unit must be one of: ${PLOT_SIZE_UNITS.join(', ')}`),
});

export const specificationEntrySchema = z.strictObject({
  title: listText('specification title', 120),
  details: listText('specification details', 2000),
});

/** Every field of a hub project as the form, the API and the CSV importer take it. */
const adminProjectFields = {
  title: requiredProjectText('title'),
  description: requiredProjectText('description'),
  projectType: choice('projectType', PROJECT_TYPES),
  location: requiredProjectText('location'),
  city: requiredProjectText('city'),
  state: requiredProjectText('state'),
  totalArea: z.number({ error: 'totalArea must be a number' }).min(0, 'totalArea must not be negative').max(PROJECT_AREA_MAX, FIELD.totalAreaTooLarge),
  areaUnit: areaUnitSchema(AREA_UNITS, `areaUnit must be one of: ${AREA_UNITS.join(', ')}`),
  /**
   * Whole rupees; null means price on request. 0 (what a CSV or an older
   * client sends for "on request") is read as null: no project costs ₹0.
   */
  startingPrice: z
    .number({ error: 'startingPrice must be a whole number of rupees' })
    .int('startingPrice must be a whole number of rupees')
    .min(0, 'startingPrice must not be negative')
    .max(L.maxStartingPrice, ADMIN_FIELD.startingPriceTooLarge)
    .nullable()
    .default(null)
    .transform((value) => (value === 0 ? null : value)),
  plotSizes: z.array(plotSizeEntrySchema, { error: 'plotSizes must be a list' }).max(L.maxListItems).default([]),
  amenities: z.array(listText('amenity', 200), { error: 'amenities must be a list' }).max(L.maxListItems).default([]),
  specifications: z.array(specificationEntrySchema, { error: 'specifications must be a list' }).max(L.maxListItems).default([]),
  approvals: z.array(listText('approval', 200), { error: 'approvals must be a list' }).max(L.maxListItems).default([]),
  brochureUrl: optionalLinkedUrl(DOCUMENT_URL_TEXTS.brochureUrl),
  layoutMapUrl: optionalLinkedUrl(DOCUMENT_URL_TEXTS.layoutMapUrl),
  possessionTimeline: optionalProjectText('possessionTimeline'),
  reraNumber: optionalProjectText('reraNumber'),
  ...coordinateFields,
  status: choice('status', PROJECT_STATUSES),
  featured: flag('featured'),
  isNewlyLaunched: flag('isNewlyLaunched'),
  isTopProject: flag('isTopProject'),
  verified: flag('verified'),
  images: imageList.default([]),
  /** Projects the admin creates are published at once unless they say otherwise. */
  approvalStatus: choice('approvalStatus', APPROVAL_STATUSES).default('approved'),
  contactEmail: z
    .string({ error: ADMIN_FIELD.contactEmail })
    .trim()
    .toLowerCase()
    .max(254, ADMIN_FIELD.contactEmail)
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(z.email({ pattern: EMAIL_PATTERN, error: ADMIN_FIELD.contactEmail }).nullable()),
  contactPhone: z
    .string({ error: ADMIN_FIELD.contactPhoneTooLong })
    .trim()
    .max(20, ADMIN_FIELD.contactPhoneTooLong)
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || isIndianPhone(value), ADMIN_FIELD.contactPhone),
};

/** `POST /api/projects` as an admin, and each row of a bulk upload. */
export const adminProjectPayloadSchema = z.strictObject(adminProjectFields).superRefine(checkCoordinatePair);
export type AdminProjectPayload = z.input<typeof adminProjectPayloadSchema>;
export type AdminProjectInput = z.output<typeof adminProjectPayloadSchema>;
export type AdminProjectField = keyof typeof adminProjectFields;
export const ADMIN_PROJECT_FIELD_NAMES = Object.keys(adminProjectFields) as AdminProjectField[];

/** `PUT /api/projects/{id}`: the whole project, with the version it was read at (and its approval status said outright). */
export const adminProjectUpdatePayloadSchema = z.strictObject({
  ...adminProjectFields,
  approvalStatus: choice('approvalStatus', APPROVAL_STATUSES),
  version: z.number({ error: 'version must be the version number the project was read at' }).int().min(1).max(2_147_483_647),
}).superRefine(checkCoordinatePair);
export type AdminProjectUpdatePayload = z.input<typeof adminProjectUpdatePayloadSchema>;
export type AdminProjectUpdate = z.output<typeof adminProjectUpdatePayloadSchema>;

/** A project as the hub reads it: everything, with its `version` for the next update. */
export const adminProjectSchema = projectSchema.extend({
  version: z.number().int(),
  submitterName: z.string().nullable(),
});
export type AdminProject = z.infer<typeof adminProjectSchema>;

export const adminProjectSavedResponseSchema = z.object({ project: adminProjectSchema, message: z.string() });
export type AdminProjectSavedResponse = z.infer<typeof adminProjectSavedResponseSchema>;

/** A hub card: the catalogue card's fields plus the approval status and version. */
export const adminProjectListItemSchema = projectSummarySchema.extend({
  approvalStatus: z.enum(APPROVAL_STATUSES),
  version: z.number().int(),
  /** Open reports from several different people: the admins should look. */
  reportFlagged: z.boolean(),
});
export type AdminProjectListItem = z.infer<typeof adminProjectListItemSchema>;

export const adminProjectListQuerySchema = z.strictObject({
  /** Matches title, city or state (any case); every word must appear. */
  search: textParam('search', 200),
  status: choiceOrAllParam('status', PROJECT_STATUSES),
  projectType: choiceOrAllParam('projectType', PROJECT_TYPES),
  approvalStatus: choiceOrAllParam('approvalStatus', APPROVAL_STATUSES),
  sortBy: choiceParam('sortBy', ADMIN_PROJECT_SORT_FIELDS).transform((value) => value ?? 'createdAt'),
  sortOrder: choiceParam('sortOrder', SORT_ORDERS).transform((value) => value ?? 'desc'),
  page: pageParam(),
  pageSize: pageSizeParam(ADMIN_PROJECT_PAGE_SIZE, ADMIN_PROJECT_PAGE_SIZE_MAX),
});
export type AdminProjectListQuery = z.output<typeof adminProjectListQuerySchema>;

export const adminProjectListResponseSchema = pageOf(adminProjectListItemSchema).extend({
  /** Every project, whatever the filters: the Y of 'X of Y Projects'. */
  overallTotal: z.number().int(),
});
export type AdminProjectListResponse = z.infer<typeof adminProjectListResponseSchema>;

/**
 * `POST /api/projects/{id}/images` and `/api/properties/{id}/images`: the whole
 * image list, at least one, exactly one default (the dialog's rules, checked here too).
 */
export const projectImagesPayloadSchema = z
  .strictObject({
    images: z.array(adminImageSchema, { error: 'images must be a list' }).max(L.maxImages, HUB_IMAGES_TEXTS.tooMany(L.maxImages)),
  })
  .superRefine((value, context) => {
    const defaults = countDefaultImages(value.images);
    if (value.images.length === 0) context.addIssue({ code: 'custom', message: HUB_IMAGES_TEXTS.noImages });
    else if (defaults === 0) context.addIssue({ code: 'custom', message: HUB_IMAGES_TEXTS.noDefault });
    else if (defaults > 1) context.addIssue({ code: 'custom', message: HUB_IMAGES_TEXTS.oneDefault });
  });
export type ProjectImagesPayload = z.input<typeof projectImagesPayloadSchema>;

export const projectImagesResponseSchema = z.object({
  // Images stored before captions were required come back as they are.
  images: z.array(projectImageSchema),
  defaultImage: z.string().nullable(),
  version: z.number().int(),
  message: z.string(),
});
export type ProjectImagesResponse = z.infer<typeof projectImagesResponseSchema>;

export const bulkUploadResultSchema = z.object({
  successful: z.number().int(),
  failed: z.array(z.object({ row: z.number().int(), errors: z.array(z.string()) })),
});
export type BulkUploadResult = z.infer<typeof bulkUploadResultSchema>;

/** One problem of a CSV row: the column it is in (null for the row as a whole) and the message the import reports. */
export const csvRowErrorSchema = z.object({ field: z.string().nullable(), message: z.string() });
export type CsvRowError = z.infer<typeof csvRowErrorSchema>;

/**
 * `POST /api/projects/bulk-upload/preview`: every row as the import would take
 * it (the checked values of a good row, the typed cells of a bad one) with its
 * problems; `ready` rows are the ones the import would store.
 */
export const bulkUploadPreviewRowSchema = z.object({
  row: z.number().int(),
  title: z.string(),
  city: z.string(),
  projectType: z.string(),
  /** Whole rupees as digits, '' for price on request, or the cell as typed when it does not read. */
  startingPrice: z.string(),
  status: z.string(),
  approvalStatus: z.string(),
  errors: z.array(csvRowErrorSchema),
});
export type BulkUploadPreviewRow = z.infer<typeof bulkUploadPreviewRowSchema>;

export const bulkUploadPreviewSchema = z.object({
  ready: z.number().int(),
  withErrors: z.number().int(),
  rows: z.array(bulkUploadPreviewRowSchema),
});
export type BulkUploadPreview = z.infer<typeof bulkUploadPreviewSchema>;
