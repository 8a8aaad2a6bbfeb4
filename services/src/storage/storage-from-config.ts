import type { Config } from '../config';
import type { FileStorage } from './file-storage';
import { LocalDirectoryStorage } from './local-directory';

/** The storage FILE_STORAGE names: the folder by default, or the bucket (its SDK loaded only then). */
export async function storageFromConfig(config: Pick<Config, 'fileStorageDir' | 's3Storage'>): Promise<FileStorage> {
  if (!config.s3Storage) return new LocalDirectoryStorage(config.fileStorageDir);
  const { S3BucketStorage } = await import('./s3-bucket');
  return new S3BucketStorage(config.s3Storage);
}
