import type { ReqRef, Request } from '@hapi/hapi';
import { HONEYPOT_FIELD, PUBLIC_FORM_TEXTS } from '@plotwise/contracts';
import { reserveUnderLimit, SlidingWindowLimiter, type SlidingWindow } from '../../rate-limit/sliding-window-limiter';
import type { WindowStore } from '../../rate-limit/window-store';
import { clientAddress } from '../auth/client-address';

/** The public forms, each counted on its own so a busy contact page does not block job applications. */
export type PublicFormName = 'inquiry' | 'newsletter' | 'quote' | 'job-application' | 'plot-submission' | 'upload' | 'sms-alerts' | 'password-reset' | 'listing-report' | 'site-visit' | 'saved-search';

export type PublicFormVerdict = 'accept' | 'drop';

/** A plot submission carries up to five photos, so uploads get five times the allowance of a form. */
const ALLOWANCE: Partial<Record<PublicFormName, number>> = { upload: 5 };

/** One sliding-window counter per form, keyed by client address. */
export class PublicFormLimits {
  private readonly limiters = new Map<PublicFormName, SlidingWindowLimiter>();

  constructor(
    private readonly window: SlidingWindow,
    private readonly store: WindowStore,
    private readonly now: () => number = Date.now,
  ) {}

  limiterFor(form: PublicFormName): SlidingWindowLimiter {
    let limiter = this.limiters.get(form);
    if (!limiter) {
      const maxAttempts = this.window.maxAttempts * (ALLOWANCE[form] ?? 1);
      limiter = new SlidingWindowLimiter({ ...this.window, maxAttempts }, this.store, `form:${form}`, this.now);
      this.limiters.set(form, limiter);
    }
    return limiter;
  }
}

/**
 * Every anonymous write goes through here first. Over the per-IP limit it
 * throws 429 with a readable message and Retry-After. A filled honeypot means a
 * bot: the caller answers as if it had stored the submission and stores nothing,
 * so the bot learns nothing.
 */
export async function guardPublicForm<Refs extends ReqRef>(request: Request<Refs>, form: PublicFormName): Promise<PublicFormVerdict> {
  const { publicFormLimits, shared } = request.server.app;
  const limiter = publicFormLimits.limiterFor(form);
  const key = clientAddress(request, shared.trustProxy);
  await reserveUnderLimit(limiter, [key], PUBLIC_FORM_TEXTS.tooManySubmissions);
  return honeypotFilled(request.payload) ? 'drop' : 'accept';
}

function honeypotFilled(payload: unknown): boolean {
  if (payload === null || typeof payload !== 'object') return false;
  const value = (payload as Record<string, unknown>)[HONEYPOT_FIELD];
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}
