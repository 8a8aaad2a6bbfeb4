import { AUTH_TEXTS } from '@plotwise/contracts';
import { refuseFor, SlidingWindowLimiter, type SlidingWindow } from '../../rate-limit/sliding-window-limiter';
import type { WindowStore } from '../../rate-limit/window-store';

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
 * Counts live in the store (the shared database): every API process sees them.
 */
export class LoginThrottle {
  private readonly byAddress: SlidingWindowLimiter;
  private readonly byAddressAndAccount: SlidingWindowLimiter;
  private readonly byAccount: SlidingWindowLimiter;

  constructor(
    private readonly limit: SlidingWindow,
    store: WindowStore,
    now: () => number = Date.now,
  ) {
    this.byAddress = new SlidingWindowLimiter(limit, store, 'login:address', now);
    this.byAddressAndAccount = new SlidingWindowLimiter({ ...limit, maxAttempts: Math.max(1, Math.ceil(limit.maxAttempts / 2)) }, store, 'login:address-account', now);
    this.byAccount = new SlidingWindowLimiter({ ...limit, maxAttempts: limit.maxAttempts + DELAY_STEPS }, store, 'login:account', now);
  }

  /** Throws 429 (with Retry-After) while the address is refused, for every account or for this one. */
  async assertAllowed(address: string, account: string): Promise<void> {
    const retryAfter = Math.max(await this.byAddress.retryAfterSeconds([address]), await this.byAddressAndAccount.retryAfterSeconds([pair(address, account)]));
    refuseFor(retryAfter, AUTH_TEXTS.tooManyLoginAttempts);
  }

  /** How long an attempt on the account waits before it is checked: 0 until the account has met the limit. */
  async accountDelayMs(account: string): Promise<number> {
    const excess = (await this.byAccount.count(account)) - this.limit.maxAttempts;
    if (excess < 0) return 0;
    return Math.min(ACCOUNT_DELAY_BASE_MS * 2 ** excess, ACCOUNT_DELAY_MAX_MS);
  }

  async recordFailure(address: string, account: string): Promise<void> {
    await this.byAddress.record([address]);
    await this.byAddressAndAccount.record([pair(address, account)]);
    await this.byAccount.record([account]);
  }

  async recordSuccess(address: string, account: string): Promise<void> {
    await this.byAddressAndAccount.reset(pair(address, account));
    await this.byAccount.reset(account);
  }

  /**
   * The whole check before a password is compared: refused addresses get 429,
   * then the account's delay is waited out.
   */
  async admit(address: string, account: string): Promise<void> {
    await this.assertAllowed(address, account);
    const delay = await this.accountDelayMs(account);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  }

  /**
   * One sign-in attempt: admitted (or refused), then `authenticate` compares
   * the password and the outcome is counted. Answers the account, or null for
   * a wrong name or password.
   */
  async attempt<T>(address: string, account: string, authenticate: () => Promise<T | null>): Promise<T | null> {
    await this.admit(address, account);
    const authenticated = await authenticate();
    if (authenticated) await this.recordSuccess(address, account);
    else await this.recordFailure(address, account);
    return authenticated;
  }
}

/** One key for an address and an account, unambiguous whatever either holds (and free of NUL, which the database refuses). */
const pair = (address: string, account: string) => JSON.stringify([address, account]);
