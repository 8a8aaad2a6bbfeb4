import type { Knex } from 'knex';
import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { OutgoingMessage } from '../db/models';
import type { EmailSender, OutgoingEmail } from '../email/email-sender';
import type { OutgoingSms, SmsSender } from '../plugins/notifications/sms-sender';
import { bossDb } from './boss-db';
import { PermanentDeliveryError } from './delivery-errors';

export const MESSAGES_QUEUE = 'messages';
export const DEAD_LETTER_QUEUE = 'messages-dead-letter';

/** Their bodies carry a secret (a code, a reset link): blanked once sent, so the table does not keep it. */
const SECRET_PURPOSES = new Set(['verification-code', 'password-reset']);
const REDACTED = '(sent; its one-time secret is not kept)';

export interface MessageQueueOptions {
  /** The schema pg-boss keeps its tables in. */
  schema: string;
  /** Retries after the first attempt; then the message is dead-lettered. */
  retryLimit: number;
  /** The first retry's delay; each next one doubles (pg-boss's backoff). */
  retryDelaySeconds: number;
  /** A job held longer than this (its worker died) is handed out again. */
  expireInSeconds: number;
  /** Run pg-boss's maintenance (expiring jobs whose worker died, archiving) on its timer; tests call maintain(). */
  supervise?: boolean;
  /** How often an idle worker asks for jobs; 0: this process runs no worker. */
  pollIntervalMs: number;
  batchSize: number;
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
}

export interface SendOptions {
  /** One event, one message: a second call with the same key sends nothing more. */
  idempotencyKey: string;
  /** What sends it (password-reset, lead-notification…): shown to admins beside failures. */
  purpose: string;
  /** Queue it only if this transaction commits. */
  trx?: Knex.Transaction;
  projectId?: number | null;
}

export interface Enqueued {
  messageId: number;
  /** False when the key was already used: nothing new was queued. */
  queued: boolean;
}

type NewMessage = Pick<OutgoingMessage, 'channel' | 'recipient' | 'body'> & { subject?: string | null; headers?: Record<string, string> | null };

/** jsonb goes in as JSON text when written with knex's insert. */
const rowOf = ({ headers, ...message }: NewMessage) => ({ ...message, headers: headers ? JSON.stringify(headers) : null });

interface MessageJob {
  messageId: number;
}

/**
 * Email and texts leave through here: a row in outgoing_messages per message
 * (the idempotency key unique) and a pg-boss job that delivers it, with
 * retries and backoff; after the last retry the row is marked failed (the
 * dead letter admins see) and the job moves to the dead-letter queue. A
 * delivered row is never sent again, whichever worker holds its job.
 */
export class MessageQueue {
  readonly boss: PgBoss;
  private started = false;
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;

  constructor(
    private readonly knex: Knex,
    private readonly senders: { email: EmailSender; sms: SmsSender },
    readonly options: MessageQueueOptions,
  ) {
    this.boss = new PgBoss({ db: bossDb(knex) as PgBoss.Db, schema: options.schema, supervise: options.supervise ?? true, schedule: false, maintenanceIntervalSeconds: Math.max(1, Math.min(60, options.expireInSeconds)) });
    this.boss.on('error', (error) => options.log.error({ err: error }, 'Message queue maintenance failed; it runs again shortly'));
  }

  /** Installs or upgrades pg-boss's tables, makes the queues, and gives jobs to rows still without one. */
  async start(): Promise<void> {
    await this.boss.start();
    this.started = true;
    const { retryLimit, retryDelaySeconds, expireInSeconds } = this.options;
    await this.boss.createQueue(DEAD_LETTER_QUEUE, { name: DEAD_LETTER_QUEUE, retentionDays: 30 });
    const policy = { name: MESSAGES_QUEUE, retryLimit, retryDelay: retryDelaySeconds, retryBackoff: true, expireInSeconds, deadLetter: DEAD_LETTER_QUEUE };
    await this.boss.createQueue(MESSAGES_QUEUE, policy);
    // A queue made by an earlier start keeps its settings: this start's apply.
    await this.boss.updateQueue(MESSAGES_QUEUE, policy);
    const orphans = await OutgoingMessage.query(this.knex).where({ status: 'queued' }).whereNull('jobId').select('id');
    for (const { id } of orphans) await this.knex.transaction((trx) => this.enqueueJobs([id], trx));
  }

  sendEmail(email: OutgoingEmail, options: SendOptions): Promise<Enqueued> {
    return this.enqueue({ channel: 'email', recipient: email.to, subject: email.subject, body: email.text, headers: email.headers }, options);
  }

  sendSms(sms: OutgoingSms, options: SendOptions): Promise<Enqueued> {
    return this.enqueue({ channel: 'sms', recipient: sms.to, body: sms.body }, options);
  }

  /** Many messages in one go (an alert to every subscriber); returns how many were new. */
  async enqueueMany(messages: (NewMessage & { idempotencyKey: string; purpose: string; projectId?: number | null })[], trx?: Knex.Transaction): Promise<number> {
    if (messages.length === 0) return 0;
    const run = async (t: Knex.Transaction) => {
      const rows = messages.map(({ idempotencyKey, purpose, projectId = null, ...message }) => ({ subject: null, ...rowOf(message), idempotencyKey, purpose, projectId, status: 'queued' }));
      const inserted: { id: number }[] = await t(OutgoingMessage.tableName).insert(rows).onConflict('idempotencyKey').ignore().returning('id');
      await this.enqueueJobs(inserted.map(({ id }) => id), t);
      return inserted.length;
    };
    return trx ? run(trx) : this.knex.transaction(run);
  }

