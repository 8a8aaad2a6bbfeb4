import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { INDIA_UTC_OFFSET_MINUTES, SAVED_SEARCH_LIMITS, indiaToday } from '@plotwise/contracts';
import type { MessageQueue } from '../../messaging';
import { composeDigest, type DigestRow } from './digest-message';

export interface DigestDeps {
  knex: Knex;
  messages: MessageQueue;
  log: Pick<Logger, 'error'>;
  publicUrl: string | null;
  secret: string;
  /** From this hour (India time) a day's digests go out. */
  digestHour: number;
}

const OWNERS_PER_ROUND = 500;

class AlreadySent extends Error {}

/**
 * The daily digest of saved search matches. Each round (every few minutes
 * once the day's digest hour has come) goes through the owners with waiting
 * matches; per owner, one transaction locks its waiting matches, queues the
 * digest under the key `saved-search-digest:<owner>:<day>` and stamps the
 * matches with it. So a digest and its stamps commit together or not at all,
 * a second process skips the locked rows, and an owner already sent today's
 * digest keeps new matches for tomorrow's. The queue delivers each message once.
 */
export class SavedSearchDigests {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(private readonly deps: DigestDeps) {}

  /** One round: the digests queued (0 before the digest hour). */
  async sendDue(now: number = Date.now()): Promise<number> {
    const indiaHour = new Date(now + INDIA_UTC_OFFSET_MINUTES * 60_000).getUTCHours();
    if (indiaHour < this.deps.digestHour) return 0;
    const day = indiaToday(now);
    let queued = 0;
    let after = '';
    for (;;) {
      const owners: { ownerKey: string }[] = await this.deps.knex('saved_search_matches as m')
        .distinct('m.ownerKey')
        .join('saved_searches as s', 's.id', 'm.savedSearchId')
        .whereNull('m.digestedAt')
        .whereNull('s.unsubscribedAt')
        .where('m.ownerKey', '>', after)
        .orderBy('m.ownerKey')
        .limit(OWNERS_PER_ROUND);
      for (const { ownerKey } of owners) if (await this.sendOne(ownerKey, day)) queued += 1;
      if (owners.length < OWNERS_PER_ROUND) return queued;
      after = owners.at(-1)!.ownerKey;
    }
  }

  private async sendOne(ownerKey: string, day: string): Promise<boolean> {
    return this.deps.knex.transaction(async (trx) => {
      const idempotencyKey = `saved-search-digest:${ownerKey}:${day}`;
      const sentToday = await trx('outgoing_messages').where({ idempotencyKey }).first('id');
      if (sentToday) return false;
      const rows: DigestRow[] = await trx('saved_search_matches as m')
        .join('saved_searches as s', 's.id', 'm.savedSearchId')
        .join('projects as p', 'p.id', 'm.projectId')
        .leftJoin('users as u', 'u.id', 's.userId')
        .where('m.ownerKey', ownerKey)
        .whereNull('m.digestedAt')
        .whereNull('s.unsubscribedAt')
        .where('p.approvalStatus', 'approved')
        .orderBy('m.id')
        .limit(SAVED_SEARCH_LIMITS.projectsPerDigest)
        .forUpdate('m')
        .skipLocked()
        .select('m.id', 'm.savedSearchId', 's.filters', 's.linkOrigin', 's.email', 's.phone', 'u.email as userEmail', 'p.id as projectId', 'p.title', 'p.city');
      if (rows.length === 0) return false;
      const origin = this.deps.publicUrl ?? rows[0]!.linkOrigin ?? '';
      const message = composeDigest(ownerKey, rows, origin, this.deps.secret);
      const ids = rows.map((row) => row.id);
      // An account without an email has nowhere to receive them: stamped, not kept waiting for ever.
      if (!message) {
        await trx('saved_search_matches').whereIn('id', ids).update({ digestedAt: new Date() });
        return false;
      }
      const options = { idempotencyKey, purpose: 'saved-search-digest', trx };
      const { messageId, queued } =
        message.channel === 'email'
          ? await this.deps.messages.sendEmail({ to: message.to, subject: message.subject, text: message.text, headers: message.headers }, options)
          : await this.deps.messages.sendSms({ to: message.to, body: message.text }, options);
      // Another process queued today's digest in between: these matches wait for tomorrow's.
      if (!queued) throw new AlreadySent();
      await trx('saved_search_matches').whereIn('id', ids).update({ digestedAt: new Date(), messageId });
      return true;
    }).catch((error: unknown) => {
      if (error instanceof AlreadySent) return false;
      throw error;
    });
  }

  /** Runs a round every `intervalMs`; a round never overlaps the previous one. */
  start(intervalMs: number): void {
    if (this.timer || intervalMs <= 0) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.sendDue()
        .catch((error: unknown) => this.deps.log.error({ err: error }, 'Saved search digest round failed; retrying next round'))
        .finally(() => {
          this.running = null;
        });
    }, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
