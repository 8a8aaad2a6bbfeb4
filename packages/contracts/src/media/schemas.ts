import { z } from 'zod';
import { MAX_SERIAL_ID } from '../common/constants';
import { choiceOrAllParam, pageParam, pageSizeParam } from '../common/query-params';
import { pageOf } from '../common/schemas';
import { MEDIA_CATEGORIES, MEDIA_PAGE_SIZE, MEDIA_PAGE_SIZE_MAX, STORED_FILE_URL_PATTERN, UPLOAD_KIND_NAMES, isLinkableUrl, type MediaCategory } from './constants';
import { MEDIA_TEXTS } from './texts';

// ---------------------------------------------------------------- uploads and stored files

export const uploadQuerySchema = z.strictObject({
  kind: z.enum(UPLOAD_KIND_NAMES, { error: `kind must be one of: ${UPLOAD_KIND_NAMES.join(', ')}` }),
});

export const uploadedFileSchema = z.object({
  id: z.string(),
  url: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** A link to a file this site stored; the API also checks the file exists and is of the right kind. */
export const storedFileUrlSchema = (message: string) => z.string().trim().max(100).regex(STORED_FILE_URL_PATTERN, message);

// ---------------------------------------------------------------- the admin's media screen

/**
 * Admin media: every picture of the site in one grid.
 * - project: images of catalogue projects (made by admins and agents);
 * - property: images of owner-submitted plots (projects with a submitter, from /submit-property);
 * - city: the banner of each of the MEDIA_CITIES (every city the site shows) (`city_images`).
 *
 * `GET /api/admin/media?category=all|project|property|city&page=&pageSize=` → `{ items, total, page, pageSize }`,
 * cities first, then images of the newest listings first.
 * `PUT /api/admin/media/cities/{city}` `{ url, caption }` replaces a city's banner.
 * `DELETE /api/admin/media/{category}/{id}?url=` removes one image from a project or property.
 */
export const mediaItemSchema = z.object({
  /** Stable within a listing's images: `project:12:0`, `property:40:2`, `city:Mumbai`. */
  id: z.string(),
  /** null for a city without a banner yet. */
  url: z.string().nullable(),
  caption: z.string(),
  category: z.enum(MEDIA_CATEGORIES),
  type: z.literal('image'),
  isDefault: z.boolean(),
  /** The project's id; null for cities. */
  relatedId: z.number().int().nullable(),
  /** The project's title, or the city's name. */
  relatedTitle: z.string(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const mediaListQuerySchema = z.strictObject({
  category: choiceOrAllParam('category', MEDIA_CATEGORIES),
  page: pageParam(),
  pageSize: pageSizeParam(MEDIA_PAGE_SIZE, MEDIA_PAGE_SIZE_MAX),
});
export type MediaListQuery = z.output<typeof mediaListQuerySchema>;

export const mediaListResponseSchema = pageOf(mediaItemSchema);
export type MediaListResponse = z.infer<typeof mediaListResponseSchema>;

export const cityParamsForMediaSchema = z.strictObject({
  city: z.string().trim().min(2).max(100).regex(/^[\p{L}][\p{L}\p{M} .'-]*$/u, MEDIA_TEXTS.cityNotFound),
});

/** A city's new banner: a stored image or an https:// picture. */
export const cityImagePayloadSchema = z.strictObject({
  url: z.string({ error: MEDIA_TEXTS.invalidUrl }).trim().max(2048, MEDIA_TEXTS.invalidUrl).refine(isLinkableUrl, MEDIA_TEXTS.invalidUrl),
  caption: z.string({ error: 'caption must be text' }).trim().max(200).default(''),
});
export type CityImagePayload = z.input<typeof cityImagePayloadSchema>;
/** A city's new banner as the API stores it. */
export type CityImageUpdate = z.output<typeof cityImagePayloadSchema>;

/** `DELETE /api/admin/media/{category}/{id}`: a project's or property's image; a city's banner is only ever replaced. */
export const mediaDeleteParamsSchema = z
  .strictObject({
    category: z.enum(MEDIA_CATEGORIES, { error: MEDIA_TEXTS.invalidCategory }),
    id: z.string().max(100),
  })
  .superRefine((value, context) => {
    if (value.category === 'city') context.addIssue({ code: 'custom', message: MEDIA_TEXTS.cityCannotBeDeleted });
    else if (!/^\d{1,10}$/.test(value.id) || Number(value.id) < 1 || Number(value.id) > MAX_SERIAL_ID) {
      context.addIssue({ code: 'custom', path: ['id'], message: 'id must be a positive whole number' });
    }
  })
  .transform((value) => ({ category: value.category as Exclude<MediaCategory, 'city'>, id: Number(value.id) }));

export const mediaDeleteQuerySchema = z.strictObject({
  url: z.string({ error: 'url of the image to delete is required' }).trim().min(1, 'url of the image to delete is required').max(2048),
});

/** A city's picture as stored (`city_images`). */
export const cityImageSchema = z.object({
  city: z.string(),
  url: z.string(),
  caption: z.string(),
  updatedBy: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type CityImage = z.infer<typeof cityImageSchema>;
