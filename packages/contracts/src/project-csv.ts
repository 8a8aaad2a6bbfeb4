import type { AdminProjectField, AdminProjectPayload } from './admin-project';
import { HUB_STATUS_LABELS } from './admin-hub-texts';

/**
 * The bulk-upload CSV: ONE list of columns that the client's template and the
 * server's importer both read. Each column is a field of
 * `adminProjectPayloadSchema`, so a row is validated exactly as the form is.
 * List fields travel as JSON text.
 */
export type CsvColumnKind = 'text' | 'integer' | 'decimal' | 'boolean' | 'json' | 'status';

export interface ProjectCsvColumn {
  name: AdminProjectField;
  kind: CsvColumnKind;
  /** The template's example row. */
  example: string;
}

const column = (name: AdminProjectField, kind: CsvColumnKind, example: unknown): ProjectCsvColumn => ({
  name,
  kind,
  example: typeof example === 'string' ? example : JSON.stringify(example),
});

export const PROJECT_CSV_COLUMNS: readonly ProjectCsvColumn[] = [
  column('title', 'text', 'Green Meadows Phase 2'),
  column('description', 'text', 'Gated plotted development with wide internal roads, 5 minutes from the highway.'),
  column('projectType', 'text', 'residential'),
  column('location', 'text', 'Hinjewadi Phase 3'),
  column('city', 'text', 'Pune'),
  column('state', 'text', 'Maharashtra'),
  column('totalArea', 'decimal', '12.5'),
  column('areaUnit', 'text', 'acres'),
  column('startingPrice', 'integer', '2500000'),
  column('plotSizes', 'json', [{ size: 1200, unit: 'sq.ft' }, { size: 1500, unit: 'sq.ft' }]),
  column('amenities', 'json', ['Clubhouse', 'Garden', '24x7 Security']),
  column('specifications', 'json', [{ title: 'Roads', details: '30 ft tar roads' }]),
  column('approvals', 'json', ['PMRDA sanctioned layout', 'RERA registered']),
  column('brochureUrl', 'text', ''),
  column('layoutMapUrl', 'text', ''),
  column('possessionTimeline', 'text', 'Dec 2026'),
  column('reraNumber', 'text', 'P52100012345'),
  column('status', 'status', 'upcoming'),
  column('featured', 'boolean', 'false'),
  column('isNewlyLaunched', 'boolean', 'true'),
  column('isTopProject', 'boolean', 'false'),
  column('verified', 'boolean', 'true'),
  column('images', 'json', [{ url: 'https://images.example.com/green-meadows.jpg', caption: 'Entrance gate', isDefault: true }]),
  column('approvalStatus', 'text', 'approved'),
  column('contactEmail', 'text', 'sales@example.com'),
  column('contactPhone', 'text', '9876543210'),
];

/** The columns a CSV must have (the schema's required fields); the rest may be left out. */
export const REQUIRED_CSV_COLUMNS: readonly AdminProjectField[] = [
  'title', 'description', 'projectType', 'location', 'city', 'state', 'totalArea', 'areaUnit', 'status',
];

/**
 * Spreadsheet programs run a cell that starts with = + - @ (or a tab or carriage
 * return) as a formula. Such a cell is stored and exported with a leading
 * apostrophe, so it is shown as the text it is and never executed.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** An international phone number ('+91 98765 43210') cannot call a function; it keeps its plus sign. */
const PHONE_NUMBER = /^\+[\d\s()-]+$/;

export function neutraliseCsvCell(value: string): string {
  return FORMULA_START.test(value) && !PHONE_NUMBER.test(value) ? `'${value}` : value;
}

/** Neutralises every string inside a parsed JSON value (lists of amenities, images, ...). */
export function neutraliseJsonStrings(value: unknown): unknown {
  if (typeof value === 'string') return neutraliseCsvCell(value);
  if (Array.isArray(value)) return value.map(neutraliseJsonStrings);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, neutraliseJsonStrings(entry)]));
  }
  return value;
}

