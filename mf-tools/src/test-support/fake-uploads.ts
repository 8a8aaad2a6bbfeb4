import type { ApiCall, FakeHandler, JsonReply } from '@plotwise/ui/src/testing';

/** The file an upload sent (uploads reach the fake API as FormData, through jest.setup-web.ts). */
export const uploadedFile = (call: ApiCall) => (call.body as FormData).get('file') as File;

/** A `POST /api/upload` route answering each upload, in turn, with `respond(file, index)`. */
export function uploadRoute(respond: (file: File, index: number) => JsonReply): FakeHandler {
  let index = 0;
  return (call) => respond(uploadedFile(call), index++);
}

/** The uploads among the calls the fake API saw. */
export const uploadsIn = (calls: readonly ApiCall[]) => calls.filter((call) => call.path === '/api/upload');

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
