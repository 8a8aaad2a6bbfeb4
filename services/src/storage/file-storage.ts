import type { Readable } from 'node:stream';

/** One stored object's facts, read without its bytes. */
export interface StoredObjectInfo {
  byteSize: number;
  lastModified: Date;
}

/** A byte range, both ends included (as HTTP Range and S3 GetObject count them). */
export interface ByteRange {
  start: number;
  end: number;
}

/** A key the storage holds nothing for (an S3 NoSuchKey, a missing file on disk). */
export class StoredObjectMissingError extends Error {
  constructor(readonly key: string) {
    super(`Nothing is stored under ${key}`);
    this.name = 'StoredObjectMissingError';
  }
}

/**
 * Where file bytes are kept, by key: a file's id, or its id and a picture
 * variant (`{id}.w480.webp`). Two drivers: a directory on this machine
 * (local-directory.ts, the default) and an S3-compatible bucket (s3-bucket.ts).
 * Every write has a known length: bytes in memory, or a file on this disk.
 */
export interface FileStorage {
  /** Where the files are, for the start-up log. */
  readonly description: string;
  /** Fails with a clear message when the storage cannot be used (folder not writable, bucket unreachable). */
  verify(): Promise<void>;
  /** Stores a key's content whole or not at all. */
  write(key: string, content: Buffer): Promise<void>;
  /** Takes over a file on this disk (an upload hapi streamed to a temporary file); the file is gone afterwards. */
  adopt(key: string, file: string): Promise<void>;
  /** Size and time of a stored object, or null when nothing is stored under the key. */
  stat(key: string): Promise<StoredObjectInfo | null>;
  /** The object's bytes (or one range of them) as a stream; StoredObjectMissingError when there is none. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Removes keys; keys with nothing stored are no error. */
  remove(keys: readonly string[]): Promise<void>;
  /** The file on this disk holding a key, for drivers that keep files on disk (served by inert); null otherwise. */
  localPath(key: string): string | null;
}

const KEY_PATTERN = /^[0-9a-z-]+(\.[0-9a-z]+)*$/i;

/**
 * A key's place below the storage's root, the same for every driver
 * (`8f/8f14e45f-….w480.webp`), so a folder and a bucket can be copied into
 * each other as they are. Keys are made by the API, never names from outside.
 */
export function storagePath(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`Not a storage key: ${key}`);
  return `${key.slice(0, 2)}/${key}`;
}

let current: FileStorage | undefined;

/** Where this process keeps files; set once at start-up (createServer), like the models' knex. */
export function useFileStorage(storage: FileStorage): void {
  current = storage;
}

export function fileStorage(): FileStorage {
  if (!current) throw new Error('File storage is not configured: createServer sets it.');
  return current;
}

/** Reads a whole object into memory: only for pictures being resized, which sharp decodes whole anyway. */
export async function readWhole(storage: FileStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
