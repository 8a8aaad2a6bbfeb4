import Boom from '@hapi/boom';

export interface SlidingWindow {
  maxAttempts: number;
  windowMs: number;
}

/**
 * Counts events per key (an IP address, a username) in a sliding window.
 * In-process: with several API processes each keeps its own count, which still
 * bounds guessing to a small multiple of the limit.
 */
export class SlidingWindowLimiter {
  private readonly events = new Map<string, number[]>();

  constructor(
    private readonly limit: SlidingWindow,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the first of the keys may try again, or 0 when none is blocked. */
  retryAfterSeconds(keys: string[]): number {
    const now = this.now();
    let wait = 0;
    for (const key of keys) {
      const recent = this.recent(key, now);
      if (recent.length >= this.limit.maxAttempts) {
        const oldest = recent[recent.length - this.limit.maxAttempts] ?? now;
        wait = Math.max(wait, Math.ceil((oldest + this.limit.windowMs - now) / 1000));
      }
    }
    return wait;
  }

  /** Events of the key within the window (at most `maxAttempts`: older ones no longer matter). */
  count(key: string): number {
    return this.recent(key, this.now()).length;
  }

  record(keys: string[]): void {
    const now = this.now();
    for (const key of keys) {
      const recent = this.recent(key, now);
      recent.push(now);
      // Only the newest `maxAttempts` matter for the decision.
      this.events.set(key, recent.slice(-this.limit.maxAttempts));
    }
    if (this.events.size > 10_000) this.sweep(now);
  }

  reset(key: string): void {
    this.events.delete(key);
  }

  private recent(key: string, now: number): number[] {
    const since = now - this.limit.windowMs;
    const recent = (this.events.get(key) ?? []).filter((time) => time > since);
    if (recent.length === 0) this.events.delete(key);
    return recent;
  }

  private sweep(now: number): void {
    for (const key of [...this.events.keys()]) this.recent(key, now);
  }
}


/** Refuses with 429, a readable message and Retry-After while any of the keys is over its limit. */
export function assertUnderLimit(limiter: SlidingWindowLimiter, keys: string[], message: string): void {
  refuseFor(limiter.retryAfterSeconds(keys), message);
}

/** A 429 with Retry-After when `retryAfterSeconds` is positive; nothing otherwise. */
export function refuseFor(retryAfterSeconds: number, message: string): void {
  if (retryAfterSeconds <= 0) return;
  const error = Boom.tooManyRequests(message);
  error.output.headers['Retry-After'] = String(retryAfterSeconds);
  throw error;
}
