import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { SmsOutboxMessage } from '../../db/models';
import type { SmsSender } from './sms-sender';

export interface DispatchResult {
  sent: number;
  /** Attempts that failed this round (retried later until maxAttempts). */
  failedAttempts: number;
}

export interface SmsDispatcherOptions {
  batchSize?: number;
  /** After this many failed attempts a message is marked failed and left alone. */
  maxAttempts?: number;
  log?: Pick<Logger, 'error' | 'warn'>;
}

/**
 * Delivers queued outbox messages through a sender. Each round locks its batch
 * (`for update skip locked`), so several API processes on one PostgreSQL never
 * send a message twice. Tests call dispatchQueued directly; the server runs it
 * on an interval between start() and stop().
 */
export class SmsDispatcher {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private readonly batchSize: number;
  private readonly maxAttempts: number;

  constructor(
    private readonly knex: Knex,
    private readonly sender: SmsSender,
    private readonly options: SmsDispatcherOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 50;
    this.maxAttempts = options.maxAttempts ?? 3;
  }

  async dispatchQueued(): Promise<DispatchResult> {
    return this.knex.transaction(async (trx) => {
      const batch = await SmsOutboxMessage.query(trx)
        .where('status', 'queued')
        .orderBy('id')
        .limit(this.batchSize)
        .forUpdate()
        .skipLocked();
      const result: DispatchResult = { sent: 0, failedAttempts: 0 };
      for (const message of batch) {
        try {
          await this.sender.send({ to: message.phone, body: message.body });
          await message.$query(trx).patch({ status: 'sent', attempts: message.attempts + 1, sentAt: new Date(), lastError: null });
          result.sent += 1;
        } catch (error) {
          const attempts = message.attempts + 1;
          const reason = error instanceof Error ? error.message : String(error);
          await message.$query(trx).patch({ attempts, lastError: reason.slice(0, 500), status: attempts >= this.maxAttempts ? 'failed' : 'queued' });
          result.failedAttempts += 1;
        }
      }
      return result;
    });
  }

  /** Runs a round every `intervalMs`; a round never overlaps the previous one. */
  start(intervalMs: number): void {
    if (this.timer || intervalMs <= 0) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.dispatchQueued()
        .catch((error: unknown) => this.options.log?.error({ err: error }, 'SMS dispatch round failed; retrying next round'))
        .finally(() => {
          this.running = null;
        });
    }, intervalMs);
    this.timer.unref();
  }

  /** Stops the interval and waits for a round in progress. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
