import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { StoredObjectMissingError, storagePath, type ByteRange, type FileStorage, type StoredObjectInfo } from './file-storage';

/**
 * Files in a directory on this machine (DATA_DIR/files by default): zero set-up,
 * served straight from disk. Keys are spread over 256 folders. Several API
 * processes on one machine share it by pointing FILE_STORAGE_DIR at the same
 * folder.
 */
export class LocalDirectoryStorage implements FileStorage {
  constructor(readonly root: string) {}

  get description(): string {
    return `the folder ${this.root}`;
  }

  async verify(): Promise<void> {
    try {
      await fsp.mkdir(this.root, { recursive: true });
      await fsp.access(this.root, fs.constants.W_OK);
    } catch (error) {
      throw new Error(`File storage: cannot write to FILE_STORAGE_DIR ${this.root} (${(error as NodeJS.ErrnoException).code ?? String(error)}).`);
    }
  }

  /** The absolute path of a key. */
  localPath(key: string): string {
    return path.join(this.root, ...storagePath(key).split('/'));
  }

  /** Writes a key's content whole or not at all: into a temporary file, then renamed into place. */
  async write(key: string, content: Buffer | Readable): Promise<void> {
    const target = this.localPath(key);
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

  async adopt(key: string, file: string): Promise<void> {
    const target = this.localPath(key);
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

  async stat(key: string): Promise<StoredObjectInfo | null> {
    try {
      const stats = await fsp.stat(this.localPath(key));
      return stats.isFile() ? { byteSize: stats.size, lastModified: stats.mtime } : null;
    } catch {
      return null;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const file = this.localPath(key);
    // Opened before returning, so a missing file is an error here, not in the middle of a response.
    const handle = await fsp.open(file, 'r').catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'ENOENT' ? new StoredObjectMissingError(key) : error;
    });
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async remove(keys: readonly string[]): Promise<void> {
    for (const key of keys) await fsp.rm(this.localPath(key), { force: true });
  }
}
