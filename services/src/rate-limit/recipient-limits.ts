import { SlidingWindowLimiter, tooManyRequests, type SlidingWindow } from './sliding-window-limiter';
import type { WindowStore } from './window-store';

/** Send the message, or answer as if it were sent and send nothing. */
export type RecipientVerdict = 'send' | 'quiet';

/**
 * Messages anyone may have sent to someone else (a reset link to an email, a
 * code to a phone), bounded twice:
 * - per asker and recipient: an address that asks too often for one recipient
 *   gets 429 (it learns only about its own asking, known recipient or not);
 * - per recipient, from every address together: past the ceiling, asks are
 *   answered as usual and nothing is sent. The recipient is never flooded, a
 *   stranger cannot tell whether the ceiling is reached, and one stranger's
 *   share alone never reaches it, so the owner asking from their own address
 *   is not shut out by a few requests.
 */
export class RecipientLimits {
  private readonly byAsker: SlidingWindowLimiter;
  private readonly byRecipient: SlidingWindowLimiter;

  constructor(perAsker: SlidingWindow, perRecipient: SlidingWindow, store: WindowStore, bucket: string, now: () => number = Date.now) {
    this.byAsker = new SlidingWindowLimiter(perAsker, store, `${bucket}:asker`, now);
    this.byRecipient = new SlidingWindowLimiter(perRecipient, store, `${bucket}:recipient`, now);
  }

  /** Counts the ask (429 with `message` past the asker's share), then whether the recipient may get one more. */
  async admit(asker: string, recipient: string, message: string): Promise<RecipientVerdict> {
    const ask = await this.byAsker.reserve([JSON.stringify([asker, recipient])]);
    if (!ask.granted) throw tooManyRequests(ask.retryAfterSeconds, message);
    return (await this.byRecipient.reserve([recipient])).granted ? 'send' : 'quiet';
  }
}
