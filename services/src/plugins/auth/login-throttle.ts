import { AUTH_TEXTS } from '@plotwise/contracts';
import { refuseFor, SlidingWindowLimiter, type SlidingWindow } from '../../rate-limit/sliding-window-limiter';

/** The first slowed attempt on an account waits this long; each further failure doubles it. */
export const ACCOUNT_DELAY_BASE_MS = 500;
/** However many failures, an attempt waits at most this long. */
export const ACCOUNT_DELAY_MAX_MS = 8_000;
/** Failures beyond the limit that still lengthen the delay (2^4 × 500 ms reaches the maximum). */
const DELAY_STEPS = 5;

/**
 * Bounds password guessing without letting a stranger lock a person out. The
 * allowance is `maxAttempts` failures in the window:
 * - an address that spends it is refused (429) whatever account it tries;
 * - an address that spends half of it on one account is refused for that account;
 * - an account is never refused: once it has met `maxAttempts` failures from
 *   any addresses, each further attempt on it is answered only after a delay
 *   that doubles with every failure (at most ACCOUNT_DELAY_MAX_MS). A guesser
 *   spread over many addresses is slowed, while the owner, with the right
 *   password, still signs in; a success clears the account's count.
 * Counts are per process: behind a load balancer each process keeps its own.
 */
export class LoginThrottle {
  private readonly byAddress: SlidingWindowLimiter;
  private readonly byAddressAndAccount: SlidingWindowLimiter;
  private readonly byAccount: SlidingWindowLimiter;

  constructor(
    private readonly limit: SlidingWindow,
    now: () => number = Date.now,
  ) {
    this.byAddress = new SlidingWindowLimiter(limit, now);
    this.byAddressAndAccount = new SlidingWindowLimiter({ ...limit, maxAttempts: Math.max(1, Math.ceil(limit.maxAttempts / 2)) }, now);
    this.byAccount = new SlidingWindowLimiter({ ...limit, maxAttempts: limit.maxAttempts + DELAY_STEPS }, now);
  }

  /** Throws 429 (with Retry-After) while the address is refused, for every account or for this one. */
  assertAllowed(address: string, account: string): void {
    const retryAfter = Math.max(this.byAddress.retryAfterSeconds([address]), this.byAddressAndAccount.retryAfterSeconds([pair(address, account)]));
    refuseFor(retryAfter, AUTH_TEXTS.tooManyLoginAttempts);
  }

  /** How long an attempt on the account waits before it is checked: 0 until the account has met the limit. */
  accountDelayMs(account: string): number {
    const excess = this.byAccount.count(account) - this.limit.maxAttempts;
    if (excess < 0) return 0;
    return Math.min(ACCOUNT_DELAY_BASE_MS * 2 ** excess, ACCOUNT_DELAY_MAX_MS);
  }

  recordFailure(address: string, account: string): void {
    this.byAddress.record([address]);
    this.byAddressAndAccount.record([pair(address, account)]);
    this.byAccount.record([account]);
  }

  recordSuccess(address: string, account: string): void {
    this.byAddressAndAccount.reset(pair(address, account));
    this.byAccount.reset(account);
  }

  /**
   * The whole check before a password is compared: refused addresses get 429,
   * then the account's delay is waited out.
   */
  async admit(address: string, account: string): Promise<void> {
    this.assertAllowed(address, account);
    const delay = this.accountDelayMs(account);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

const pair = (address: string, account: string) => `${address}\u0000${account}`;
