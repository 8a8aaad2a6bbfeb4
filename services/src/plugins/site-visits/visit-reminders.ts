import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { addDays, indiaToday } from '@plotwise/contracts';
import { SiteVisit } from '../../db/models';
import { sendVisitMessages, type VisitMessageDeps } from './visit-messages';
import { PeriodicRounds } from '../../scheduling/periodic-rounds';

/**
 * The day-before reminder. Each round claims tomorrow's confirmed visits not
 * yet reminded, locking them (`for update skip locked`) and stamping
 * `reminder_sent_at` in one transaction, so of several API processes (or two
 * rounds at once) exactly one claims each visit; it sends after the claim is
 * committed. A crash between the two loses that reminder rather than doubling it.
 */
export class VisitReminders {
  private readonly rounds = new PeriodicRounds(
    () => this.remindTomorrow(),
    (error) => this.deps.log.error({ err: error }, 'Site visit reminder round failed; retrying next round'),
  );

  constructor(
    private readonly deps: VisitMessageDeps & { log: Pick<Logger, 'error'> },
    private readonly batchSize = 100,
  ) {}

  /** One round: returns the ids of the visits it reminded. */
  async remindTomorrow(now: number = Date.now()): Promise<number[]> {
    const tomorrow = addDays(indiaToday(now), 1);
    const claimed = await this.deps.knex.transaction(async (trx: Knex.Transaction) => {
      const due = await SiteVisit.query(trx)
        .select('id')
        .where({ status: 'confirmed', visitDate: tomorrow })
        .whereNull('reminderSentAt')
        .orderBy('id')
        .limit(this.batchSize)
        .forUpdate()
        .skipLocked();
      const ids = due.map((visit) => visit.id);
      if (ids.length > 0) await SiteVisit.query(trx).patch({ reminderSentAt: new Date() }).whereIn('id', ids);
      return ids;
    });
    for (const id of claimed) await sendVisitMessages(this.deps, 'reminder', id);
    return claimed;
  }

  /** Runs a round every `intervalMs`; a round never overlaps the previous one. */
  start(intervalMs: number): void {
    this.rounds.start(intervalMs);
  }

  stop(): Promise<void> {
    return this.rounds.stop();
  }
}
