import { appendFile } from 'node:fs/promises';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import { TwilioSmsSender } from '../../messaging/twilio-sms-sender';

export interface OutgoingSms {
  to: string;
  body: string;
}

/**
 * Delivers one text message. A gateway (an SMS provider's HTTP API) implements
 * this; it throws when the message was not accepted, and the dispatcher retries.
 */
export interface SmsSender {
  send(message: OutgoingSms): Promise<void>;
}

/** The default sender: writes each message to the log instead of a gateway. */
export class LoggingSmsSender implements SmsSender {
  constructor(private readonly log: Pick<Logger, 'info'>) {}

  async send(message: OutgoingSms): Promise<void> {
    this.log.info({ sms: { to: message.to, body: message.body } }, 'SMS alert (logging sender: not sent to a gateway)');
  }
}

/**
 * Appends each message to a file as one JSON line (`SMS_OUTBOX_FILE`): an
 * outbox a developer or a browser test can read confirmation codes from,
 * whatever the log level.
 */
export class FileSmsSender implements SmsSender {
  constructor(private readonly file: string) {}

  async send(message: OutgoingSms): Promise<void> {
    await appendFile(this.file, `${JSON.stringify({ to: message.to, body: message.body, at: new Date().toISOString() })}\n`);
  }
}

/** The configured provider (SMS_PROVIDER); without one, the outbox file when set, else the log. */
export function defaultSmsSender(config: Pick<Config, 'smsOutboxFile' | 'messaging'>, log: Pick<Logger, 'info'>): SmsSender {
  const { sms } = config.messaging;
  if (sms.provider === 'twilio') return new TwilioSmsSender(sms.twilio);
  return config.smsOutboxFile ? new FileSmsSender(config.smsOutboxFile) : new LoggingSmsSender(log);
}
