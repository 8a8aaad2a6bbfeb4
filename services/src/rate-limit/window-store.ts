import type { Knex } from 'knex';

/**
 * Where a sliding window's events live. The server keeps them in the database
 * every API process shares, so two processes behind a load balancer count
 * together instead of each granting the whole allowance.
 */
export interface WindowStore {
  /** The newest `limit` event times (ms) of the key after `since`, oldest first. */
  recent(bucket: string, key: string, since: number, limit: number): Promise<number[]>;
  add(bucket: string, keys: readonly string[], at: number, since: number): Promise<void>;
  clear(bucket: string, key: string): Promise<void>;
}

/** Rows older than this are swept now and then, whatever their bucket's window. */
const SWEEP_AFTER_MS = 24 * 60 * 60 * 1000;
/** One add in this many also sweeps old rows of every key. */
const SWEEP_EVERY = 200;

/** Events in `rate_limit_events` (migration 035). */
export class DatabaseWindowStore implements WindowStore {
  private adds = 0;

  constructor(private readonly knex: Knex) {}

  async recent(bucket: string, key: string, since: number, limit: number): Promise<number[]> {
    const rows: { at: Date }[] = await this.knex('rateLimitEvents')
      .select('at')
      .where({ bucket, key })
      .where('at', '>', new Date(since))
      .orderBy('at', 'desc')
      .limit(limit);
    return rows.map((row) => new Date(row.at).getTime()).reverse();
  }

  async add(bucket: string, keys: readonly string[], at: number, since: number): Promise<void> {
    if (keys.length === 0) return;
    await this.knex('rateLimitEvents').insert(keys.map((key) => ({ bucket, key, at: new Date(at) })));
    // The key's events older than the window no longer count.
    await this.knex('rateLimitEvents').where({ bucket }).whereIn('key', keys).where('at', '<=', new Date(since)).delete();
    this.adds += 1;
    if (this.adds % SWEEP_EVERY === 0) await this.knex('rateLimitEvents').where('at', '<', new Date(at - SWEEP_AFTER_MS)).delete();
  }

  async clear(bucket: string, key: string): Promise<void> {
    await this.knex('rateLimitEvents').where({ bucket, key }).delete();
  }
}

/** Events in this process's memory: for tests of the counting rules alone. */
export class MemoryWindowStore implements WindowStore {
  private readonly events = new Map<string, number[]>();

  async recent(bucket: string, key: string, since: number, limit: number): Promise<number[]> {
    return (this.events.get(JSON.stringify([bucket, key])) ?? []).filter((time) => time > since).slice(-limit);
  }

  async add(bucket: string, keys: readonly string[], at: number, since: number): Promise<void> {
    for (const key of keys) {
      const id = JSON.stringify([bucket, key]);
      this.events.set(id, [...(this.events.get(id) ?? []).filter((time) => time > since), at]);
    }
  }

  async clear(bucket: string, key: string): Promise<void> {
    this.events.delete(JSON.stringify([bucket, key]));
  }
}
