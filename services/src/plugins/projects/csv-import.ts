import Boom from '@hapi/boom';
import { CsvError, parse } from 'csv-parse/sync';
import type { Knex } from 'knex';
import type { z } from 'zod';
import {
  BULK_UPLOAD_LIMITS,
  HUB_BULK_TEXTS as TEXTS,
  PROJECT_CSV_COLUMNS,
  REQUIRED_CSV_COLUMNS,
  adminProjectPayloadSchema,
  csvRecordToPayload,
  type AdminProjectInput,
  type BulkUploadPreview,
  type BulkUploadPreviewRow,
  type BulkUploadResult,
  type CsvRowError,
} from '@plotwise/contracts';
import type { User } from '../../db/models';
import { inTransaction } from '../../db/transaction';
import { sniffContentType } from '../../storage/content-sniffing';
import { insertProjectsAsAdmin } from './admin-project-service';
import { linkProblems, loadStoredFileTypes } from './linked-files';

export interface CsvRecord {
  /** The row as a spreadsheet numbers it (the header is row 1). */
  row: number;
  values: Record<string, string>;
}

const KNOWN_COLUMNS = new Set<string>(PROJECT_CSV_COLUMNS.map((column) => column.name));

/**
 * Reads an uploaded CSV: UTF-8 text (checked by content, whatever its name),
 * within the size limit, a header of known columns including every required
 * one, and at least one row. A file that fails here is refused as a whole (400).
 */
export function readProjectCsv(data: Buffer): CsvRecord[] {
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
    parsed = parse(text, { bom: true, info: true, relax_column_count: true, skip_empty_lines: true, trim: false }) as unknown as typeof parsed;
  } catch (error) {
    throw Boom.badRequest(TEXTS.unreadable(error instanceof CsvError ? error.message : 'the text is not valid CSV'));
  }
  const [headerRecord, ...rows] = parsed;
  if (!headerRecord) throw Boom.badRequest(TEXTS.noRows);

  const header = headerRecord.record.map((name) => name.trim());
  const named = header.filter(Boolean);
  if (!named.some((name) => KNOWN_COLUMNS.has(name))) throw Boom.badRequest(TEXTS.notCsv);
  const unknown = named.filter((name) => !KNOWN_COLUMNS.has(name));
  if (unknown.length > 0) throw Boom.badRequest(TEXTS.unknownColumns(unknown));
  const repeated = named.filter((name, index) => named.indexOf(name) !== index);
  if (repeated.length > 0) throw Boom.badRequest(`Repeated column: ${[...new Set(repeated)].join(', ')}`);
  const missing = REQUIRED_CSV_COLUMNS.filter((name) => !named.includes(name));
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

/** Every problem zod found in one row, with its column and a readable message. */
function issueErrors(error: z.ZodError, skip: ReadonlySet<string>): CsvRowError[] {
  const errors: CsvRowError[] = [];
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    if (skip.has(String(issue.path[0]))) continue;
    const key = String(issue.path.at(-1) ?? '');
    const named = key && issue.message.toLowerCase().includes(key.toLowerCase());
    errors.push({ field: issue.path.length > 0 ? String(issue.path[0]) : null, message: !field || named ? issue.message : `${field}: ${issue.message}` });
  }
  return errors;
}

/** One row as the import judges it: the checked project when it is good, its problems otherwise. */
export interface CheckedCsvRow {
  row: number;
  values: Record<string, string>;
  input: AdminProjectInput | null;
  errors: CsvRowError[];
}

/**
 * THE check of a CSV's rows, for the preview and the import alike: each row is
 * converted and validated with the form's own schema, then its stored-file
 * links are looked up (one query). It only reads, so a preview saves nothing.
 */
export async function checkProjectCsv(records: readonly CsvRecord[], trx?: Knex.Transaction): Promise<CheckedCsvRow[]> {
  const checked: CheckedCsvRow[] = records.map(({ row, values }) => {
    if ('' in values) return { row, values, input: null, errors: [{ field: null, message: TEXTS.extraCells }] };
    const conversion = csvRecordToPayload(values, TEXTS);
    const result = adminProjectPayloadSchema.safeParse(conversion.payload);
    const errors: CsvRowError[] = [
      ...conversion.errors,
      ...(result.success ? [] : issueErrors(result.error, new Set(conversion.errors.map((error) => error.field)))),
    ];
    return { row, values, input: result.success && errors.length === 0 ? result.data : null, errors };
  });
  const candidates = checked.filter((entry) => entry.input !== null);
  const files = await loadStoredFileTypes(candidates.map((entry) => entry.input!), trx);
  for (const entry of candidates) {
    const problems = linkProblems(entry.input!, files);
    if (problems.length > 0) {
      entry.errors = problems;
      entry.input = null;
    }
  }
  return checked;
}

/** What the preview shows of one row: the checked values of a good row, the cells as typed of a bad one. */
function previewRow({ row, values, input, errors }: CheckedCsvRow): BulkUploadPreviewRow {
  const cell = (name: string) => (values[name] ?? '').trim();
  return input
    ? {
        row,
        title: input.title,
        city: input.city,
        projectType: input.projectType,
        startingPrice: input.startingPrice === null ? '' : String(input.startingPrice),
        status: input.status,
        approvalStatus: input.approvalStatus,
        errors,
      }
    : {
        row,
        title: cell('title'),
        city: cell('city'),
        projectType: cell('projectType'),
        startingPrice: cell('startingPrice'),
        status: cell('status'),
        approvalStatus: cell('approvalStatus'),
        errors,
      };
}

/** `POST /api/projects/bulk-upload/preview`: the import's own check, nothing stored. */
export async function previewProjectCsv(records: readonly CsvRecord[]): Promise<BulkUploadPreview> {
  const rows = (await checkProjectCsv(records)).map(previewRow);
  const withErrors = rows.filter((row) => row.errors.length > 0).length;
  return { ready: rows.length - withErrors, withErrors, rows };
}

/**
 * Checks every row again (a preview is never trusted: the file or the stored
 * files may have changed since), then imports the good rows in ONE
 * transaction: either all of them are stored or, if the database refuses,
 * none. Bad rows are reported with their row number.
 */
export async function importProjectCsv(admin: User, records: readonly CsvRecord[], trx?: Knex.Transaction): Promise<BulkUploadResult> {
  return inTransaction(trx, async (t) => {
    const checked = await checkProjectCsv(records, t);
    const good = checked.flatMap((entry) => (entry.input ? [entry.input] : []));
    const failed = checked.filter((entry) => !entry.input).map(({ row, errors }) => ({ row, errors: errors.map((error) => error.message) }));
    const successful = good.length > 0 ? await insertProjectsAsAdmin(admin, good, t) : 0;
    return { successful, failed };
  });
}
