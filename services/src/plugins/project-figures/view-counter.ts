import type { Knex } from 'knex';
import { indiaToday } from '@plotwise/contracts';

/** Crawlers and link previewers that say what they are; a person's browser never names itself so. */
const SELF_DECLARED_BOT = /bot|crawl|spider|slurp|scraper|facebookexternalhit|embedly|bingpreview|preview|lighthouse|pingdom|uptime|curl|wget|python-requests|httpclient/i;

export const isDeclaredBot = (userAgent: string | undefined) => !userAgent || SELF_DECLARED_BOT.test(userAgent);

/** How many visitors a day are remembered to count each once per project; beyond it every view counts. */
const SEEN_LIMIT = 100_000;

/**
 * Project page views, counted in memory and written in batches: one upsert
 * per project and day adds what came in since the last flush. A visitor
 * (address) counts once per project per day.
 */
export class ProjectViewCounter {
  private pending = new Map<string, number>();
  private seen = new Set<string>();
  private seenDay = '';
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly knex: Knex) {}

  add(projectId: number, visitor: string, now = Date.now()): void {
    const day = indiaToday(now);
    if (day !== this.seenDay) {
      this.seen.clear();
      this.seenDay = day;
    }
    const visit = `${projectId}:${visitor}`;
    if (this.seen.has(visit)) return;
    if (this.seen.size < SEEN_LIMIT) this.seen.add(visit);
    const key = `${projectId}:${day}`;
    this.pending.set(key, (this.pending.get(key) ?? 0) + 1);
  }

  /** Writes what is pending; a failed write puts its counts back for the next flush. */
  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    const all = [...batch].map(([key, views]) => {
      const [projectId, day] = key.split(':');
      return { projectId: Number(projectId), day, views };
    });
    try {
      // Ids come from page addresses: only projects that exist are counted.
      const known = new Set<number>(await this.knex('projects').whereIn('id', [...new Set(all.map((row) => row.projectId))]).pluck('id'));
      const rows = all.filter((row) => known.has(row.projectId));
      if (rows.length === 0) return;
      await this.knex('project_daily_views')
        .insert(rows)
        .onConflict(['projectId', 'day'])
        .merge({ views: this.knex.raw('project_daily_views.views + excluded.views') });
    } catch (error) {
      // The database was away: the counts wait for the next flush.
      for (const [key, views] of batch) this.pending.set(key, (this.pending.get(key) ?? 0) + views);
      throw error;
    }
  }

  start(intervalMs: number, onError: (error: unknown) => void): void {
    if (intervalMs <= 0 || this.timer) return;
    this.timer = setInterval(() => void this.flush().catch(onError), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }
}
