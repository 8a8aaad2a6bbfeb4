/**
 * How a number proves it is its owner's before it gets SMS alerts, apart from
 * the zod schemas (sms-alerts.ts) so the texts can name the figures.
 */
export const SMS_VERIFICATION = {
  codeLength: 6,
  /** A code is good for this long after it was sent. */
  codeTtlMinutes: 10,
  /** Wrong codes allowed before the code is dead and a new one must be asked for. */
  maxAttempts: 5,
  /** Codes sent to one number per window, on top of the per-address public-form limit. */
  codesPerNumber: 3,
  codesWindowMinutes: 60,
} as const;

/** Where the browser keeps each confirmed number's subscription token. */
export const SMS_TOKEN_STORAGE_KEY = 'plotwise.smsAlerts.tokens';
