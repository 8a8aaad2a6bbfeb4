import { z } from 'zod';
import { AREA_UNITS, APPROVAL_STATUSES, PROJECT_STATUSES, PROJECT_TYPES } from './catalog-constants';

export const projectImageSchema = z.object({
  url: z.string().min(1).max(2048),
  caption: z.string().max(200).default(''),
  isDefault: z.boolean().default(false),
});
export type ProjectImage = z.infer<typeof projectImageSchema>;

export const plotSizeSchema = z.object({
  size: z.number().positive(),
  unit: z.enum(AREA_UNITS),
});

export const specificationSchema = z.object({
  title: z.string().min(1).max(120),
  details: z.string().min(1).max(2000),
});

/** A file this site stores, as a link to it is described: 'PDF, 2.4 MB'. */
export const linkedFileSchema = z.object({
  contentType: z.string(),
  byteSize: z.number().int().nonnegative(),
});
export type LinkedFile = z.infer<typeof linkedFileSchema>;

/** A project as the API returns it. */
export const projectSchema = z.object({
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
  plotSizes: z.array(plotSizeSchema),
  amenities: z.array(z.string()),
  specifications: z.array(specificationSchema),
  brochureUrl: z.string().nullable(),
  layoutMapUrl: z.string().nullable(),
  /**
   * The type and size of the stored file `brochureUrl` and `layoutMapUrl` name
   * (null for a link to another site); only the public detail read carries them.
   */
  brochureFile: linkedFileSchema.nullable().optional(),
  layoutMapFile: linkedFileSchema.nullable().optional(),
  approvals: z.array(z.string()),
  status: z.enum(PROJECT_STATUSES),
  featured: z.boolean(),
  isNewlyLaunched: z.boolean(),
  isTopProject: z.boolean(),
  verified: z.boolean(),
  images: z.array(projectImageSchema),
  defaultImage: z.string().nullable(),
  possessionTimeline: z.string().nullable(),
  reraNumber: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  approvalStatus: z.enum(APPROVAL_STATUSES),
  /** Why an admin rejected the project, when they said (null otherwise). */
  rejectionReason: z.string().nullable().optional(),
  createdBy: z.number().int().nullable(),
  lastUpdatedBy: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

/**
 * A project as lists and carousels carry it (`GET /api/projects`, `/featured`,
 * `/newly-launched`, the city page, properties): what a card shows, with the
 * images for the spec's image choice rule. The detail call returns the whole `Project`.
 */
export const projectSummarySchema = projectSchema.pick({
  id: true,
  title: true,
  location: true,
  city: true,
  state: true,
  totalArea: true,
  areaUnit: true,
  startingPrice: true,
  projectType: true,
  plotSizes: true,
  status: true,
  featured: true,
  isNewlyLaunched: true,
  isTopProject: true,
  verified: true,
  images: true,
  defaultImage: true,
  possessionTimeline: true,
  reraNumber: true,
  createdAt: true,
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

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
