/** What each upload kind accepts, apart from the zod schemas (upload.ts), so forms that only check a file's size and type load no zod. */

/**
 * What an upload is for decides which contents and sizes are accepted. The
 * server checks the bytes themselves, never the name or the declared type.
 */
export const UPLOAD_KINDS = {
  /** Project and plot photos: the submit form and the admin hub. */
  image: { label: 'image', types: ['image/jpeg', 'image/png'], maxBytes: 5 * 1024 * 1024, sizeLabel: '5MB' },
  /** Brochures. */
  document: {
    label: 'PDF or Word document',
    types: ['application/pdf', 'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    maxBytes: 10 * 1024 * 1024,
    sizeLabel: '10MB',
  },
  /** Layout maps: an image or a PDF. */
  layout: { label: 'image or PDF', types: ['image/jpeg', 'image/png', 'application/pdf'], maxBytes: 10 * 1024 * 1024, sizeLabel: '10MB' },
  /** Job applications. */
  resume: {
    label: 'PDF or Word document',
    types: ['application/pdf', 'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    maxBytes: 2 * 1024 * 1024,
    sizeLabel: '2MB',
  },
} as const satisfies Record<string, { label: string; types: readonly string[]; maxBytes: number; sizeLabel: string }>;
export type UploadKind = keyof typeof UPLOAD_KINDS;
export const UPLOAD_KIND_NAMES = Object.keys(UPLOAD_KINDS) as [UploadKind, ...UploadKind[]];

/** The largest upload of any kind; the route refuses bigger bodies before reading them. */
export const UPLOAD_MAX_BYTES = Math.max(...Object.values(UPLOAD_KINDS).map((kind) => kind.maxBytes));

export const UPLOAD_TEXTS = {
  missingFile: 'Choose a file to upload (form field "file").',
  wrongType: (name: string, kind: UploadKind) => `${name} is not a valid ${UPLOAD_KINDS[kind].label}.`,
  tooLarge: (name: string, kind: UploadKind) => `${name} is larger than ${UPLOAD_KINDS[kind].sizeLabel}.`,
} as const;

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

/** Whether a picture URL is one of this site's stored files (only those have variants). */
export function isStoredFileUrl(url: string): boolean {
  return /^\/api\/files\/[0-9a-f-]{36}$/i.test(url);
}

/** The URL of one variant of a stored picture: `/api/files/{id}/w480.webp`. */
export function imageVariantUrl(fileUrl: string, variant: string): string {
  return `${fileUrl}/${variant}`;
}

