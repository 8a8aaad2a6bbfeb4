/**
 * FILE_STORAGE and the S3_* variables are checked at start-up: a deployment
 * that meant to use a bucket never quietly writes to a local folder instead.
 */
import { loadConfig } from '../../config';

const s3 = (env: Record<string, string>) => loadConfig({ FILE_STORAGE: 's3', ...env }).s3Storage;

describe('file storage configuration', () => {
  it('keeps files in the folder by default', () => {
    expect(loadConfig({}).s3Storage).toBeNull();
  });

  it('takes a MinIO-style bucket: endpoint, path-style addresses, keys and a prefix', () => {
    expect(
      s3({
        S3_BUCKET: 'plotwise-files',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'minio',
        S3_SECRET_ACCESS_KEY: 'minio-secret',
        S3_PREFIX: 'site/files',
      }),
    ).toEqual({
      bucket: 'plotwise-files',
      // Stores other than AWS accept any region; the SDK needs one.
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
      prefix: 'site/files/',
    });
  });

  it('on AWS uses the default credential chain without keys, and the region of S3_REGION or AWS_REGION', () => {
    expect(s3({ S3_BUCKET: 'plotwise-files', S3_REGION: 'ap-south-1' })).toEqual({
      bucket: 'plotwise-files',
      region: 'ap-south-1',
      endpoint: null,
      forcePathStyle: false,
      credentials: null,
      prefix: '',
    });
    expect(s3({ S3_BUCKET: 'plotwise-files', AWS_REGION: 'eu-west-1' })?.region).toBe('eu-west-1');
  });

  it.each([
    [{}, "Invalid configuration: FILE_STORAGE=s3 needs S3_BUCKET, the bucket to keep files in."],
    [{ S3_BUCKET: 'plotwise-files' }, 'Invalid configuration: FILE_STORAGE=s3 on AWS needs S3_REGION (or AWS_REGION), the bucket’s region such as ap-south-1.'],
    [
      { S3_BUCKET: 'plotwise-files', S3_REGION: 'ap-south-1', S3_ACCESS_KEY_ID: 'only-the-id' },
      'Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the default AWS credentials.',
    ],
    [{ S3_BUCKET: 'Plotwise_Files' }, 'Invalid configuration: S3_BUCKET: S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens'],
    [{ S3_BUCKET: 'plotwise-files', S3_ENDPOINT: 'minio:9000' }, 'Invalid configuration: S3_ENDPOINT: S3_ENDPOINT must be an http(s) address such as https://s3.example.com or http://127.0.0.1:9000'],
    [{ S3_BUCKET: 'plotwise-files', S3_REGION: 'ap-south-1', S3_FORCE_PATH_STYLE: 'yes' }, "Invalid configuration: S3_FORCE_PATH_STYLE: S3_FORCE_PATH_STYLE must be 'true' or 'false'"],
    [{ S3_BUCKET: 'plotwise-files', S3_REGION: 'ap-south-1', S3_PREFIX: '/files' }, 'Invalid configuration: S3_PREFIX: S3_PREFIX must be folder names of letters, digits, dots, hyphens and underscores, separated by /, such as plotwise/files'],
  ])('refuses FILE_STORAGE=s3 with %j, saying why', (env, message) => {
    expect(() => s3(env)).toThrow(message);
  });

  it('refuses S3 settings without FILE_STORAGE=s3 rather than ignore them, and an unknown driver', () => {
    expect(() => loadConfig({ S3_BUCKET: 'plotwise-files', S3_REGION: 'ap-south-1' })).toThrow(
      "Invalid configuration: S3_BUCKET, S3_REGION set but FILE_STORAGE is not 's3': set FILE_STORAGE=s3 to keep files in the bucket, or unset them.",
    );
    expect(() => loadConfig({ FILE_STORAGE: 'gcs' })).toThrow("Invalid configuration: FILE_STORAGE: FILE_STORAGE must be 'local' (a folder, the default) or 's3' (an S3-compatible bucket)");
  });
});
