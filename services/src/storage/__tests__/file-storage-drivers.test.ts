/**
 * One suite for both file storage drivers: a folder, and an S3-compatible
 * bucket (s3rver in this process, or a real store with S3_TEST_BUCKET /
 * S3_TEST_ENDPOINT; test/support/s3-test-bucket.ts). Whatever the API does
 * with files rests on these answers being the same.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StoredObjectMissingError, readWhole, type FileStorage } from '../file-storage';
import { LocalDirectoryStorage } from '../local-directory';
import { S3BucketStorage } from '../s3-bucket';
import { startS3TestBucket, type S3TestBucket } from '../../../test/support/s3-test-bucket';

interface Driver {
  storage: FileStorage;
  /** Every key the driver holds, as stored (folder paths or object keys). */
  storedNames(): Promise<string[]>;
  stop(): Promise<void>;
}

function filesBelow(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((name) => fs.statSync(path.join(root, name)).isFile()).map((name) => name.split(path.sep).join('/'));
}

const drivers: [string, () => Promise<Driver>][] = [
  [
    'a local folder',
    async () => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'plotwise-driver-'));
      return { storage: new LocalDirectoryStorage(root), storedNames: async () => filesBelow(root), stop: async () => fs.rmSync(root, { recursive: true, force: true }) };
    },
  ],
  [
    'an S3 bucket',
    async () => {
      const bucket: S3TestBucket = await startS3TestBucket();
      const storage = new S3BucketStorage(bucket.config);
      return {
        storage,
        storedNames: async () => (await bucket.listKeys()).map((key) => key.slice(bucket.config.prefix.length)),
        stop: async () => {
          storage.destroy();
          await bucket.stop();
        },
      };
    },
  ],
];

const newKey = () => crypto.randomUUID();
const pattern = (length: number) => Buffer.from(Array.from({ length }, (_, index) => (index * 7 + 3) % 251));

describe.each(drivers)('file storage in %s', (_name, start) => {
  let driver: Driver;
  beforeAll(async () => {
    driver = await start();
  }, 60_000);
  afterAll(async () => {
    await driver?.stop();
  });

  it('is usable as configured', async () => {
    await expect(driver.storage.verify()).resolves.toBeUndefined();
  });

  it('gives back exactly the bytes written, with their size and time', async () => {
    const key = newKey();
    const bytes = pattern(10_000);
    const before = Date.now();
    await driver.storage.write(key, bytes);
    expect((await readWhole(driver.storage, key)).equals(bytes)).toBe(true);
    const info = await driver.storage.stat(key);
    expect(info?.byteSize).toBe(bytes.byteLength);
    // Stores keep whole seconds.
    expect(info!.lastModified.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 - 1000);
  });

  it('takes over a 6 MB file from this disk, streamed, byte for byte, and the file is gone', async () => {
    // Byte for byte is the point: a store that mistook the SDK's aws-chunked upload kept its framing as content.
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'plotwise-upload-')), 'upload');
    const bytes = pattern(6 * 1024 * 1024 + 123);
    fs.writeFileSync(file, bytes);
    const key = newKey();
    await driver.storage.adopt(key, file);
    expect(fs.existsSync(file)).toBe(false);
    expect((await driver.storage.stat(key))?.byteSize).toBe(bytes.byteLength);
    expect((await readWhole(driver.storage, key)).equals(bytes)).toBe(true);
  });

  it('reads one byte range of an object', async () => {
    const key = newKey();
    const bytes = pattern(70_000);
    await driver.storage.write(key, bytes);
    const chunks: Buffer[] = [];
    for await (const chunk of await driver.storage.read(key, { start: 65_000, end: 65_099 })) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes.subarray(65_000, 65_100))).toBe(true);
  });

  it('says plainly when nothing is stored under a key', async () => {
    const key = newKey();
    expect(await driver.storage.stat(key)).toBeNull();
    await expect(driver.storage.read(key)).rejects.toBeInstanceOf(StoredObjectMissingError);
  });

  it('removes keys, a picture and its variants at once, missing ones being no error', async () => {
    const id = newKey();
    const keys = [id, `${id}.w480.webp`, `${id}.w960.avif`];
    for (const key of keys) await driver.storage.write(key, Buffer.from(key));
    const other = newKey();
    await driver.storage.write(other, Buffer.from('stays'));
    await driver.storage.remove([...keys, `${id}.w1600.jpg`]);
    for (const key of keys) expect(await driver.storage.stat(key)).toBeNull();
    expect(await driver.storage.stat(other)).not.toBeNull();
  });

  it('keeps keys in one layout, so a folder and a bucket copy into each other as they are', async () => {
    const key = newKey();
    await driver.storage.write(key, Buffer.from('layout'));
    await driver.storage.write(`${key}.og.jpg`, Buffer.from('layout'));
    expect(await driver.storedNames()).toEqual(expect.arrayContaining([`${key.slice(0, 2)}/${key}`, `${key.slice(0, 2)}/${key}.og.jpg`]));
  });

  it('refuses a key that is not one the API makes, before touching the storage', async () => {
    for (const key of ['../escape', 'a/b', '', 'x y']) {
      await expect(driver.storage.write(key, Buffer.from('no'))).rejects.toThrow('Not a storage key');
    }
  });
});

describe('a storage that cannot be used stops the start with its reason', () => {
  it('a folder that cannot be made', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'plotwise-driver-')), 'a-file');
    fs.writeFileSync(file, 'not a folder');
    await expect(new LocalDirectoryStorage(path.join(file, 'files')).verify()).rejects.toThrow(/^File storage: cannot write to FILE_STORAGE_DIR .*a-file\/files \(ENOTDIR\)\.$/);
  });

  it('a bucket that does not exist', async () => {
    const bucket = await startS3TestBucket();
    const storage = new S3BucketStorage({ ...bucket.config, bucket: `plotwise-missing-${crypto.randomBytes(6).toString('hex')}` });
    try {
      await expect(storage.verify()).rejects.toThrow(/^File storage: cannot use the S3 bucket plotwise-missing-[0-9a-f]+ .*: the bucket does not exist\.$/);
    } finally {
      storage.destroy();
      await bucket.stop();
    }
  });
});
