import path from 'node:path';
import Boom from '@hapi/boom';
import { UPLOAD_KINDS, UPLOAD_TEXTS, type UploadKind, type UploadedFile } from '@plotwise/contracts';
import { sniffContentType } from '../../storage/content-sniffing';
import { saveFile } from '../../storage/file-store';

export interface IncomingFile {
  /** The name the browser sent; kept for display only, never used as a path. */
  filename: string;
  data: Buffer;
}

/** Keeps a display name readable and harmless: no folders, no control characters, bounded length. */
export function safeDisplayName(filename: string): string {
  const base = path.posix.basename(filename.replace(/\\/g, '/'));
  const cleaned = base.replace(/[\u0000-\u001f\u007f<>"]/g, '').trim().slice(0, 120);
  return cleaned || 'file';
}

/**
 * Stores one upload if its bytes are an accepted format for its kind and it is
 * within the kind's size. The stored content type is the sniffed one, so the
 * file is always served as what it really is.
 */
export async function storeUpload(kind: UploadKind, file: IncomingFile): Promise<UploadedFile> {
  const rules = UPLOAD_KINDS[kind];
  const name = safeDisplayName(file.filename);
  if (file.data.byteLength > rules.maxBytes) {
    throw Boom.entityTooLarge(UPLOAD_TEXTS.tooLarge(name, kind));
  }
  const contentType = sniffContentType(file.data);
  if (!contentType || !(rules.types as readonly string[]).includes(contentType)) {
    throw Boom.unsupportedMediaType(UPLOAD_TEXTS.wrongType(name, kind));
  }
  const saved = await saveFile({ buffer: file.data, contentType, originalName: name, kind });
  return { id: saved.id, url: saved.url, name, contentType, size: file.data.byteLength };
}
