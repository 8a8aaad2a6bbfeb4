import type { BulkUploadResult } from '@plotwise/contracts';
import { postFormWithProgress } from '@plotwise/ui';

/**
 * `POST /api/projects/bulk-upload` with the file as `csvFile`, reporting
 * progress: `onProgress` gets 0-100 while the file is sent.
 */
export function uploadProjectsCsv(file: File, onProgress: (percent: number) => void): Promise<BulkUploadResult> {
  const body = new FormData();
  body.append('csvFile', file);
  return postFormWithProgress<BulkUploadResult>('/api/projects/bulk-upload', body, (fraction) => onProgress(Math.round(fraction * 100)));
}
