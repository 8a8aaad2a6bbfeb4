import type { AdminProjectField, AdminProjectPayload } from './admin-schemas';
import { PLOT_SIZE_UNITS, canonicalAreaUnit } from './constants';
import { HUB_STATUS_LABELS } from './admin-texts';

const FORMER_READY_WORD = 'completed';

/**
 * The bulk-upload CSV: ONE list of columns that the client's template and the
 * server's importer both read. Each column is a field of
 * `adminProjectPayloadSchema`, so a row is validated exactly as the form is.
 * List fields are written as items separated by `|` (`Clubhouse | Garden`);
 * a cell that starts with `[` or `{` is read as the JSON text older templates used.
 */
export type CsvColumnKind = 'text' | 'integer' | 'decimal' | 'boolean' | 'list' | 'status';

/**
 * How one item of a list column is typed in a cell, read and written.
 * `|` separates items: it is on every keyboard, no amenity, caption or web
 * address needs it, and it is no spreadsheet's field separator (`;` is the CSV
 * separator of Excel in many locales, and a comma is ours), so a cell of
 * items never needs quoting.
 */
export const CSV_LIST_SEPARATOR = '|';

type ListItemKind = 'text' | 'plotSize' | 'specification' | 'image';

export interface ProjectCsvColumn {
  name: AdminProjectField;
  kind: CsvColumnKind;
  /** For list columns: what one item is. */
  item?: ListItemKind;
  /** The template's example row. */
  example: string;
}

const column = (name: AdminProjectField, kind: Exclude<CsvColumnKind, 'list'>, example: string): ProjectCsvColumn => ({ name, kind, example });
const listColumn = (name: AdminProjectField, item: ListItemKind, example: readonly unknown[]): ProjectCsvColumn => ({
  name,
  kind: 'list',
  item,
  example: writeListCell(item, example),
});

/**
 * One item as a person types it: an amenity's words; a plot size as
 * `1200 sq.ft`; a specification as `Roads: 30 ft tar roads`; an image as its
 * address, then a space and a caption (the first image is the cover).
 */
function writeListItem(item: ListItemKind, value: unknown): string | null {
  const entry = (value ?? {}) as Record<string, unknown>;
  switch (item) {
    case 'text':
      return typeof value === 'string' ? value : null;
    case 'plotSize':
      return typeof entry.size === 'number' && typeof entry.unit === 'string' ? `${entry.size} ${entry.unit}` : null;
    case 'specification':
      return typeof entry.title === 'string' && typeof entry.details === 'string' && !entry.title.includes(':') ? `${entry.title}: ${entry.details}` : null;
    case 'image': {
      if (typeof entry.url !== 'string' || /\s/.test(entry.url)) return null;
      const caption = typeof entry.caption === 'string' ? entry.caption.trim() : '';
      return caption ? `${entry.url} ${caption}` : entry.url;
    }
  }
}

/**
 * A list as a cell: items separated by ` | ` when every item reads back the
 * same way, JSON text otherwise (an item holding `|`, or images whose cover is
 * not the first), so writing then reading always gives the list back.
 */