/** One CSV field per RFC 4180: quoted when it holds a comma, quote or line break. */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Rows to CSV text (CRLF line ends, as spreadsheets write), every cell neutralised. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return `${rows.map((row) => row.map((cell) => csvField(neutraliseCsvCell(cell))).join(',')).join('\r\n')}\r\n`;
}

/** The CSV template: the header and one example row. */
export function projectCsvTemplate(): string {
  return toCsv([PROJECT_CSV_COLUMNS.map((entry) => entry.name), PROJECT_CSV_COLUMNS.map((entry) => entry.example)]);
}

export const PROJECT_CSV_TEMPLATE_FILE_NAME = 'plotwise-projects-template.csv';

/**
 * One CSV record (header name → cell text) as the payload the schema checks.
 * Empty cells are left out (defaults apply; required ones are reported), text
 * cells are neutralised, typed cells are converted only when they read cleanly
 * so that anything else reaches the schema as a string and is reported.
 */
export interface CsvRowConversion {
  payload: Partial<Record<AdminProjectField, unknown>>;
  /** Cells that could not be read as their column's kind; the schema's word on those fields is left out. */
  errors: { field: AdminProjectField; message: string }[];
}

export interface CsvConversionTexts {
  invalidJson: (column: string) => string;
  notANumber: (column: string) => string;
  notAWholeNumber: (column: string) => string;
  notABoolean: (column: string) => string;
}

const TRUE_WORDS = ['true', 'yes', '1'];
const FALSE_WORDS = ['false', 'no', '0'];

export function csvRecordToPayload(record: Record<string, string>, texts: CsvConversionTexts): CsvRowConversion {
  const payload: Partial<Record<AdminProjectField, unknown>> = {};
  const errors: CsvRowConversion['errors'] = [];
  for (const { name, kind } of PROJECT_CSV_COLUMNS) {
    const raw = record[name];
    if (raw === undefined) continue;
    const cell = raw.trim();
    if (cell === '') continue;
    switch (kind) {
      case 'text':
        payload[name] = neutraliseCsvCell(cell);
        break;
      case 'integer':
        if (/^-?\d{1,16}$/.test(cell)) payload[name] = Number(cell);
        else errors.push({ field: name, message: texts.notAWholeNumber(name) });
        break;
      case 'decimal':
        if (/^-?\d{1,13}(\.\d{1,6})?$/.test(cell)) payload[name] = Number(cell);
        else errors.push({ field: name, message: texts.notANumber(name) });
        break;
      case 'boolean': {
        const word = cell.toLowerCase();
        if (TRUE_WORDS.includes(word)) payload[name] = true;
        else if (FALSE_WORDS.includes(word)) payload[name] = false;
        else errors.push({ field: name, message: texts.notABoolean(name) });
        break;
      }
      case 'status': {
        // The hub's own words are accepted beside the stored values: a sheet exported
        // from what the hub shows says "Completed" where the data says `ready`.
        const word = cell.toLowerCase();
        const labelled = Object.entries(HUB_STATUS_LABELS).find(([, label]) => label.toLowerCase() === word)?.[0];
        payload[name] = labelled ?? neutraliseCsvCell(cell);
        break;
      }
      case 'json':
        try {
          payload[name] = neutraliseJsonStrings(JSON.parse(cell));
        } catch {
          errors.push({ field: name, message: texts.invalidJson(name) });
        }
        break;
    }
  }
  return { payload, errors };
}

/** A payload (what the form would send) as a CSV record: the inverse of `csvRecordToPayload`. */
export function payloadToCsvRecord(payload: AdminProjectPayload): string[] {
  return PROJECT_CSV_COLUMNS.map(({ name, kind }) => {
    const value = (payload as Record<string, unknown>)[name];
    if (value === undefined || value === null) return '';
    return kind === 'json' ? JSON.stringify(value) : String(value);
  });
}
