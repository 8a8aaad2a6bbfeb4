import Boom from '@hapi/boom';
import { BULK_UPLOAD_LIMITS, HUB_BULK_TEXTS } from '@plotwise/contracts';
import { runWorkOr } from '../../../work-pool';
import type { CsvRecord } from '../csv-reading';

/** Room for the multipart boundaries, headers and the extra `adminId` field older clients send. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** The payload options of the routes that take the hub's CSV (import and preview): one multipart file, `csvFile`. */
export const CSV_UPLOAD_PAYLOAD = {
  output: 'data',
  parse: true,
  multipart: { output: 'annotated' },
  allow: 'multipart/form-data',
  maxBytes: BULK_UPLOAD_LIMITS.maxBytes + MULTIPART_OVERHEAD,
} as const;

interface AnnotatedPart {
  filename: string;
  /** hapi hands text parts (text/csv, as browsers label .csv files) over decoded, other parts as bytes. */
  payload: Buffer | string;
}

function isFilePart(value: unknown): value is AnnotatedPart {
  if (typeof value !== 'object' || value === null || !('filename' in value)) return false;
  const { payload } = value as AnnotatedPart;
  return Buffer.isBuffer(payload) || typeof payload === 'string';
}

/** The file's bytes; text hapi decoded is encoded back (bytes that were not UTF-8 show as U+FFFD, which the reader refuses). */
function bytesOf(part: AnnotatedPart): Buffer {
  return Buffer.isBuffer(part.payload) ? part.payload : Buffer.from(part.payload, 'utf8');
}

/**
 * The rows of the uploaded `csvFile`, read in the work pool (off the event loop,
 * bounded in time); 400 without exactly one file, or for a file that is no CSV of projects.
 */
export async function uploadedCsvRecords(payload: Record<string, unknown> | null, reader: 'readProjectCsv' | 'readPlotCsv' = 'readProjectCsv'): Promise<CsvRecord[]> {
  const part = payload?.csvFile;
  if (Array.isArray(part)) throw Boom.badRequest('Send one CSV file per upload.');
  if (!isFilePart(part) || part.payload.length === 0) throw Boom.badRequest(HUB_BULK_TEXTS.noFile);
  return runWorkOr(() => Boom.badData(HUB_BULK_TEXTS.tooCostly), reader, bytesOf(part));
}
