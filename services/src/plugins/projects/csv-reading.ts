import Boom from '@hapi/boom';
import { CsvError, parse } from 'csv-parse/sync';
import { BULK_UPLOAD_LIMITS, HUB_BULK_TEXTS as TEXTS, PLOT_CSV_COLUMNS, PROJECT_CSV_COLUMNS, REQUIRED_CSV_COLUMNS, REQUIRED_PLOT_CSV_COLUMNS } from '@plotwise/contracts';
import { sniffContentType } from '../../storage/content-sniffing';

export interface CsvRecord {
  /** The row as a spreadsheet numbers it (the header is row 1). */
  row: number;
  values: Record<string, string>;
}

/** The columns a kind of CSV may have, and those it must. */
interface CsvColumns {
  known: ReadonlySet<string>;
  required: readonly string[];
}

const PROJECT_COLUMNS: CsvColumns = { known: new Set(PROJECT_CSV_COLUMNS.map((column) => column.name)), required: REQUIRED_CSV_COLUMNS };
const PLOT_COLUMNS: CsvColumns = { known: new Set(PLOT_CSV_COLUMNS), required: REQUIRED_PLOT_CSV_COLUMNS };

/**
 * Reads an uploaded CSV: UTF-8 text (checked by content, whatever its name),
 * within the size limit, a header of known columns including every required
 * one, and at least one row, at most BULK_UPLOAD_LIMITS.maxRows. A file that
 * fails here is refused as a whole (400). It runs in the work pool (runWork).
 */
export function readProjectCsv(data: Buffer): CsvRecord[] {
  return readCsv(data, PROJECT_COLUMNS);
}

/** A project's plot inventory as CSV, read by the same rules (PLOT_CSV_COLUMNS). */
export function readPlotCsv(data: Buffer): CsvRecord[] {
  return readCsv(data, PLOT_COLUMNS);
}

function readCsv(data: Buffer, { known, required }: CsvColumns): CsvRecord[] {
  if (data.byteLength > BULK_UPLOAD_LIMITS.maxBytes) throw Boom.entityTooLarge(TEXTS.tooLarge(BULK_UPLOAD_LIMITS.sizeLabel));
  if (sniffContentType(data) !== null || data.includes(0)) throw Boom.badRequest(TEXTS.notCsv);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
    // A replacement character means the text was not UTF-8 before it reached us.
    if (text.includes('\ufffd')) throw new Error('not UTF-8');
  } catch {
    throw Boom.badRequest(TEXTS.notCsv);
  }

  let parsed: { record: string[]; info: { lines: number } }[];
  try {
    // Parsing stops one row past the limit: a file of a million short rows costs no more than the limit's.
    const to = BULK_UPLOAD_LIMITS.maxRows + 2;
    parsed = parse(text, { bom: true, info: true, relax_column_count: true, skip_empty_lines: true, trim: false, to }) as unknown as typeof parsed;
  } catch (error) {
    throw Boom.badRequest(TEXTS.unreadable(error instanceof CsvError ? error.message : 'the text is not valid CSV'));
  }
  const [headerRecord, ...rows] = parsed;
  if (!headerRecord) throw Boom.badRequest(TEXTS.noRows);

  const header = headerRecord.record.map((name) => name.trim());
  const named = header.filter(Boolean);
  if (!named.some((name) => known.has(name))) throw Boom.badRequest(TEXTS.notCsv);
  const unknown = named.filter((name) => !known.has(name));
  if (unknown.length > 0) throw Boom.badRequest(TEXTS.unknownColumns(unknown));
  const repeated = named.filter((name, index) => named.indexOf(name) !== index);
  if (repeated.length > 0) throw Boom.badRequest(`Repeated column: ${[...new Set(repeated)].join(', ')}`);
  const missing = required.filter((name) => !named.includes(name));
  if (missing.length > 0) throw Boom.badRequest(TEXTS.missingColumns(missing));
  if (rows.length === 0) throw Boom.badRequest(TEXTS.noRows);
  if (rows.length > BULK_UPLOAD_LIMITS.maxRows) throw Boom.badRequest(TEXTS.tooManyRows(BULK_UPLOAD_LIMITS.maxRows));

  return rows.map(({ record, info }) => {
    const values: Record<string, string> = {};
    header.forEach((name, index) => {
      if (name) values[name] = record[index] ?? '';
    });
    // Cells beyond the header are kept under '' so the row can be reported.
    if (record.length > header.length && record.slice(header.length).some((cell) => cell.trim() !== '')) values[''] = 'extra';
    return { row: info.lines, values };
  });
}
