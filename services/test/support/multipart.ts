import crypto from 'node:crypto';
import type { ServerInjectResponse } from '@hapi/hapi';
import { nextAddress } from './public-form';
import { statusAndMessage, type TestApp } from './test-app';

export interface MultipartPart {
  name: string;
  /** Present for file parts. */
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body as a browser would send it, for `app.inject`. */
export function multipart(parts: MultipartPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----plotwise${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const headers = [`Content-Disposition: ${disposition}`];
    if (part.contentType) headers.push(`Content-Type: ${part.contentType}`);
    chunks.push(Buffer.from(`--${boundary}\r\n${headers.join('\r\n')}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export interface UploadOptions {
  /** The uploader's session cookie; anonymous without one. */
  cookie?: string;
  /** The client address: a fresh one unless told, as anonymous uploads are limited per address. */
  from?: string;
  /** The type the part declares; the API goes by the content, never by this. */
  contentType?: string;
}

/** `POST /api/upload?kind=` with one file in the form field "file", as the site's upload controls send it. */
export function uploadFile(app: Pick<TestApp, 'inject'>, kind: string, filename: string, data: Buffer, options: UploadOptions = {}): Promise<ServerInjectResponse> {
  const body = multipart([{ name: 'file', filename, contentType: options.contentType, data }]);
  return app.inject({
    method: 'POST',
    url: `/api/upload?kind=${kind}`,
    payload: body.payload,
    headers: { ...body.headers, ...(options.cookie ? { cookie: options.cookie } : {}) },
    remoteAddress: options.from ?? nextAddress(),
  });
}

/** The URL of a file sent with uploadFile; fails the test unless it was stored (201). */
export async function uploadedUrl(app: Pick<TestApp, 'inject'>, kind: string, filename: string, data: Buffer, options: UploadOptions = {}): Promise<string> {
  const response = await uploadFile(app, kind, filename, data, options);
  if (response.statusCode !== 201) throw new Error(`Uploading ${filename} failed: ${response.statusCode} ${response.payload}`);
  return (JSON.parse(response.payload) as { url: string }).url;
}

/** Real 24×16 pictures (16 px: the smallest side the API keeps): it decodes every uploaded picture and writes it anew. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAMAAAA7+k+nAAAAA1BMVEVEqohnYke3AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADklEQVR42mNgGAWDCQAAAZAAAc7TXogAAAAASUVORK5CYII=',
  'base64',
);
const TINY_JPEG = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAQABgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAP/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAAX/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCgAkAAP//Z',
  'base64',
);

/** Smallest real files of each accepted kind, plus padding (after the picture's end, which decoders ignore) to reach a size. */
export const SAMPLE_FILES = {
  png: (size = 64) => pad(TINY_PNG, size),
  jpeg: (size = 64) => pad(TINY_JPEG, size),
  /** Starts like a PNG, but is not one: the decoder refuses it. */
  fakePng: (size = 64) => pad(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), size),
  pdf: (size = 64) => pad(Buffer.from('%PDF-1.7\n'), size),
  doc: (size = 64) => pad(Buffer.from('d0cf11e0a1b11ae1', 'hex'), size),
  docx: (size = 256) => pad(Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.from('....[Content_Types].xml....word/document.xml')]), size),
  html: () => Buffer.from('<!doctype html><script>alert(1)</script>'),
  svg: () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  exe: () => pad(Buffer.from('4d5a9000', 'hex'), 64),
  zip: () => pad(Buffer.from('504b0304', 'hex'), 64),
};

function pad(head: Buffer, size: number): Buffer {
  return size <= head.length ? head : Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]);
}

/** Asserts that an anonymous upload of `kind` is refused with `status` and exactly `message`. */
export async function expectUploadRefused(app: Pick<TestApp, 'inject'>, kind: string, filename: string, data: Buffer, status: number, message: string): Promise<void> {
  const response = await uploadFile(app, kind, filename, data);
  expect(statusAndMessage(response)).toEqual({ status, message });
}
