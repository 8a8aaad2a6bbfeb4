import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { UploadKind } from '@plotwise/contracts';
import { StoredFile } from '../db/models';

export interface SaveFileInput {
  buffer: Buffer;
  contentType: string;
  originalName?: string | null;
  /** What an upload was accepted as; omitted for files the API makes itself. */
  kind?: UploadKind | null;
}

export interface SavedFile {
  id: string;
  url: string;
}

export interface FileContent {
  id: string;
  contentType: string;
  data: Buffer;
  createdAt: Date;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function fileUrl(id: string): string {
  return `/api/files/${id}`;
}

/**
 * The one place files are stored. The database keeps them today; a bucket
 * could replace this module without any caller changing.
 */
export async function saveFile({ buffer, contentType, originalName = null, kind = null }: SaveFileInput, trx?: Knex.Transaction): Promise<SavedFile> {
  const id = crypto.randomUUID();
  await StoredFile.query(trx).insert({
    id,
    contentType,
    byteSize: buffer.byteLength,
    data: buffer,
    originalName,
    kind,
  });
  return { id, url: fileUrl(id) };
}

/** A stored file, or null for an unknown id (including ids that are not UUIDs at all). */
export async function readFile(id: string, trx?: Knex.Transaction): Promise<FileContent | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const file = await StoredFile.query(trx).findById(id.toLowerCase());
  if (!file) return null;
  return {
    id: file.id,
    contentType: file.contentType,
    data: Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength),
    createdAt: file.createdAt,
  };
}

/** Whether a file with this id was stored as an upload of this kind (without reading its bytes). */
export async function isStoredUploadOfKind(id: string, kind: UploadKind, trx?: Knex.Transaction): Promise<boolean> {
  if (!UUID_PATTERN.test(id)) return false;
  const found = await StoredFile.query(trx).select('id').where({ id: id.toLowerCase(), kind }).first();
  return Boolean(found);
}
