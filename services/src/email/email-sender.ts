import { createHash } from 'node:crypto';
import { appendFile } from 'node:fs/promises';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Config, SmtpConfig } from '../config';

export interface OutgoingEmail {
  to: string;
  subject: string;
  /** Plain text: what every mail client shows. */
  text: string;
  /** The queue's key for this email: its Message-ID derives from it, so a copy sent twice reads as one. */
  idempotencyKey?: string;
  /** Extra headers: a newsletter's or an alert's List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
}

/** Socket timeouts well inside the message queue's job expiry (two minutes). */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

/**
 * Delivers one email. It throws when the message was not accepted (the SMTP
 * server refused it or could not be reached).
 */
export interface EmailSender {
  send(message: OutgoingEmail): Promise<void>;
}

/** The default sender: writes each email to the log instead of a mail server. */
export class LoggingEmailSender implements EmailSender {
  constructor(private readonly log: Pick<Logger, 'info'>) {}

  async send(message: OutgoingEmail): Promise<void> {
    this.log.info({ email: message }, 'Email (logging sender: not sent to a mail server)');
  }
}

/**
 * Appends each email to a file as one JSON line (`EMAIL_OUTBOX_FILE`): an
 * outbox a developer or a browser test reads links from, whatever the log level.
 */
export class FileEmailSender implements EmailSender {
  constructor(private readonly file: string) {}

  async send(message: OutgoingEmail): Promise<void> {
    const line = { to: message.to, subject: message.subject, text: message.text, ...(message.headers && { headers: message.headers }), at: new Date().toISOString() };
    await appendFile(this.file, `${JSON.stringify(line)}\n`);
  }
}

/** Sends through an SMTP server (`SMTP_URL`, or `SMTP_HOST` and the rest) with nodemailer. */
export class SmtpEmailSender implements EmailSender {
  private readonly transport: Transporter;

  constructor(
    smtp: SmtpConfig,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(
      'url' in smtp
        ? { url: smtp.url, ...SMTP_TIMEOUTS }
        : {
            host: smtp.host,
            port: smtp.port,
            // Port 465 speaks TLS from the start; other ports upgrade with STARTTLS when the server offers it.
            secure: smtp.port === 465,
            auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
            ...SMTP_TIMEOUTS,
          },
    );
  }

  async send(message: OutgoingEmail): Promise<void> {
    const messageId = message.idempotencyKey ? `<${createHash('sha256').update(message.idempotencyKey).digest('hex').slice(0, 32)}@plotwise.messages>` : undefined;
    await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text, messageId, headers: message.headers });
  }
}

/** SMTP when it is configured; otherwise the outbox file when one is set; otherwise the log. */
export function defaultEmailSender(config: Pick<Config, 'email'>, log: Pick<Logger, 'info'>): EmailSender {
  const { smtp, from, outboxFile } = config.email;
  if (smtp) return new SmtpEmailSender(smtp, from);
  return outboxFile ? new FileEmailSender(outboxFile) : new LoggingEmailSender(log);
}
