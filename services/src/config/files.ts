import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { ConfigProblem, configSection } from './section';

/** FILE_STORAGE=s3: an S3-compatible bucket for the file bytes (storage/s3-bucket.ts). */
export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** Another store than AWS (MinIO, R2, Ceph): its address; null for AWS itself. */
  endpoint: string | null;
  /** Address the bucket in the path (`host/bucket/key`), as most stores other than AWS expect. */
  forcePathStyle: boolean;
  /** Null: the SDK's default credential chain (environment, shared files, an instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** Put every key below this (`plotwise/`), empty for the bucket's root; ends with `/` when set. */
  prefix: string;
}

const s3Env = {
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens')
    .optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]+$/, 'S3_REGION must be a region name such as ap-south-1').optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, message: 'S3_ENDPOINT must be an http(s) address such as https://s3.example.com or http://127.0.0.1:9000' }).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { message: "S3_FORCE_PATH_STYLE must be 'true' or 'false'" }).optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*\/?$/, 'S3_PREFIX must be folder names of letters, digits, dots, hyphens and underscores, separated by /, such as plotwise/files')
    .optional(),
};

/** Where uploads are kept, what one account may upload, and the processes that decode pictures and read CSVs. */
export const filesSection = configSection(
  {
    FILE_STORAGE_DIR: z.string().min(1).optional(),
    FILE_STORAGE: z.enum(['local', 's3'], { message: "FILE_STORAGE must be 'local' (a folder, the default) or 's3' (an S3-compatible bucket)" }).default('local'),
    ...s3Env,
    UPLOAD_QUOTA_FILES_PER_HOUR: z.coerce.number().int().min(1).default(60),
    UPLOAD_QUOTA_MB_PER_DAY: z.coerce.number().positive().default(500),
    FILE_CLEANUP_INTERVAL_MINUTES: z.coerce.number().min(0).default(60),
    // Half the cores (one on two): the rest stay free for serving pages, files and sign-ins.
    WORK_POOL_SIZE: z.coerce.number().int().min(1).max(64).default(Math.max(1, Math.floor(os.availableParallelism() / 2))),
    WORK_POOL_QUEUE: z.coerce.number().int().min(0).max(10_000).default(20),
    WORK_TIME_LIMIT_SECONDS: z.coerce.number().positive().max(3600).default(30),
    WORK_MEMORY_LIMIT_MB: z.coerce.number().int().min(256).max(65_536).default(1024),
  },
  (vars, { dataDir, present }) => ({
    /** Where uploaded and generated files are kept (FILE_STORAGE_DIR, default DATA_DIR/files). */
    fileStorageDir: path.resolve(vars.FILE_STORAGE_DIR ?? path.join(dataDir, 'files')),
    /** FILE_STORAGE=s3: the bucket that keeps them instead of fileStorageDir; null for the folder. */
    s3Storage: s3StorageConfig(vars, present),
    /** What one signed-in account may upload (visitors have the public forms' allowance). */
    uploadQuota: { filesPerHour: vars.UPLOAD_QUOTA_FILES_PER_HOUR, bytesPerDay: Math.round(vars.UPLOAD_QUOTA_MB_PER_DAY * 1024 * 1024) },
    /** How often uploads nothing links to after a day are removed; 0 never. */
    fileCleanupIntervalMs: vars.FILE_CLEANUP_INTERVAL_MINUTES * 60_000,
    /** The processes that decode pictures and read CSVs, off the event loop (work-pool/work-pool.ts). */
    workPool: {
      size: vars.WORK_POOL_SIZE,
      maxQueue: vars.WORK_POOL_QUEUE,
      timeLimitMs: Math.round(vars.WORK_TIME_LIMIT_SECONDS * 1000),
      memoryLimitMb: vars.WORK_MEMORY_LIMIT_MB,
    },
  }),
);

type S3Vars = { FILE_STORAGE: 'local' | 's3' } & { [K in keyof typeof s3Env]?: string };

/**
 * The bucket of FILE_STORAGE=s3, checked as a whole: a bucket must be named,
 * keys come in pairs, and S3_* settings without FILE_STORAGE=s3 are refused
 * rather than silently ignored (files would go to the folder). The region may
 * come from AWS_REGION as the SDK reads it; another store than AWS needs none.
 */
function s3StorageConfig(vars: S3Vars, env: Record<string, string>): S3StorageConfig | null {
  const fail = (message: string): never => {
    throw new ConfigProblem(message);
  };
  if (vars.FILE_STORAGE !== 's3') {
    const stray = (Object.keys(s3Env) as (keyof typeof s3Env)[]).filter((name) => vars[name] !== undefined);
    if (stray.length > 0) fail(`${stray.join(', ')} set but FILE_STORAGE is not 's3': set FILE_STORAGE=s3 to keep files in the bucket, or unset them.`);
    return null;
  }
  if (!vars.S3_BUCKET) return fail('FILE_STORAGE=s3 needs S3_BUCKET, the bucket to keep files in.');
  if (Boolean(vars.S3_ACCESS_KEY_ID) !== Boolean(vars.S3_SECRET_ACCESS_KEY)) {
    fail('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the default AWS credentials.');
  }
  const region = vars.S3_REGION ?? env.AWS_REGION ?? env.AWS_DEFAULT_REGION ?? (vars.S3_ENDPOINT ? 'us-east-1' : undefined);
  if (!region) return fail('FILE_STORAGE=s3 on AWS needs S3_REGION (or AWS_REGION), the bucket’s region such as ap-south-1.');
  return {
    bucket: vars.S3_BUCKET,
    region,
    endpoint: vars.S3_ENDPOINT ?? null,
    forcePathStyle: vars.S3_FORCE_PATH_STYLE === 'true',
    credentials: vars.S3_ACCESS_KEY_ID && vars.S3_SECRET_ACCESS_KEY ? { accessKeyId: vars.S3_ACCESS_KEY_ID, secretAccessKey: vars.S3_SECRET_ACCESS_KEY } : null,
    prefix: vars.S3_PREFIX ? vars.S3_PREFIX.replace(/\/?$/, '/') : '',
  };
}
