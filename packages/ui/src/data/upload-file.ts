import type { UploadKind, UploadedFile } from '@plotwise/contracts';
import { apiRequest, postFormWithProgress } from './api-client';

/** Share of the upload sent so far, 0 to 1. */
export type OnUploadProgress = (fraction: number) => void;

/**
 * Sends one file to `POST /api/upload?kind=…`; the server checks its bytes and
 * answers the stored file's URL. Fails with the ApiError the site's fetch
 * client throws, carrying the server's readable message. With `onProgress`
 * it goes through XMLHttpRequest, the only way to learn how much is sent.
 */
export function uploadFile(kind: UploadKind, file: File, onProgress?: OnUploadProgress): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file, file.name);
  const url = `/api/upload?kind=${kind}`;
  return onProgress ? postFormWithProgress<UploadedFile>(url, body, onProgress) : apiRequest<UploadedFile>('POST', url, body);
}
