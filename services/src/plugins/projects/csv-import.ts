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
  type BulkUploadResult,
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

/** Readable messages for every problem zod found in one row. */
function issueMessages(error: z.ZodError, skip: ReadonlySet<string>): string[] {
  const messages: string[] = [];
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    if (skip.has(String(issue.path[0]))) continue;
    const key = String(issue.path.at(-1) ?? '');
    const named = key && issue.message.toLowerCase().includes(key.toLowerCase());
    messages.push(!field || named ? issue.message : `${field}: ${issue.message}`);
  }
  return messages;
}

/**
 * Validates every row with the form's own schema and its stored-file links, then
 * imports the good rows in ONE transaction: either all of them are stored or,
 * if the database refuses, none. Bad rows are reported with their row number.
 */
export async function importProjectCsv(admin: User, records: readonly CsvRecord[], trx?: Knex.Transaction): Promise<BulkUploadResult> {
  const failed: BulkUploadResult['failed'] = [];
  const candidates: { row: number; input: AdminProjectInput }[] = [];

  for (const { row, values } of records) {
    if ('' in values) {
      failed.push({ row, errors: ['The row has more cells than the header has columns'] });
      continue;
    }
    const conversion = csvRecordToPayload(values, TEXTS);
    const result = adminProjectPayloadSchema.safeParse(conversion.payload);
    const errors = [
      ...conversion.errors.map((error) => error.message),
      ...(result.success ? [] : issueMessages(result.error, new Set(conversion.errors.map((error) => error.field)))),
    ];
    if (errors.length > 0 || !result.success) failed.push({ row, errors });
    else candidates.push({ row, input: result.data });
  }

  return inTransaction(trx, async (t) => {
    const files = await loadStoredFileTypes(candidates.map((candidate) => candidate.input), t);
    const good: AdminProjectInput[] = [];
    for (const { row, input } of candidates) {
      const problems = linkProblems(input, files);
      if (problems.length > 0) failed.push({ row, errors: problems });
      else good.push(input);
    }
    const successful = good.length > 0 ? await insertProjectsAsAdmin(admin, good, t) : 0;
    failed.sort((a, b) => a.row - b.row);
    return { successful, failed };
  });
}
