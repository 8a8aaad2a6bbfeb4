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
