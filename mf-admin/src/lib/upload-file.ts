import type { UploadKind, UploadedFile } from '@plotwise/contracts';
import { apiRequest } from '@plotwise/ui';

/** `POST /api/upload?kind=`: the server checks the bytes and answers the stored file's URL. */
export function uploadFile(kind: UploadKind, file: File): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file);
  return apiRequest<UploadedFile>('POST', `/api/upload?kind=${kind}`, body);
}
