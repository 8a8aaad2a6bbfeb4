import type { JsonReply } from '@plotwise/ui/src/testing';

export interface RecordedUpload {
  url: string;
  file: File;
}

/**
 * Replaces XMLHttpRequest (the upload client) with one that reports progress
 * and answers each upload with `respond(file)`.
 */
export function fakeUploads(respond: (file: File, index: number) => JsonReply) {
  const uploads: RecordedUpload[] = [];
  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    send(body: FormData) {
      const file = body.get('file') as File;
      const index = uploads.length;
      uploads.push({ url: this.url, file });
      const reply = respond(file, index);
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
        this.status = reply.status;
        this.statusText = String(reply.status);
        this.responseText = JSON.stringify(reply.body);
        this.onload?.();
      }, 0);
    }
  }
  (globalThis as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  return uploads;
}

/** A File of a given size and type, as a person would pick it. */
export function fileOf(name: string, type: string, size = 1024): File {
  const file = new File([new Uint8Array(Math.min(size, 16))], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

export function storedFile(id: number, file: File) {
  const uuid = `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`;
  return { id: uuid, url: `/api/files/${uuid}`, name: file.name, contentType: file.type, size: file.size };
}
