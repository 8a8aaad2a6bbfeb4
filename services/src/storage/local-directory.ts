import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';

/**
 * Files in a directory on this machine (DATA_DIR/files by default): zero set-up,
 * served straight from disk. Keys are the files' ids, spread over 256 folders.
 * Several API processes on one machine share it by pointing FILE_STORAGE_DIR at
 * the same folder.
 */
export class LocalDirectoryStorage {
  constructor(readonly root: string) {}

  /** The absolute path of a key: a file's id, or its id and a variant (`{id}.w480.webp`); never a name from outside. */
  pathOf(key: string): string {
    if (!/^[0-9a-z-]+(\.[0-9a-z]+)*$/i.test(key)) throw new Error(`Not a storage key: ${key}`);
    return path.join(this.root, key.slice(0, 2), key);
  }

  /** Writes a key's content whole or not at all: into a temporary file, then renamed into place. */
  async write(key: string, content: Buffer | Readable): Promise<void> {
    const target = this.pathOf(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${crypto.randomBytes(4).toString('hex')}.partial`;
    try {
      if (Buffer.isBuffer(content)) await fsp.writeFile(temporary, content);
      else await pipeline(content, fs.createWriteStream(temporary));
      await fsp.rename(temporary, target);
    } catch (error) {
      await fsp.rm(temporary, { force: true });
      throw error;
    }
  }

  /** Moves a file already on this disk (an upload hapi streamed to a temporary file) into place. */
  async adopt(key: string, file: string): Promise<void> {
    const target = this.pathOf(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    try {
      await fsp.rename(file, target);
    } catch (error) {
      // Another filesystem: copy, then remove the original.
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await this.write(key, fs.createReadStream(file));
      await fsp.rm(file, { force: true });
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await fsp.stat(this.pathOf(key))).isFile();
    } catch {
      return false;
    }
  }

  async remove(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
  }
}

let current: LocalDirectoryStorage | undefined;

/** Where this process keeps files; set once at start-up (createServer), like the models' knex. */
export function useFileStorage(storage: LocalDirectoryStorage): void {
  current = storage;
}

export function fileStorage(): LocalDirectoryStorage {
  if (!current) throw new Error('File storage is not configured: createServer sets it.');
  return current;
}
