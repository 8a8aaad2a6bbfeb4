import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { UploadKind } from '@plotwise/contracts';
import { StoredFile } from '../db/models';
import { IMAGE_VARIANT_NAMES } from '@plotwise/contracts';
import { renderVariantInPool } from './picture-work';
import { fileStorage, readWhole, type StoredObjectInfo } from './file-storage';

export interface SaveFileInput {
  /** The content in memory (files the API makes), or a file on this disk to move into the storage (uploads). */
  content: Buffer | { path: string; byteSize: number };
  contentType: string;
  originalName?: string | null;
  /** What an upload was accepted as; omitted for files the API makes itself. */
  kind?: UploadKind | null;
  /** The signed-in account uploading it, counted against its quota. */
  uploadedBy?: number | null;
}

export interface SavedFile {
  id: string;
  url: string;
}

export interface FileContent {
  id: string;
  contentType: string;
  byteSize: number;
  kind: UploadKind | null;
  originalName: string | null;
  createdAt: Date;
  /** Where the bytes are: a key in the file storage, or (a row not yet moved out of the database) in memory. */
  source: { key: string } | { data: Buffer };
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function fileUrl(id: string): string {
  return `/api/files/${id}`;
}

/**
 * The one place files are stored: the bytes in the file storage, the metadata
 * in the database. The bytes are written first; if the row cannot be written
 * they are removed again.
 */
export async function saveFile({ content, contentType, originalName = null, kind = null, uploadedBy = null }: SaveFileInput, trx?: Knex.Transaction): Promise<SavedFile> {
  const id = crypto.randomUUID();
  const storage = fileStorage();
  if (Buffer.isBuffer(content)) await storage.write(id, content);
  else await storage.adopt(id, content.path);
  try {
    await StoredFile.query(trx).insert({
      id,
      contentType,
      byteSize: Buffer.isBuffer(content) ? content.byteLength : content.byteSize,
      data: null,
      storageKey: id,
      originalName,
      kind,
      uploadedBy,
    });
  } catch (error) {
    await storage.remove([id]);
    throw error;
  }
  return { id, url: fileUrl(id) };
}

/** The storage key of one variant of a stored picture. */
export function variantKey(id: string, variant: string): string {
  return `${id}.${variant}`;
}

/** Renders and stores every variant of a picture just saved (from its sanitised bytes), so visitors never wait for one. */
async function storeImageVariants(id: string, picture: Buffer, name: string): Promise<void> {
  for (const variant of IMAGE_VARIANT_NAMES) {
    await fileStorage().write(variantKey(id, variant), (await renderVariantInPool(picture, variant, name)).data);
  }
}

/** When a stored picture's variants are rendered: with it, or each on its first request (imageVariant). */
export type VariantTiming = 'with-the-picture' | 'on-first-request';

/**
 * Stores a picture as written anew by sanitizeImage: the one way pictures
 * enter the storage (uploads, the demo seed). Uploads have their variants
 * rendered with them, so visitors never wait for one; the demo seed's come
 * on first request, the same bytes, so a first start does not spend minutes
 * encoding AVIF for pictures nobody may open.
 */
export async function storePicture(
  picture: { data: Buffer; contentType: string },
  file: Omit<SaveFileInput, 'content' | 'contentType'>,
  variants: VariantTiming,
  trx?: Knex.Transaction,
): Promise<SavedFile> {
  const saved = await saveFile({ ...file, content: picture.data, contentType: picture.contentType }, trx);
  if (variants === 'with-the-picture') await storeImageVariants(saved.id, picture.data, file.originalName ?? 'The picture');
  return saved;
}

/** One stored variant of a picture: its key, size and time. */
export interface StoredVariant extends StoredObjectInfo {
  key: string;
}

/**
 * One variant of a stored picture, rendering and storing it first when it is
 * missing (pictures stored before variants existed, and the demo
 * pictures, get theirs on first request). Null for a file that is not a
 * picture.
 */
export async function imageVariant(file: FileContent, variant: string): Promise<StoredVariant | null> {
  if (!file.contentType.startsWith('image/')) return null;
  const storage = fileStorage();
  const key = variantKey(file.id, variant);
  const stored = await storage.stat(key);
  if (stored) return { key, ...stored };
  // sharp decodes a picture whole anyway: from disk where the storage has one, else from memory.
  const source = 'data' in file.source ? file.source.data : (storage.localPath(file.source.key) ?? (await readWhole(storage, file.source.key)));
  const rendered = await renderVariantInPool(source, variant);
  await storage.write(key, rendered.data);
  return { key, byteSize: rendered.data.byteLength, lastModified: new Date() };
}

/** A stored file's metadata and where to read it, or null for an unknown id (including ids that are not UUIDs). */
export async function readFile(id: string, trx?: Knex.Transaction): Promise<FileContent | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const file = await StoredFile.query(trx)
    .select('id', 'contentType', 'byteSize', 'kind', 'originalName', 'createdAt', 'storageKey')
    // The bytes of a row not yet moved out; never read otherwise.
    .select(StoredFile.raw('case when storage_key is null then data end as data'))
    .findById(id.toLowerCase());
  if (!file) return null;
  const { data } = file;
  const source = file.storageKey
    ? { key: file.storageKey }
    : { data: Buffer.from(data!.buffer, data!.byteOffset, data!.byteLength) };
  return {
    id: file.id,
    contentType: file.contentType,
    byteSize: file.byteSize,
    kind: file.kind,
    originalName: file.originalName,
    createdAt: file.createdAt,
    source,
  };
}

/** Whether a file with this id was stored as an upload of this kind (without reading its bytes). */
export async function isStoredUploadOfKind(id: string, kind: UploadKind, trx?: Knex.Transaction): Promise<boolean> {
  if (!UUID_PATTERN.test(id)) return false;
  const found = await StoredFile.query(trx).select('id').where({ id: id.toLowerCase(), kind }).first();
  return Boolean(found);
}
