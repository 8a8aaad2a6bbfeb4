import Boom from '@hapi/boom';
import type { Claim, WindowStore } from './window-store';

export interface SlidingWindow {
  maxAttempts: number;
  windowMs: number;
}

/** At most `maxAttempts` in any `minutes` minutes. */
export function perMinutes(maxAttempts: number, minutes: number): SlidingWindow {
  return { maxAttempts, windowMs: minutes * 60_000 };
}

/** Events a granted reservation recorded: kept when the work counts, released when it should not. */
export interface Reservation {
  /** What each claim's key held in its window before this reservation. */
  readonly held: readonly number[];
  release(): Promise<void>;
}

export type ReserveResult = { granted: true; reservation: Reservation } | { granted: false; retryAfterSeconds: number; waitSeconds: number[]; held: readonly number[] };

/**
 * Checks and records the claims as one step (all or none), so simultaneous
 * requests cannot all pass a check made before any of them is counted.
 */
export async function reserveClaims(store: WindowStore, claims: readonly Claim[], now: number): Promise<ReserveResult> {
  const outcome = await store.reserve(claims, now);
  if (!outcome.granted) {
    const waitSeconds = outcome.waitMs.map((ms) => Math.ceil(ms / 1000));
    return { granted: false, retryAfterSeconds: Math.max(0, ...waitSeconds), waitSeconds, held: outcome.held };
  }
  let released = false;
  const reservation: Reservation = {
    held: outcome.held,
    release: async () => {
      if (released) return;
      released = true;
      await store.release(outcome.ids);
    },
  };
  return { granted: true, reservation };
}

/**
 * Counts events per key (an IP address, a username) in a sliding window, in a
 * WindowStore: the server's is the shared database, so every API process
 * counts the same events. `bucket` names what is counted (one store holds all
 * the limiters' events).
 */
export class SlidingWindowLimiter {
  constructor(
    readonly limit: SlidingWindow,
    private readonly store: WindowStore,
    private readonly bucket: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** The key's share of a reservation: `amount` more within the limit. */
  claim(key: string, amount = 1): Claim {
    return { bucket: this.bucket, key, windowMs: this.limit.windowMs, max: this.limit.maxAttempts, amount };
  }

  /** One event for every key, recorded only when every key is under its limit. */
  reserve(keys: readonly string[]): Promise<ReserveResult> {
    return reserveClaims(this.store, keys.map((key) => this.claim(key)), this.now());
  }

  async reset(key: string): Promise<void> {
    await this.store.clear(this.bucket, key);
  }
}

/** Reserves one event per key, or refuses with 429, a readable message and Retry-After. */
export async function reserveUnderLimit(limiter: SlidingWindowLimiter, keys: readonly string[], message: string): Promise<Reservation> {
  const result = await limiter.reserve(keys);
  if (!result.granted) throw tooManyRequests(result.retryAfterSeconds, message);
  return result.reservation;
}

/** Runs `work` on a reservation, released when the work throws: a failure that is not the limited act does not count. */
export async function releasedOnFailure<T>(reservation: Pick<Reservation, 'release'>, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await reservation.release();
    throw error;
  }
}

/** A 429 with a readable message and Retry-After (at least a second). */
export function tooManyRequests(retryAfterSeconds: number, message: string): Boom.Boom {
  const error = Boom.tooManyRequests(message);
  error.output.headers['Retry-After'] = String(Math.max(1, retryAfterSeconds));
  return error;
}
