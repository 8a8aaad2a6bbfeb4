import { AUTH_TEXTS } from '@plotwise/contracts';
import { reserveClaims, SlidingWindowLimiter, tooManyRequests, type Reservation, type SlidingWindow } from '../../rate-limit/sliding-window-limiter';
import type { WindowStore } from '../../rate-limit/window-store';

/** The first slowed attempt on an account waits this long; each further failure doubles it. */
export const ACCOUNT_DELAY_BASE_MS = 500;
/** However many failures, an attempt waits at most this long. */
export const ACCOUNT_DELAY_MAX_MS = 8_000;

/** An attempt admitted and counted as a failure until it says otherwise. */
export interface LoginAttempt {
  /** The password was right: the attempt no longer counts, and the account's and pair's failures are forgotten. */
  succeeded(): Promise<void>;
  /** Neither a success nor a guess (the work failed): the attempt no longer counts. */
  release(): Promise<void>;
}

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
 * Each attempt is counted as a failure when it is admitted (check and count are
 * one step, so a burst cannot pass the check before any of it is counted) and
 * taken back when it succeeds. Counts live in the store (the shared database).
 */
export class LoginThrottle {
  private readonly byAddress: SlidingWindowLimiter;
  private readonly byAddressAndAccount: SlidingWindowLimiter;
  private readonly byAccount: SlidingWindowLimiter;

  constructor(
    private readonly limit: SlidingWindow,
    private readonly store: WindowStore,
    private readonly now: () => number = Date.now,
  ) {
    this.byAddress = new SlidingWindowLimiter(limit, store, 'login:address', now);
    this.byAddressAndAccount = new SlidingWindowLimiter({ ...limit, maxAttempts: Math.max(1, Math.ceil(limit.maxAttempts / 2)) }, store, 'login:address-account', now);
    this.byAccount = new SlidingWindowLimiter({ ...limit, maxAttempts: Number.POSITIVE_INFINITY }, store, 'login:account', now);
  }

  /**
   * Counts the attempt, or throws 429 (with Retry-After) while the address is
   * refused, for every account or for this one. Answers the attempt and how
   * long it must wait before the password is compared.
   */
  async reserve(address: string, account: string): Promise<{ attempt: LoginAttempt; delayMs: number }> {
    const claims = [this.byAddress.claim(address), this.byAddressAndAccount.claim(pair(address, account)), this.byAccount.claim(account)];
    const result = await reserveClaims(this.store, claims, this.now());
    if (!result.granted) throw tooManyRequests(result.retryAfterSeconds, AUTH_TEXTS.tooManyLoginAttempts);
    const { reservation } = result;
    const attempt: LoginAttempt = {
      succeeded: async () => {
        await reservation.release();
        await this.byAddressAndAccount.reset(pair(address, account));
        await this.byAccount.reset(account);
      },
      release: () => reservation.release(),
    };
    return { attempt, delayMs: this.delayAfter(reservation) };
  }

  /** 0 until the account has met the limit before this attempt, then doubling with each failure. */
  private delayAfter(reservation: Reservation): number {
    const excess = reservation.held[2]! - this.limit.maxAttempts;
    if (excess < 0) return 0;
    return Math.min(ACCOUNT_DELAY_BASE_MS * 2 ** Math.min(excess, 32), ACCOUNT_DELAY_MAX_MS);
  }

  /**
   * One sign-in attempt: admitted (or refused), the account's delay waited
   * out, then `authenticate` compares the password. Answers the account, or
   * null for a wrong name or password (which stays counted).
   */
  async attempt<T>(address: string, account: string, authenticate: () => Promise<T | null>): Promise<T | null> {
    const { attempt, delayMs } = await this.reserve(address, account);
    let authenticated: T | null;
    try {
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      authenticated = await authenticate();
    } catch (error) {
      await attempt.release();
      throw error;
    }
    if (authenticated) await attempt.succeeded();
    return authenticated;
  }
}

/** One key for an address and an account, unambiguous whatever either holds (and free of NUL, which the database refuses). */
const pair = (address: string, account: string) => JSON.stringify([address, account]);
