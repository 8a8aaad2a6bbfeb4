import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DeleteObjectsCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../../src/config';

export interface S3TestBucket {
  config: S3StorageConfig;
  /** Which server the tests ran against, for their names. */
  label: string;
  /** Every object key stored under the test's prefix (to see what a test left behind). */
  listKeys(): Promise<string[]>;
  stop(): Promise<void>;
}

const TEST_BUCKET = 'plotwise-test';

/**
 * A real S3-compatible store when S3_TEST_BUCKET (or S3_TEST_ENDPOINT) is set:
 * AWS, MinIO, R2, Ceph. The bucket must exist; each run works under a prefix
 * of its own and removes what it wrote. S3_TEST_ENDPOINT, S3_TEST_REGION,
 * S3_TEST_FORCE_PATH_STYLE, S3_TEST_ACCESS_KEY_ID and S3_TEST_SECRET_ACCESS_KEY
 * say where and as whom, like the server's S3_* variables.
 */
function realStoreConfig(): S3StorageConfig | null {
  const env = process.env;
  if (!env.S3_TEST_BUCKET && !env.S3_TEST_ENDPOINT) return null;
  if (!env.S3_TEST_BUCKET) throw new Error('S3_TEST_ENDPOINT is set: set S3_TEST_BUCKET too, an existing bucket the tests may write to.');
  return {
    bucket: env.S3_TEST_BUCKET,
    region: env.S3_TEST_REGION ?? env.AWS_REGION ?? 'us-east-1',
    endpoint: env.S3_TEST_ENDPOINT ?? null,
    forcePathStyle: env.S3_TEST_FORCE_PATH_STYLE === 'true',
    credentials:
      env.S3_TEST_ACCESS_KEY_ID && env.S3_TEST_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_TEST_ACCESS_KEY_ID, secretAccessKey: env.S3_TEST_SECRET_ACCESS_KEY }
        : null,
    prefix: `plotwise-test-${crypto.randomUUID()}/`,
  };
}

function clientFor(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint ?? undefined,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials ?? undefined,
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
}

async function listKeys(client: S3Client, config: S3StorageConfig): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: config.bucket, Prefix: config.prefix, ContinuationToken: token }));
    keys.push(...(page.Contents ?? []).map((object) => object.Key!));
    token = page.NextContinuationToken;
  } while (token);
  return keys;
}

/**
 * A bucket for a test: the real store above, or s3rver, an S3 server written
 * in Node, in this process on a temporary folder (docs/decisions.md says why
 * that one). Every bucket gets a prefix, so the driver's prefix is exercised.
 */
export async function startS3TestBucket(): Promise<S3TestBucket> {
  const real = realStoreConfig();
  if (real) {
    const client = clientFor(real);
    return {
      config: real,
      label: `S3 at ${real.endpoint ?? `AWS ${real.region}`}`,
      listKeys: () => listKeys(client, real),
      stop: async () => {
        const keys = await listKeys(client, real);
        for (let start = 0; start < keys.length; start += 1000) {
          await client.send(new DeleteObjectsCommand({ Bucket: real.bucket, Delete: { Objects: keys.slice(start, start + 1000).map((Key) => ({ Key })) } }));
        }
        client.destroy();
      },
    };
  }
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'plotwise-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: TEST_BUCKET, configs: [] }] });
  const { port } = await server.run();
  const config: S3StorageConfig = {
    bucket: TEST_BUCKET,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    prefix: 'plotwise/',
  };
  const client = clientFor(config);
  return {
    config,
    label: 'S3 (s3rver)',
    listKeys: () => listKeys(client, config),
    stop: async () => {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
