import path from 'node:path';
import { z } from 'zod';
import { ConfigProblem, configSection } from './section';

/** An SMTP server: a connection URL, or its parts. */
export type SmtpConfig = { url: string } | { host: string; port: number; user: string | null; pass: string | null };

/** Without a mail server the sender's address is only shown in the log or outbox file. */
const DEV_MAIL_FROM = 'Plotwise <no-reply@localhost>';

/** How emails and texts leave: the mail server, the development outboxes, and the reminders' schedule. */
export const messagesSection = configSection(
  {
    SMS_OUTBOX_FILE: z.string().min(1).optional(),
    EMAIL_OUTBOX_FILE: z.string().min(1).optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/, message: 'SMTP_URL must be an smtp:// or smtps:// address such as smtps://user:pass@smtp.example.com' }).optional(),
    SMTP_HOST: z.string().trim().min(1).optional(),
    SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
    SMTP_USER: z.string().min(1).optional(),
    SMTP_PASS: z.string().min(1).optional(),
    MAIL_FROM: z
      .string()
      .trim()
      .regex(/^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, 'MAIL_FROM must be an address such as "Plotwise <no-reply@plotwise.in>"')
      .optional(),
    SITE_VISIT_REMINDER_INTERVAL_MINUTES: z.coerce.number().min(0).default(15),
    SAVED_SEARCH_DIGEST_HOUR: z.coerce.number().int().min(0, 'SAVED_SEARCH_DIGEST_HOUR must be an hour from 0 to 23').max(23, 'SAVED_SEARCH_DIGEST_HOUR must be an hour from 0 to 23').default(8),
    SAVED_SEARCH_DIGEST_INTERVAL_MINUTES: z.coerce.number().min(0).default(10),
  },
  (vars) => {
    if (vars.SMTP_URL && vars.SMTP_HOST) throw new ConfigProblem('set SMTP_URL or SMTP_HOST, not both');
    const smtp: SmtpConfig | null = vars.SMTP_URL
      ? { url: vars.SMTP_URL }
      : vars.SMTP_HOST
        ? { host: vars.SMTP_HOST, port: vars.SMTP_PORT, user: vars.SMTP_USER ?? null, pass: vars.SMTP_PASS ?? null }
        : null;
    // A mail server refuses (or spam-folders) mail from an address the deployment does not own: no guessed default.
    if (smtp && !vars.MAIL_FROM) throw new ConfigProblem('MAIL_FROM is required with SMTP_URL or SMTP_HOST');
    return {
      /**
       * Email: SMTP when configured; otherwise one JSON line per email in
       * `outboxFile` when set (developers and browser tests read links there);
       * otherwise the log.
       */
      email: { smtp, from: vars.MAIL_FROM ?? DEV_MAIL_FROM, outboxFile: vars.EMAIL_OUTBOX_FILE ? path.resolve(vars.EMAIL_OUTBOX_FILE) : null },
      /**
       * With no SMS gateway, texts (alerts, confirmation codes) go to the log, or,
       * when this is set, one JSON line each to this file: the outbox a developer
       * or a browser test reads codes from.
       */
      smsOutboxFile: vars.SMS_OUTBOX_FILE ? path.resolve(vars.SMS_OUTBOX_FILE) : null,
      /** How often the server looks for tomorrow's confirmed site visits to remind; 0 turns the check off. */
      siteVisitReminderIntervalMs: vars.SITE_VISIT_REMINDER_INTERVAL_MINUTES * 60_000,
      /** Saved search digests: from which hour of the day (India time) they go out, and how often the server looks for due ones (0: off). */
      savedSearchDigest: { hour: vars.SAVED_SEARCH_DIGEST_HOUR, intervalMs: vars.SAVED_SEARCH_DIGEST_INTERVAL_MINUTES * 60_000 },
    };
  },
);
