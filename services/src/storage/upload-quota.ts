import { reserveClaims, tooManyRequests, type Reservation } from '../rate-limit/sliding-window-limiter';
import type { WindowStore } from '../rate-limit/window-store';

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
 * forms' allowance per address). The file and its bytes are reserved before
 * the file is stored, in the store every API process shares, so a burst of
 * uploads cannot all pass the count; the caller releases the reservation when
 * the file is refused. Refuses with 429 and Retry-After.
 */
export async function reserveUploadQuota(store: WindowStore, userId: number, incomingBytes: number, quota: UploadQuota, now = Date.now()): Promise<Reservation> {
  const key = String(userId);
  const result = await reserveClaims(
    store,
    [
      { bucket: 'upload:files', key, windowMs: HOUR_MS, max: quota.filesPerHour, amount: 1 },
      { bucket: 'upload:bytes', key, windowMs: DAY_MS, max: quota.bytesPerDay, amount: incomingBytes },
    ],
    now,
  );
  if (result.granted) return result.reservation;
  const [files, bytes] = result.waitSeconds;
  if (files! > 0) throw tooManyRequests(files!, UPLOAD_QUOTA_TEXTS.tooManyFiles);
  throw tooManyRequests(bytes!, UPLOAD_QUOTA_TEXTS.tooManyBytes);
}
