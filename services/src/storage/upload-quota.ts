import type { Knex } from 'knex';
import { refuseFor } from '../rate-limit/sliding-window-limiter';
import { StoredFile } from '../db/models';

export interface UploadQuota {
  /** Files one account may upload in an hour. */
  filesPerHour: number;
  /** Bytes one account may upload in a day. */
  bytesPerDay: number;
}

export const UPLOAD_QUOTA_TEXTS = {
  tooManyFiles: 'You have uploaded many files in the last hour. Please wait a while before uploading more.',
  tooManyBytes: 'You have reached the upload allowance for today. Please try again tomorrow.',
} as const;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Signed-in accounts upload within a quota too (visitors have the public
 * forms' allowance per address): counted from the files table, so every API
 * process sees the same figures. Refuses with 429 and Retry-After.
 */
export async function assertWithinUploadQuota(userId: number, incomingBytes: number, quota: UploadQuota, trx?: Knex.Transaction, now = Date.now()): Promise<void> {
  const knex = trx ?? StoredFile.knex();
  const recent = (ms: number) => knex('files').where('uploadedBy', userId).where('createdAt', '>', new Date(now - ms));
  const [hour, day] = (await Promise.all([
    recent(HOUR_MS).first(knex.raw('count(*) as files'), knex.raw('min(created_at) as oldest')),
    recent(DAY_MS).first(knex.raw('coalesce(sum(byte_size), 0) as bytes'), knex.raw('min(created_at) as oldest')),
  ])) as [{ files: number | string; oldest: Date | null } | undefined, { bytes: number | string; oldest: Date | null } | undefined];
  const secondsUntil = (oldest: Date | null | undefined, window: number) =>
    oldest ? Math.max(1, Math.ceil((new Date(oldest).getTime() + window - now) / 1000)) : 1;
  if (Number(hour?.files ?? 0) >= quota.filesPerHour) refuseFor(secondsUntil(hour?.oldest, HOUR_MS), UPLOAD_QUOTA_TEXTS.tooManyFiles);
  if (Number(day?.bytes ?? 0) + incomingBytes > quota.bytesPerDay) refuseFor(secondsUntil(day?.oldest, DAY_MS), UPLOAD_QUOTA_TEXTS.tooManyBytes);
}
