import type { BulkUploadPreview, BulkUploadResult } from '@plotwise/contracts';
import { postFormWithProgress } from '@plotwise/ui';

function postCsv<T>(url: string, file: File, onProgress: (percent: number) => void): Promise<T> {
  const body = new FormData();
  body.append('csvFile', file);
  return postFormWithProgress<T>(url, body, (fraction) => onProgress(Math.round(fraction * 100)));
}

/**
 * `POST /api/projects/bulk-upload/preview`: the file's rows checked as the
 * import checks them, nothing saved. `onProgress` gets 0-100 while it is sent.
 */
export function previewProjectsCsv(file: File, onProgress: (percent: number) => void): Promise<BulkUploadPreview> {
  return postCsv<BulkUploadPreview>('/api/projects/bulk-upload/preview', file, onProgress);
}

/** `POST /api/projects/bulk-upload` with the file as `csvFile`: stores the good rows (checked again), reports the others. */
export function uploadProjectsCsv(file: File, onProgress: (percent: number) => void): Promise<BulkUploadResult> {
  return postCsv<BulkUploadResult>('/api/projects/bulk-upload', file, onProgress);
}
