/** The admin's CSV import and its preview, and rows to fill a sheet with, for the bulk upload tests. */
import { PROJECT_CSV_COLUMNS, payloadToCsvRecord, toCsv, type AdminProjectPayload } from '@plotwise/contracts';
import { multipart } from './multipart';
import type { SharedTestApp } from './test-app';

export type ImportResult = { successful: number; failed: { row: number; errors: string[] }[] };

export const IMPORT_URL = '/api/projects/bulk-upload';
export const PREVIEW_URL = '/api/projects/bulk-upload/preview';

export interface SendOptions {
  /** The session; the admin's by default, none with null. */
  cookie?: string | null;
  filename?: string;
  /** Form fields besides the file. */
  extra?: Record<string, string>;
  url?: string;
}

export function bulkUpload(app: SharedTestApp) {
  function send(file: Buffer | string | null, options: SendOptions = {}) {
    const parts = [];
    if (file !== null) parts.push({ name: 'csvFile', filename: options.filename ?? 'projects.csv', contentType: 'text/csv', data: file });
    for (const [name, value] of Object.entries(options.extra ?? {})) parts.push({ name, data: value });
    const form = multipart(parts);
    const cookie = options.cookie === undefined ? app.adminCookie : options.cookie;
    return app.inject({ method: 'POST', url: options.url ?? IMPORT_URL, payload: form.payload, headers: { ...form.headers, ...(cookie ? { cookie } : {}) } });
  }
  const preview = (file: Buffer | string, options: { cookie?: string | null } = {}) => send(file, { ...options, url: PREVIEW_URL });
  return { send, preview };
}

/** One valid row of the sheet; override what the test is about. */
export const row = (overrides: Partial<AdminProjectPayload> = {}): AdminProjectPayload => ({
  title: 'Imported Meadows',
  description: 'Plots imported from a spreadsheet by the admin.',
  projectType: 'residential',
  location: 'Wagholi',
  city: 'Pune',
  state: 'Maharashtra',
  totalArea: 8,
  areaUnit: 'acres',
  startingPrice: 1_800_000,
  amenities: ['Garden'],
  status: 'upcoming',
  ...overrides,
});

export const header = PROJECT_CSV_COLUMNS.map((column) => column.name);
export const csvOf = (rows: AdminProjectPayload[], listStyle: 'simple' | 'json' = 'simple') => toCsv([header, ...rows.map((entry) => payloadToCsvRecord(entry, listStyle))]);