function writeListCell(item: ListItemKind, values: readonly unknown[]): string {
  const cells = values.map((value) => writeListItem(item, value));
  const images = item === 'image' ? (values as readonly { isDefault?: boolean }[]) : [];
  const coverFirst = images.every((image, index) => Boolean(image.isDefault) === (index === 0));
  const simple =
    coverFirst &&
    cells.every((cell): cell is string => cell !== null && cell.trim() === cell && cell !== '' && !cell.includes(CSV_LIST_SEPARATOR)) &&
    !/^[[{]/.test(cells[0] ?? '');
  return simple ? cells.join(` ${CSV_LIST_SEPARATOR} `) : JSON.stringify(values);
}

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
  listColumn('plotSizes', 'plotSize', [{ size: 1200, unit: 'sq.ft' }, { size: 1500, unit: 'sq.ft' }]),
  listColumn('amenities', 'text', ['Clubhouse', 'Garden', '24x7 Security']),
  listColumn('specifications', 'specification', [{ title: 'Roads', details: '30 ft tar roads' }]),
  listColumn('approvals', 'text', ['PMRDA sanctioned layout', 'RERA registered']),
  column('brochureUrl', 'text', ''),
  column('layoutMapUrl', 'text', ''),
  column('possessionTimeline', 'text', 'Dec 2026'),
  column('reraNumber', 'text', 'P52100012345'),
  // Where the plot is, in degrees (a map's "what's here?" gives both); leave both empty when unknown.
  column('latitude', 'decimal', '18.5913'),
  column('longitude', 'decimal', '73.7389'),
  column('status', 'status', 'upcoming'),
  column('featured', 'boolean', 'false'),
  column('isNewlyLaunched', 'boolean', 'true'),
  column('isTopProject', 'boolean', 'false'),
  column('verified', 'boolean', 'true'),
  // An https:// picture: the importer takes https:// addresses and this site's own uploads (/api/files/…).
  listColumn('images', 'image', [{ url: 'https://images.example.com/green-meadows.jpg', caption: 'Entrance gate', isDefault: true }]),
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
  plotSizeFormat: (column: string) => string;
  specificationFormat: (column: string) => string;
  notANumber: (column: string) => string;
  notAWholeNumber: (column: string) => string;
  notABoolean: (column: string) => string;
}

const TRUE_WORDS = ['true', 'yes', '1'];
const FALSE_WORDS = ['false', 'no', '0'];

const PLOT_SIZE = /^(\d{1,13}(?:\.\d{1,6})?)\s*(\S.*)$/;

/** The unit as the schema spells it when it is one ('Sq Ft' → 'sq.ft', 'acre' → 'acres'); anything else goes on for the schema to report. */
function plotSizeUnit(typed: string): string {
  const unit = canonicalAreaUnit(typed);
  return (PLOT_SIZE_UNITS as readonly string[]).includes(unit) ? unit : neutraliseCsvCell(typed);
}

type ListCellReading = { value: unknown } | { problem: 'json' | 'plotSize' | 'specification' };

/**
 * A list cell: JSON text when it starts with `[` or `{` (old templates), else
 * items separated by `|`, blanks dropped, every text neutralised. What reads
 * goes on to the schema, which checks the items as the form's.
 */
function readListCell(item: ListItemKind, cell: string): ListCellReading {
  if (/^[[{]/.test(cell)) {
    try {
      return { value: neutraliseJsonStrings(JSON.parse(cell)) };
    } catch {
      return { problem: 'json' };
    }
  }
  const items = cell
    .split(CSV_LIST_SEPARATOR)
    .map((entry) => entry.trim())
    .filter(Boolean);
  const value: unknown[] = [];
  for (const [index, entry] of items.entries()) {
    switch (item) {
      case 'text':
        value.push(neutraliseCsvCell(entry));
        break;
      case 'plotSize': {
        const match = PLOT_SIZE.exec(entry);
        if (!match) return { problem: 'plotSize' };
        value.push({ size: Number(match[1]), unit: plotSizeUnit(match[2]!.trim()) });
        break;
      }
      case 'specification': {
        const colon = entry.indexOf(':');
        if (colon <= 0) return { problem: 'specification' };
        value.push({ title: neutraliseCsvCell(entry.slice(0, colon).trim()), details: neutraliseCsvCell(entry.slice(colon + 1).trim()) });
        break;
      }
      case 'image': {
        const [url, ...caption] = entry.split(/\s+/);
        value.push({ url: neutraliseCsvCell(url!), caption: neutraliseCsvCell(caption.join(' ')), isDefault: index === 0 });
        break;
      }
    }
  }
  return { value };
}

export function csvRecordToPayload(record: Record<string, string>, texts: CsvConversionTexts): CsvRowConversion {
  const payload: Partial<Record<AdminProjectField, unknown>> = {};
  const errors: CsvRowConversion['errors'] = [];
  for (const { name, kind, item } of PROJECT_CSV_COLUMNS) {
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
        // The hub's words are accepted beside the stored values, and "Completed", its
        // former word for `ready`, so a sheet exported before still imports.
        const word = cell.toLowerCase();
        const labelled = word === FORMER_READY_WORD ? 'ready' : Object.entries(HUB_STATUS_LABELS).find(([, label]) => label.toLowerCase() === word)?.[0];
        payload[name] = labelled ?? neutraliseCsvCell(cell);
        break;
      }
      case 'list': {
        const read = readListCell(item ?? 'text', cell);
        if ('value' in read) payload[name] = read.value;
        else errors.push({ field: name, message: read.problem === 'json' ? texts.invalidJson(name) : read.problem === 'plotSize' ? texts.plotSizeFormat(name) : texts.specificationFormat(name) });
        break;
      }
    }
  }
  return { payload, errors };
}

/**
 * A payload (what the form would send) as a CSV record: the inverse of
 * `csvRecordToPayload`. Lists are written as `|`-separated items, or as JSON
 * text with `listStyle: 'json'` (how older templates wrote them).
 */
export function payloadToCsvRecord(payload: AdminProjectPayload, listStyle: 'simple' | 'json' = 'simple'): string[] {
  return PROJECT_CSV_COLUMNS.map(({ name, kind, item }) => {
    const value = (payload as Record<string, unknown>)[name];
    if (value === undefined || value === null) return '';
    if (kind !== 'list') return String(value);
    return listStyle === 'json' || !Array.isArray(value) ? JSON.stringify(value) : writeListCell(item ?? 'text', value);
  });
}
