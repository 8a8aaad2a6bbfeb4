import type { UploadKind, UploadedFile } from '@plotwise/contracts';
import { postFormWithProgress } from '@plotwise/ui';

/** Share of the upload sent so far, 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/**
 * Sends one file to `POST /api/upload?kind=…`, reporting progress. Fails with
 * the same ApiError the site's fetch client throws, carrying the server's
 * readable message.
 */
export function uploadFile(kind: UploadKind, file: File, onProgress?: UploadProgress): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file, file.name);
  return postFormWithProgress<UploadedFile>(`/api/upload?kind=${kind}`, body, onProgress);
}
