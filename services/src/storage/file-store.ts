import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { StoredFile } from '../db/models';

export interface SaveFileInput {
  buffer: Buffer;
  contentType: string;
  originalName?: string | null;
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
export async function saveFile({ buffer, contentType, originalName = null }: SaveFileInput, trx?: Knex.Transaction): Promise<SavedFile> {
  const id = crypto.randomUUID();
  await StoredFile.query(trx).insert({
    id,
    contentType,
    byteSize: buffer.byteLength,
    data: buffer,
    originalName,
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
