import type { BulkUploadResult } from '@plotwise/contracts';
import { ApiError } from '@plotwise/ui';

/**
 * `POST /api/projects/bulk-upload` with the file as `csvFile`. XMLHttpRequest,
 * not fetch, because only it reports upload progress for a large file.
 * `onProgress` gets 0-100 while the file is sent.
 */
export function uploadProjectsCsv(file: File, onProgress: (percent: number) => void): Promise<BulkUploadResult> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/projects/bulk-upload');
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const text = request.responseText;
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve(JSON.parse(text) as BulkUploadResult);
        } catch {
          reject(new ApiError(request.status, text, undefined));
        }
        return;
      }
      let serverMessage: string | undefined;
      try {
        const parsed = JSON.parse(text) as { message?: unknown };
        if (typeof parsed.message === 'string') serverMessage = parsed.message;
      } catch {
        // not JSON: the body text is the message
      }
      reject(new ApiError(request.status, text || request.statusText, serverMessage));
    };
    request.onerror = () => reject(new Error('network'));
    const body = new FormData();
    body.append('csvFile', file);
    request.send(body);
  });
}
