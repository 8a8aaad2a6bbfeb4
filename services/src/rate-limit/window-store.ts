import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { KeyedQueue } from './keyed-queue';

/** One key's share of a reservation: what it adds, and what it may hold in its window. */
export interface Claim {
  bucket: string;
  key: string;
  windowMs: number;
  /** What the key may hold in the window, this claim included; Infinity: counted, never refused. */
  max: number;
  /** What the claim adds: 1 for an event, a file's bytes for an upload. */
  amount: number;
}

/**
 * A reservation's outcome. Granted: every claim was recorded (`ids`, to
 * release them). Refused: nothing was recorded, and `waitMs` says, per claim,
 * how long until it would fit (0 for those that fit). `held` is, per claim,
 * what the key held in its window before.
 */
export type ReserveOutcome = { granted: true; ids: number[]; held: number[] } | { granted: false; waitMs: number[]; held: number[] };

/**
 * Where a sliding window's events live. The server keeps them in the database
 * every API process shares, so two processes behind a load balancer count
 * together instead of each granting the whole allowance.
 */
export interface WindowStore {
  /** Checks and records every claim as one step (all or none): simultaneous requests cannot all pass one check. */
  reserve(claims: readonly Claim[], at: number): Promise<ReserveOutcome>;
  /** Takes back recorded events: work that then failed in a way that should not count. */
  release(ids: readonly number[]): Promise<void>;
  clear(bucket: string, key: string): Promise<void>;
}

/** Rows older than this are swept now and then, whatever their bucket's window. */
const SWEEP_AFTER_MS = 24 * 60 * 60 * 1000;
/** One reservation in this many also sweeps old rows of every key. */
const SWEEP_EVERY = 200;

/** A 64-bit advisory lock number per bucket and key (sha256: collisions are not a concern). */
const lockNumber = (claim: Claim) => createHash('sha256').update(JSON.stringify([claim.bucket, claim.key])).digest().readBigInt64BE(0);

/** Events in `rate_limit_events` (migrations 035, 044). */
export class DatabaseWindowStore implements WindowStore {
  private reservations = 0;
  private readonly queue = new KeyedQueue();

  constructor(private readonly knex: Knex) {}

  async reserve(claims: readonly Claim[], at: number): Promise<ReserveOutcome> {
    const locks = [...new Set(claims.map(lockNumber))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const outcome = await this.queue.run(locks.map(String), () => this.reserveLocked(claims, locks, at));
    if (outcome.granted) await this.trim(claims, at);
    return outcome;
  }

  private reserveLocked(claims: readonly Claim[], locks: readonly bigint[], at: number): Promise<ReserveOutcome> {
    return this.knex.transaction(async (trx) => {
      // A transaction-scoped lock per key, taken in one order by every process (no deadlock),
      // makes count and insert one step; PGlite's single connection serialises them anyway.
      for (const lock of locks) await trx.raw('select pg_advisory_xact_lock(?::bigint)', [lock.toString()]);
      const held: number[] = [];
      for (const claim of claims) {
        const row = (await trx('rateLimitEvents')
          .where({ bucket: claim.bucket, key: claim.key })
          .where('at', '>', new Date(at - claim.windowMs))
          .first(trx.raw('coalesce(sum(amount), 0) as held'))) as { held: number | string } | undefined;
        held.push(Number(row?.held ?? 0));
      }
      if (claims.some((claim, index) => held[index]! + claim.amount > claim.max)) {
        const waitMs = await Promise.all(claims.map((claim, index) => (held[index]! + claim.amount > claim.max ? this.waitMs(trx, claim, at) : 0)));
        return { granted: false as const, waitMs, held };
      }
      const rows: { id: number | string }[] = await trx('rateLimitEvents')
        .insert(claims.map((claim) => ({ bucket: claim.bucket, key: claim.key, at: new Date(at), amount: claim.amount })))
        .returning('id');
      return { granted: true as const, ids: rows.map((row) => Number(row.id)), held };
    });
  }

  /** Until every event that leaves the claim no room has left the window: the newest of them bounds the wait. */
  private async waitMs(trx: Knex.Transaction, claim: Claim, at: number): Promise<number> {
    const { rows } = (await trx.raw(
      `select max(at) as at from (
         select at, sum(amount) over (order by at desc, id desc) as newer
         from rate_limit_events where bucket = ? and key = ? and at > ?) as events
       where newer + ? > ?`,
      [claim.bucket, claim.key, new Date(at - claim.windowMs), claim.amount, claim.max],
    )) as { rows: { at: Date | string | null }[] };
    const newest = rows[0]?.at;
    return newest ? Math.max(1, new Date(newest).getTime() + claim.windowMs - at) : claim.windowMs;
  }

  async release(ids: readonly number[]): Promise<void> {
    if (ids.length > 0) await this.knex('rateLimitEvents').whereIn('id', ids).delete();
  }

  async clear(bucket: string, key: string): Promise<void> {
    await this.knex('rateLimitEvents').where({ bucket, key }).delete();
  }

  /** The claimed keys' events older than their window no longer count; now and then, every key's very old ones. */
  private async trim(claims: readonly Claim[], at: number): Promise<void> {
    for (const claim of claims) {
      await this.knex('rateLimitEvents').where({ bucket: claim.bucket, key: claim.key }).where('at', '<=', new Date(at - claim.windowMs)).delete();
    }
    this.reservations += 1;
    if (this.reservations % SWEEP_EVERY === 0) await this.knex('rateLimitEvents').where('at', '<', new Date(at - SWEEP_AFTER_MS)).delete();
  }
}

/** Events in this process's memory: for tests of the counting rules alone. */
export class MemoryWindowStore implements WindowStore {
  private readonly events = new Map<string, { id: number; at: number; amount: number }[]>();
  private nextId = 1;

  async reserve(claims: readonly Claim[], at: number): Promise<ReserveOutcome> {
    // No await between the check and the record: one step in this process.
    const inWindow = claims.map((claim) => (this.events.get(id(claim)) ?? []).filter((event) => event.at > at - claim.windowMs));
    const held = inWindow.map((events) => events.reduce((sum, event) => sum + event.amount, 0));
    const fits = claims.map((claim, index) => held[index]! + claim.amount <= claim.max);
    if (!fits.every(Boolean)) {
      const waitMs = claims.map((claim, index) => {
        if (fits[index]) return 0;
        let newer = 0;
        for (const event of [...inWindow[index]!].reverse()) {
          newer += event.amount;
          if (newer + claim.amount > claim.max) return Math.max(1, event.at + claim.windowMs - at);
        }
        return claim.windowMs;
      });
      return { granted: false, waitMs, held };
    }
    const ids = claims.map((claim, index) => {
      const event = { id: this.nextId++, at, amount: claim.amount };
      this.events.set(id(claim), [...inWindow[index]!, event]);
      return event.id;
    });
    return { granted: true, ids, held };
  }

  async release(ids: readonly number[]): Promise<void> {
    for (const [key, events] of this.events) this.events.set(key, events.filter((event) => !ids.includes(event.id)));
  }

  async clear(bucket: string, key: string): Promise<void> {
    this.events.delete(JSON.stringify([bucket, key]));
  }
}

const id = (claim: Claim) => JSON.stringify([claim.bucket, claim.key]);
