import Boom from '@hapi/boom';
import { AUTH_TEXTS } from '@plotwise/contracts';
import { SlidingWindowLimiter } from '../../rate-limit/sliding-window-limiter';

/** Failed sign-ins per IP and per account. */
export class LoginRateLimiter extends SlidingWindowLimiter {
  recordFailure(keys: string[]): void {
    this.record(keys);
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
