import { isHttpsUrl } from '../common/rules';
import { CITIES, type City } from '../cities/constants';

/*
 * Uploads, stored files and the admin's media screen: what each upload kind
 * accepts, where stored files live, the picture variants. No zod here, so
 * forms that only check a file's size and type load none.
 */

/** Brochures and resumes: a PDF or a Word document. */
const PDF_OR_WORD = {
  label: 'PDF or Word document',
  types: ['application/pdf', 'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
} as const;

/**
 * What an upload is for decides which contents and sizes are accepted. The
 * server checks the bytes themselves, never the name or the declared type.
 */
export const UPLOAD_KINDS = {
  /** Project and plot photos: the submit form and the admin hub. */
  image: { label: 'image', types: ['image/jpeg', 'image/png'], maxBytes: 5 * 1024 * 1024, sizeLabel: '5MB' },
  /** Brochures. */
  document: { ...PDF_OR_WORD, maxBytes: 10 * 1024 * 1024, sizeLabel: '10MB' },
  /** Layout maps: an image or a PDF. */
  layout: { label: 'image or PDF', types: ['image/jpeg', 'image/png', 'application/pdf'], maxBytes: 10 * 1024 * 1024, sizeLabel: '10MB' },
  /** Job applications. */
  resume: { ...PDF_OR_WORD, maxBytes: 2 * 1024 * 1024, sizeLabel: '2MB' },
} as const satisfies Record<string, { label: string; types: readonly string[]; maxBytes: number; sizeLabel: string }>;
export type UploadKind = keyof typeof UPLOAD_KINDS;
export const UPLOAD_KIND_NAMES = Object.keys(UPLOAD_KINDS) as [UploadKind, ...UploadKind[]];

/** The largest upload of any kind; the route refuses bigger bodies before reading them. */
export const UPLOAD_MAX_BYTES = Math.max(...Object.values(UPLOAD_KINDS).map((kind) => kind.maxBytes));

/**
 * Every uploaded picture is also stored at these widths (never wider than the
 * original) in each of these formats, so a phone downloads a small file; the
 * site asks for them with srcset. Pictures stored before, and the demo
 * pictures, answer the same URLs: each variant is rendered on its first
 * request and kept.
 */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600] as const;
export const IMAGE_VARIANT_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];
export type ImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number];
/** A 1200×630 crop for link previews (Open Graph, Twitter cards). */
export const SOCIAL_PREVIEW_VARIANT = 'social.jpg';
export const SOCIAL_PREVIEW_SIZE = { width: 1200, height: 630 } as const;

/** The names of every variant a picture is stored with: `w480.avif` … `social.jpg`. */
export const IMAGE_VARIANT_NAMES: readonly string[] = [
  ...IMAGE_VARIANT_WIDTHS.flatMap((width) => IMAGE_VARIANT_FORMATS.map((format) => `w${width}.${format}`)),
  SOCIAL_PREVIEW_VARIANT,
];

/** Where the API serves a stored file: `/api/files/{uuid}` (services/src/storage). */
export const STORED_FILE_URL_PATTERN = /^\/api\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The id inside a stored-file URL, or null for any other URL (including other sites'). */
export function storedFileIdOf(url: string): string | null {
  const match = STORED_FILE_URL_PATTERN.exec(url);
  return match ? match[1]!.toLowerCase() : null;
}

/** Whether a picture URL is one of this site's stored files (only those have variants). */
export function isStoredFileUrl(url: string): boolean {
  return STORED_FILE_URL_PATTERN.test(url);
}

/** A file this API stored (`/api/files/{uuid}`, checked against the store by the server) or an https:// address. */
export function isLinkableUrl(value: string): boolean {
  return STORED_FILE_URL_PATTERN.test(value) || isHttpsUrl(value);
}

/** The URL of one variant of a stored picture: `/api/files/{id}/w480.webp`. */
export function imageVariantUrl(fileUrl: string, variant: string): string {
  return `${fileUrl}/${variant}`;
}

// ---------------------------------------------------------------- the admin's media screen

/** Media categories: projects, owner-submitted plots (properties) and the city banners. */
export const MEDIA_CATEGORIES = ['project', 'property', 'city'] as const;
export type MediaCategory = (typeof MEDIA_CATEGORIES)[number];
export type MediaTab = MediaCategory | 'all';

/** The eight main cities of City Images, in their order. */
const MAIN_MEDIA_CITIES: readonly City[] = ['Mumbai', 'Delhi', 'Bangalore', 'Hyderabad', 'Pune', 'Ahmedabad', 'Chennai', 'Kolkata'];

function mainCitiesFirst(): readonly City[] {
  return [...MAIN_MEDIA_CITIES, ...CITIES.filter((city) => !MAIN_MEDIA_CITIES.includes(city))];
}

/**
 * Every city whose card the site shows (CITIES) has an editable banner: the
 * eight main cities first, in their order, then the rest. (Computed behind a pure
 * annotation: the pages that show pictures use this module, and only the
 * media screen needs the list.)
 */
export const MEDIA_CITIES: readonly City[] = /* @__PURE__ */ mainCitiesFirst();

export const MEDIA_PAGE_SIZE = 24;
export const MEDIA_PAGE_SIZE_MAX = 96;
