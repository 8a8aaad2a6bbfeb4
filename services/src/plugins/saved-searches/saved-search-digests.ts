import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { INDIA_UTC_OFFSET_MINUTES, SAVED_SEARCH_LIMITS, indiaToday } from '@plotwise/contracts';
import type { MessageQueue } from '../../messaging';
import { composeDigest, type DigestRow } from './digest-message';
import { matchNotedProjects } from './saved-search-matches';
import { PeriodicRounds } from '../../scheduling/periodic-rounds';

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
/** Owners whose digests one transaction queues: few statements per digest, locks held briefly. */
const OWNERS_PER_TRANSACTION = 100;

/**
 * The daily digest of saved search matches. Each round (every few minutes
 * once the day's digest hour has come) goes through the owners with waiting
 * matches; for a batch of owners, one transaction locks their waiting
 * matches, queues each digest under the key `saved-search-digest:<owner>:<day>`
 * and stamps the matches with it. So a digest and its stamps commit together
 * or not at all, a second process skips the locked rows, and an owner already
 * sent today's digest keeps new matches for tomorrow's. The queue delivers each message once.
 */
export class SavedSearchDigests {
  private readonly rounds = new PeriodicRounds(
    () => this.sendDue(),
    (error) => this.deps.log.error({ err: error }, 'Saved search digest round failed; retrying next round'),
  );

  /** This process's matching, one run after another (other processes are kept apart by row locks). */
  private matching: Promise<number> = Promise.resolve(0);

  constructor(private readonly deps: DigestDeps) {}

  /** Matches the projects approved since the last run against the saved searches; resolves when done. */
  matchPending(): Promise<number> {
    const run = () => matchNotedProjects(this.deps.knex);
    this.matching = this.matching.then(run, run);
    return this.matching;
  }

  /** After an approval: matched now, in the background; a failure waits for the next round. */
  matchSoon(): void {
    this.matchPending().catch((error: unknown) => this.deps.log.error({ err: error }, 'Saved search matching failed; the next digest round retries it'));
  }

  /** One round: projects approved since matched, then the digests due queued; returns how many (0 before the digest hour). */
  async sendDue(now: number = Date.now()): Promise<number> {
    await this.matchPending();
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
      const keys = owners.map((owner) => owner.ownerKey);
      for (let start = 0; start < keys.length; start += OWNERS_PER_TRANSACTION) queued += await this.sendBatch(keys.slice(start, start + OWNERS_PER_TRANSACTION), day);
      if (owners.length < OWNERS_PER_ROUND) return queued;
      after = keys.at(-1)!;
    }
  }

  /** A few owners' digests in one transaction: their waiting matches locked, their messages queued, the matches stamped. */
  private async sendBatch(ownerKeys: string[], day: string): Promise<number> {
    const keyOf = (ownerKey: string) => `saved-search-digest:${ownerKey}:${day}`;
    return this.deps.knex.transaction(async (trx) => {
      const sentToday = new Set((await trx('outgoing_messages').whereIn('idempotencyKey', ownerKeys.map(keyOf)).select('idempotencyKey')).map((row: { idempotencyKey: string }) => row.idempotencyKey));
      const due = ownerKeys.filter((ownerKey) => !sentToday.has(keyOf(ownerKey)));
      if (due.length === 0) return 0;
      const rows: (DigestRow & { ownerKey: string })[] = await trx('saved_search_matches as m')
        .join('saved_searches as s', 's.id', 'm.savedSearchId')
        .join('projects as p', 'p.id', 'm.projectId')
        .leftJoin('users as u', 'u.id', 's.userId')
        .whereIn('m.ownerKey', due)
        .whereNull('m.digestedAt')
        .whereNull('s.unsubscribedAt')
        .where('p.approvalStatus', 'approved')
        .orderBy([{ column: 'm.ownerKey' }, { column: 'm.id' }])
        .forUpdate('m')
        .skipLocked()
        .select('m.id', 'm.ownerKey', 'm.savedSearchId', 's.filters', 's.linkOrigin', 's.email', 's.phone', 'u.email as userEmail', 'p.id as projectId', 'p.title', 'p.city');
      const byOwner = new Map<string, DigestRow[]>();
      for (const row of rows) {
        const list = byOwner.get(row.ownerKey) ?? [];
        // The rest wait for the next day's digest.
        if (list.length < SAVED_SEARCH_LIMITS.projectsPerDigest) list.push(row);
        byOwner.set(row.ownerKey, list);
      }
      const outgoing = [];
      const stamps: { ownerKey: string; ids: number[] }[] = [];
      for (const [ownerKey, list] of byOwner) {
        const message = composeDigest(ownerKey, list, this.deps.publicUrl ?? list[0]!.linkOrigin ?? '', this.deps.secret);
        stamps.push({ ownerKey, ids: list.map((row) => row.id) });
        if (!message) continue;
        const common = { idempotencyKey: keyOf(ownerKey), purpose: 'saved-search-digest' };
        outgoing.push(message.channel === 'email'
          ? { ...common, channel: 'email' as const, recipient: message.to, subject: message.subject, body: message.text, headers: message.headers }
          : { ...common, channel: 'sms' as const, recipient: message.to, body: message.text });
      }
      const queued = await this.deps.messages.enqueueMany(outgoing, trx);
      const messageIds = new Map<string, number>(
        (await trx('outgoing_messages').whereIn('idempotencyKey', outgoing.map((message) => message.idempotencyKey)).select('id', 'idempotencyKey')).map((row: { id: number; idempotencyKey: string }) => [row.idempotencyKey, row.id]),
      );
      // An account without an email has nowhere to receive them: stamped too, not kept waiting for ever.
      const now = new Date();
      for (const { ownerKey, ids } of stamps) await trx('saved_search_matches').whereIn('id', ids).update({ digestedAt: now, messageId: messageIds.get(keyOf(ownerKey)) ?? null });
      return queued;
    });
  }

  /** Runs a round every `intervalMs`; a round never overlaps the previous one. */
  start(intervalMs: number): void {
    this.rounds.start(intervalMs);
  }

  stop(): Promise<void> {
    return this.rounds.stop();
  }
}
