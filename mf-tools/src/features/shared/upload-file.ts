import type { UploadKind, UploadedFile } from '@plotwise/contracts';
import { ApiError } from '@plotwise/ui';

/** Share of the upload sent so far, 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/**
 * Sends one file to `POST /api/upload?kind=…` with XMLHttpRequest, which
 * (unlike fetch) reports upload progress. Fails with the same ApiError the
 * site's fetch client throws, carrying the server's readable message.
 */
export function uploadFile(kind: UploadKind, file: File, onProgress?: UploadProgress): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/upload?kind=${kind}`);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const text = request.responseText;
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        resolve(JSON.parse(text) as UploadedFile);
        return;
      }
      let serverMessage: string | undefined;
      try {
        const parsed = JSON.parse(text) as { message?: unknown };
        if (typeof parsed.message === 'string') serverMessage = parsed.message;
      } catch {
        // not JSON: the status text stands
      }
      reject(new ApiError(request.status, text || request.statusText, serverMessage));
    };
    request.onerror = () => reject(new TypeError('Network error while uploading'));
    const body = new FormData();
    body.append('file', file, file.name);
    request.send(body);
  });
}
