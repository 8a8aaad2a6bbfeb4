import fs from 'node:fs/promises';
import path from 'node:path';
import Boom from '@hapi/boom';
import { UPLOAD_KINDS, UPLOAD_TEXTS, type UploadKind, type UploadedFile } from '@plotwise/contracts';
import { sniffContentType } from '../../storage/content-sniffing';
import { saveFile, storePicture } from '../../storage/file-store';
import { sanitizeInPool } from '../../storage/picture-work';

export interface IncomingFile {
  /** The name the browser sent; kept for display only, never used as a path. */
  filename: string;
  /** Where hapi streamed the upload on this disk (a temporary file the storage takes over). */
  path: string;
  byteSize: number;
}

/** Keeps a display name readable and harmless: no folders, no control characters, bounded length. */
export function safeDisplayName(filename: string): string {
  const base = path.posix.basename(filename.replace(/\\/g, '/'));
  // Control characters are exactly what this removes.
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f<>"]/g, '').trim().slice(0, 120);
  return cleaned || 'file';
}

/** How much of a file the content check reads: its first bytes (the magic number) and, for zips, the directory at its end. */
const SNIFF_BYTES = 64 * 1024;

/** The bytes that tell a file's format, read from disk without loading the whole file. */
async function sniffFile(file: string, byteSize: number): Promise<Buffer> {
  const handle = await fs.open(file, 'r');
  try {
    const head = Buffer.alloc(Math.min(SNIFF_BYTES, byteSize));
    await handle.read(head, 0, head.length, 0);
    if (byteSize <= SNIFF_BYTES) return head;
    const tail = Buffer.alloc(Math.min(SNIFF_BYTES, byteSize - SNIFF_BYTES));
    await handle.read(tail, 0, tail.length, byteSize - tail.length);
    return Buffer.concat([head, tail]);
  } finally {
    await handle.close();
  }
}

/**
 * Stores one upload if its bytes are an accepted format for its kind and it is
 * within the kind's size. The stored content type is the sniffed one, so the
 * file is always served as what it really is. The temporary file is taken
 * over by the storage, or removed when refused.
 */
export async function storeUpload(kind: UploadKind, file: IncomingFile, uploadedBy: number | null = null): Promise<UploadedFile> {
  try {
    const rules = UPLOAD_KINDS[kind];
    const name = safeDisplayName(file.filename);
    if (file.byteSize > rules.maxBytes) {
      throw Boom.entityTooLarge(UPLOAD_TEXTS.tooLarge(name, kind));
    }
    const contentType = sniffContentType(await sniffFile(file.path, file.byteSize));
    if (!contentType || !(rules.types as readonly string[]).includes(contentType)) {
      throw Boom.unsupportedMediaType(UPLOAD_TEXTS.wrongType(name, kind));
    }
    if (contentType.startsWith('image/')) {
      // Pictures are stored as written anew (upright, no EXIF or GPS), with their sizes for srcset.
      const picture = await sanitizeInPool(file.path, name);
      const saved = await storePicture(picture, { originalName: name, kind, uploadedBy }, 'with-the-picture');
      return { id: saved.id, url: saved.url, name, contentType: picture.contentType, size: picture.data.byteLength };
    }
    const saved = await saveFile({ content: { path: file.path, byteSize: file.byteSize }, contentType, originalName: name, kind, uploadedBy });
    return { id: saved.id, url: saved.url, name, contentType, size: file.byteSize };
  } finally {
    await fs.rm(file.path, { force: true });
  }
}
