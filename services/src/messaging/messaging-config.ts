import { z } from 'zod';
import { ConfigProblem, configSection } from '../config/section';

/** Twilio's Programmable Messaging: the account, and who the texts come from. */
export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** A Twilio number or sender ID (`+1…`, `PLOTWS`), or a Messaging Service (`MG…`). */
  from: { number: string } | { messagingServiceSid: string };
  /** The API's address: Twilio's own, or a local stand-in in tests. */
  apiUrl: string;
}

export interface MessagingConfig {
  /** Where texts go: Twilio, or (without a provider) SMS_OUTBOX_FILE or the log. */
  sms: { provider: 'twilio'; twilio: TwilioConfig } | { provider: 'log' };
  /** The queue every email and text leaves through (messaging/message-queue.ts). */
  queue: { retryLimit: number; retryDelaySeconds: number; expireInSeconds: number; pollIntervalMs: number; batchSize: number };
}

const messagingEnv = {
  SMS_PROVIDER: z.enum(['log', 'twilio'], { message: "SMS_PROVIDER must be 'log' (texts to the log or SMS_OUTBOX_FILE) or 'twilio'" }).default('log'),
  TWILIO_ACCOUNT_SID: z.string().regex(/^AC[0-9a-f]{32}$/, 'TWILIO_ACCOUNT_SID must be an account SID such as AC followed by 32 hex digits').optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16, 'TWILIO_AUTH_TOKEN must be the account’s auth token').optional(),
  TWILIO_FROM: z.string().regex(/^(\+[1-9]\d{6,14}|[A-Za-z0-9]{3,11}|MG[0-9a-f]{32})$/, 'TWILIO_FROM must be a number (+14155550100), a sender ID or a Messaging Service SID (MG…)').optional(),
  TWILIO_API_URL: z.url({ protocol: /^https?$/, message: 'TWILIO_API_URL must be an http(s) address' }).default('https://api.twilio.com'),
  MESSAGE_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(5),
  MESSAGE_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  MESSAGE_WORKER_POLL_SECONDS: z.coerce.number().min(0).max(300).default(1),
};

/** The SMS provider and the message queue's settings. */
export const messagingSection = configSection(messagingEnv, (vars) => ({ messaging: messagingConfig(vars) }));

function messagingConfig(vars: z.output<z.ZodObject<typeof messagingEnv>>): MessagingConfig {
  const queue = {
    retryLimit: vars.MESSAGE_RETRY_LIMIT,
    retryDelaySeconds: vars.MESSAGE_RETRY_DELAY_SECONDS,
    // Longer than a send may take (SMTP and the SMS provider time out sooner), so a live send is never handed out twice.
    expireInSeconds: 120,
    pollIntervalMs: Math.round(vars.MESSAGE_WORKER_POLL_SECONDS * 1000),
    batchSize: 20,
  };
  if (vars.SMS_PROVIDER === 'log') return { sms: { provider: 'log' }, queue };
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = vars;
  if (!accountSid || !authToken || !from) {
    throw new ConfigProblem('SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM');
  }
  const sender = from.startsWith('MG') ? { messagingServiceSid: from } : { number: from };
  return { sms: { provider: 'twilio', twilio: { accountSid, authToken, from: sender, apiUrl: vars.TWILIO_API_URL.replace(/\/$/, '') } }, queue };
}
