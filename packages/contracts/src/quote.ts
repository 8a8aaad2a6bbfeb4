import { z } from 'zod';
import { honeypotSchema } from './inquiry';
import { HONEYPOT_FIELD } from './inquiry-constants';
import { QUOTE_TEXTS } from './tools-texts';

export const QUOTE_LIMITS = { name: 100, mobile: 20, message: 5000 } as const;

const required = (max: number) => z.string().trim().min(1, QUOTE_TEXTS.missing).max(max);

/** `POST /api/quotes`: the Services page's Get Quote dialog. */
export const quotePayloadSchema = z.strictObject({
  name: required(QUOTE_LIMITS.name),
  mobile: required(QUOTE_LIMITS.mobile).regex(/^\+?[\d\s-]{10,19}$/, QUOTE_TEXTS.mobileInvalid),
  message: required(QUOTE_LIMITS.message),
  [HONEYPOT_FIELD]: honeypotSchema,
});
export type QuotePayload = z.input<typeof quotePayloadSchema>;
