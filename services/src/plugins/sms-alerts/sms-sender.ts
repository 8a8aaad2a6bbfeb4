import type { Logger } from 'pino';

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