  private async enqueue(message: NewMessage, options: SendOptions): Promise<Enqueued> {
    const { idempotencyKey, purpose, trx, projectId = null } = options;
    const run = async (t: Knex.Transaction): Promise<Enqueued> => {
      const [row] = await t(OutgoingMessage.tableName)
        .insert({ subject: null, ...rowOf(message), idempotencyKey, purpose, projectId, status: 'queued' })
        .onConflict('idempotencyKey').ignore().returning('id');
      if (row) {
        await this.enqueueJobs([row.id as number], t);
        return { messageId: row.id as number, queued: true };
      }
      const existing = await OutgoingMessage.query(t).findOne({ idempotencyKey }).select('id');
      return { messageId: existing!.id, queued: false };
    };
    return trx ? run(trx) : this.knex.transaction(run);
  }

  private async enqueueJobs(messageIds: number[], trx: Knex.Transaction): Promise<void> {
    if (messageIds.length === 0) return;
    const db = bossDb(trx) as PgBoss.Db;
    const jobs = messageIds.map((messageId) => ({ id: randomUUID(), data: { messageId } }));
    const { retryLimit, retryDelaySeconds: retryDelay, expireInSeconds } = this.options;
    const policy = { retryLimit, retryDelay, retryBackoff: true, expireInSeconds, deadLetter: DEAD_LETTER_QUEUE };
    await this.boss.insert(jobs.map((job) => ({ ...job, ...policy, name: MESSAGES_QUEUE })), { db });
    for (const job of jobs) await OutgoingMessage.query(trx).findById(job.data.messageId).patch({ jobId: job.id });
  }

  /** Delivers one job's message. Throws to have pg-boss retry it later. */
  async deliver(job: PgBoss.JobWithMetadata<MessageJob>): Promise<void> {
    const message = await OutgoingMessage.query(this.knex).findById(job.data.messageId);
    // Already delivered (a retried job, a second worker): never twice.
    if (!message || message.status !== 'queued') return;
    await message.$query(this.knex).patch({ attempts: message.attempts + 1 });
    try {
      if (message.channel === 'email') {
        await this.senders.email.send({ to: message.recipient, subject: message.subject ?? '', text: message.body, idempotencyKey: message.idempotencyKey, ...(message.headers && { headers: message.headers }) });
      } else {
        await this.senders.sms.send({ to: message.recipient, body: message.body });
      }
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const last = error instanceof PermanentDeliveryError || job.retryCount >= job.retryLimit;
      await message.$query(this.knex).patch(last ? { lastError: reason, status: 'failed', failedAt: new Date() } : { lastError: reason });
      if (last) {
        this.options.log.error({ messageId: message.id, purpose: message.purpose, channel: message.channel, reason }, 'Message dead-lettered: it was not delivered');
        if (error instanceof PermanentDeliveryError) return;
      } else {
        this.options.log.warn({ messageId: message.id, attempt: job.retryCount + 1, reason }, 'Message not delivered; retrying later');
      }
      throw error;
    }
    const body = SECRET_PURPOSES.has(message.purpose) ? REDACTED : message.body;
    await message.$query(this.knex).patch({ status: 'sent', sentAt: new Date(), lastError: null, body });
  }

  /** A dead-lettered message queued again, with a new job; false when it is not failed. */
  async requeueFailed(messageId: number): Promise<boolean> {
    return this.knex.transaction(async (trx) => {
      const changed = await OutgoingMessage.query(trx).findById(messageId).where({ status: 'failed' }).patch({ status: 'queued', failedAt: null, attempts: 0 });
      if (changed) await this.enqueueJobs([messageId], trx);
      return changed > 0;
    });
  }

  /** Hands out due jobs until none is left; returns how many were taken. */
  async drain(): Promise<number> {
    let taken = 0;
    for (;;) {
      const jobs = await this.boss.fetch<MessageJob>(MESSAGES_QUEUE, { batchSize: this.options.batchSize, includeMetadata: true });
      if (jobs.length === 0) return taken;
      taken += jobs.length;
      await Promise.all(jobs.map((job) => this.runJob(job)));
    }
  }

  private async runJob(job: PgBoss.JobWithMetadata<MessageJob>): Promise<void> {
    try {
      await this.deliver(job);
      await this.boss.complete(MESSAGES_QUEUE, job.id);
    } catch (error) {
      await this.boss.fail(MESSAGES_QUEUE, job.id, { message: error instanceof Error ? error.message : String(error) }).catch((failError: unknown) =>
        this.options.log.error({ err: failError }, 'A message job could not be marked failed; it is handed out again when it expires'),
      );
    }
  }

  /** Runs the worker in this process until stop(): drains, then waits pollIntervalMs (or a wake-up). */
  work(): void {
    if (this.running || this.options.pollIntervalMs <= 0) return;
    this.running = true;
    this.loop = (async () => {
      while (this.running) {
        await this.drain().catch((error: unknown) => this.options.log.error({ err: error }, 'Message worker round failed; retrying next round'));
        if (!this.running) break;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, this.options.pollIntervalMs);
          this.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.wake = null;
      }
    })();
  }

  /** Stops the worker (a send in progress finishes) and pg-boss's maintenance. */
  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
    this.loop = null;
    if (this.started) await this.boss.stop({ graceful: false, wait: true, close: false });
    this.started = false;
  }
}
