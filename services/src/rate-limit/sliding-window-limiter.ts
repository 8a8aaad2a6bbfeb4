import Boom from '@hapi/boom';
import type { WindowStore } from './window-store';

export interface SlidingWindow {
  maxAttempts: number;
  windowMs: number;
}

/** At most `maxAttempts` in any `minutes` minutes. */
export function perMinutes(maxAttempts: number, minutes: number): SlidingWindow {
  return { maxAttempts, windowMs: minutes * 60_000 };
}

/**
 * Counts events per key (an IP address, a username) in a sliding window, in a
 * WindowStore: the server's is the shared database, so every API process
 * counts the same events. `bucket` names what is counted (one store holds all
 * the limiters' events).
 */
export class SlidingWindowLimiter {
  constructor(
    private readonly limit: SlidingWindow,
    private readonly store: WindowStore,
    private readonly bucket: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the first of the keys may try again, or 0 when none is blocked. */
  async retryAfterSeconds(keys: string[]): Promise<number> {
    const now = this.now();
    let wait = 0;
    for (const key of keys) {
      const recent = await this.store.recent(this.bucket, key, now - this.limit.windowMs, this.limit.maxAttempts);
      if (recent.length >= this.limit.maxAttempts) {
        const oldest = recent[0] ?? now;
        wait = Math.max(wait, Math.ceil((oldest + this.limit.windowMs - now) / 1000));
      }
    }
    return wait;
  }

  /** Events of the key within the window (at most `maxAttempts`: older ones no longer matter). */
  async count(key: string): Promise<number> {
    const now = this.now();
    return (await this.store.recent(this.bucket, key, now - this.limit.windowMs, this.limit.maxAttempts)).length;
  }

  async record(keys: string[]): Promise<void> {
    const now = this.now();
    await this.store.add(this.bucket, keys, now, now - this.limit.windowMs);
  }

  async reset(key: string): Promise<void> {
    await this.store.clear(this.bucket, key);
  }
}

/** Refuses with 429, a readable message and Retry-After while any of the keys is over its limit. */
export async function assertUnderLimit(limiter: SlidingWindowLimiter, keys: string[], message: string): Promise<void> {
  refuseFor(await limiter.retryAfterSeconds(keys), message);
}

/** A 429 with Retry-After when `retryAfterSeconds` is positive; nothing otherwise. */
export function refuseFor(retryAfterSeconds: number, message: string): void {
  if (retryAfterSeconds <= 0) return;
  const error = Boom.tooManyRequests(message);
  error.output.headers['Retry-After'] = String(retryAfterSeconds);
  throw error;
}
