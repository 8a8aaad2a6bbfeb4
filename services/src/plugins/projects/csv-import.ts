import type { Knex } from 'knex';
import type { z } from 'zod';
import {
  HUB_BULK_TEXTS as TEXTS,
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
import type { CsvRecord } from './csv-reading';
import { insertProjectsAsAdmin } from './admin-project-service';
import { linkProblems, loadStoredFileTypes } from './linked-files';

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
