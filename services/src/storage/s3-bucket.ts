import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../config';
import { StoredObjectMissingError, storagePath, type ByteRange, type FileStorage, type StoredObjectInfo } from './file-storage';

/** DeleteObjects takes at most this many keys a request. */
const DELETE_BATCH = 1000;
/**
 * Connections to the store one process keeps: each download streams through
 * one for as long as its visitor takes (the SDK's default is 50; more wait).
 */
export const MAX_CONNECTIONS = 200;
/** A store that does not answer fails the request, rather than hold it without end. */
const CONNECT_TIMEOUT_MS = 5_000;

const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);
const isNotFound = (error: unknown) => statusOf(error) === 404 || (error instanceof Error && ['NoSuchKey', 'NotFound'].includes(error.name));

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Ceph RGW),
 * for API processes on several machines. Keys sit under S3_PREFIX in the same
 * layout as the local folder. Every write has a known length, so each is one
 * streamed PutObject (the API's largest file, 10 MB, is far below its 5 GB
 * limit); reads stream the response body, a Range passed on to GetObject.
 */
export class S3BucketStorage implements FileStorage {
  private readonly client: S3Client;

  constructor(private readonly config: S3StorageConfig) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint ?? undefined,
      forcePathStyle: config.forcePathStyle,
      // Unset: the SDK's default chain (environment, shared files, an instance or task role).
      credentials: config.credentials ?? undefined,
      requestHandler: {
        connectionTimeout: CONNECT_TIMEOUT_MS,
        httpAgent: { keepAlive: true, maxSockets: MAX_CONNECTIONS },
        httpsAgent: { keepAlive: true, maxSockets: MAX_CONNECTIONS },
      },
      // Since SDK 3.729 uploads of a stream are sent aws-chunked with a trailing CRC32 by default.
      // Stores that do not speak that encoding keep its framing as the file's bytes (s3rver does,
      // silently); so outside AWS a checksum is sent only where the operation requires one.
      ...(config.endpoint ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } : {}),
    });
  }

  get description(): string {
    const where = this.config.endpoint ? ` at ${this.config.endpoint}` : ` in ${this.config.region}`;
    return `the S3 bucket ${this.config.bucket}${where}${this.config.prefix ? ` under ${this.config.prefix}` : ''}`;
  }

  private objectKey(key: string): string {
    return `${this.config.prefix}${storagePath(key)}`;
  }

  async verify(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.config.bucket }));
    } catch (error) {
      const status = statusOf(error);
      const reason =
        status === 404 ? 'the bucket does not exist'
        : status === 403 ? 'access is denied: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (or the default credentials) and the bucket policy'
        : status === 301 ? 'the bucket is in another region: check S3_REGION'
        : error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      throw new Error(`File storage: cannot use ${this.description}: ${reason}.`);
    }
  }

  localPath(): null {
    return null;
  }

  async write(key: string, content: Buffer): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key), Body: content }));
  }

  async adopt(key: string, file: string): Promise<void> {
    const { size } = await fsp.stat(file);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key), Body: fs.createReadStream(file), ContentLength: size }),
    );
    await fsp.rm(file, { force: true });
  }

  async stat(key: string): Promise<StoredObjectInfo | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
      return { byteSize: head.ContentLength ?? 0, lastModified: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      );
      // In Node the body is the HTTP response itself: read as it is sent on, never whole.
      return object.Body as Readable;
    } catch (error) {
      if (isNotFound(error)) throw new StoredObjectMissingError(key);
      throw error;
    }
  }

  async remove(keys: readonly string[]): Promise<void> {
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const batch = keys.slice(start, start + DELETE_BATCH);
      const result = await this.client.send(
        new DeleteObjectsCommand({ Bucket: this.config.bucket, Delete: { Objects: batch.map((key) => ({ Key: this.objectKey(key) })), Quiet: true } }),
      );
      const failed = result.Errors?.[0];
      if (failed) throw new Error(`Removing ${failed.Key} from the bucket failed: ${failed.Code} ${failed.Message}`);
    }
  }

  /** Closes the client's connections (tests and scripts that make several). */
  destroy(): void {
    this.client.destroy();
  }
}
