import Boom from '@hapi/boom';
import { AUTH_TEXTS } from '@plotwise/contracts';
import type { LoginRateLimit } from '../../config';

/**
 * Counts failed sign-ins per key (an IP address, a username) in a sliding window.
 * In-process: with several API processes each keeps its own count, which still
 * bounds guessing to a small multiple of the limit.
 */
export class LoginRateLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit: LoginRateLimit,
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

  recordFailure(keys: string[]): void {
    const now = this.now();
    for (const key of keys) {
      const recent = this.recent(key, now);
      recent.push(now);
      // Only the newest `maxAttempts` matter for the decision.
      this.failures.set(key, recent.slice(-this.limit.maxAttempts));
    }
    if (this.failures.size > 10_000) this.sweep(now);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string, now: number): number[] {
    const since = now - this.limit.windowMs;
    const recent = (this.failures.get(key) ?? []).filter((time) => time > since);
    if (recent.length === 0) this.failures.delete(key);
    return recent;
  }

  private sweep(now: number): void {
    for (const key of [...this.failures.keys()]) this.recent(key, now);
  }
}

/** Throws 429 with a readable message and Retry-After while any of the keys is blocked. */
export function assertNotRateLimited(limiter: LoginRateLimiter, keys: string[]): void {
  const retryAfter = limiter.retryAfterSeconds(keys);
  if (retryAfter <= 0) return;
  const error = Boom.tooManyRequests(AUTH_TEXTS.tooManyLoginAttempts);
  error.output.headers['Retry-After'] = String(retryAfter);
  throw error;
}
