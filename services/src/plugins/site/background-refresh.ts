/**
 * Kept pages are rendered again one at a time, each followed by a pause as
 * long as it took, so refreshing takes at most half of the event loop. Pages
 * kept together run out together (a burst of visitors fills the cache in the
 * same few seconds), and rendering them back to back held the loop from the
 * visitors the cache is there to serve; the rest wait their turn and are sent
 * stale meanwhile.
 */
const REFRESHES_AT_ONCE = 1;

/**
 * Renders kept pages again in the background after their time ran out: once
 * per page however many visitors see it stale meanwhile, oldest first, and no
 * more than REFRESHES_AT_ONCE at a time. A refresh that fails is let go.
 */
export class BackgroundRefresh {
  /** Pages being refreshed or waiting to be, by cache key. */
  private readonly scheduled = new Set<string>();
  /** Refreshes waiting for their turn, oldest first. */
  private readonly queue: { key: string; refresh: () => Promise<void> }[] = [];
  /** Refreshes running now or in the pause after one. */
  private running = 0;

  /** Refreshes `key` with `refresh` in its turn, unless it is already scheduled. */
  schedule(key: string, refresh: () => Promise<void>): void {
    if (this.scheduled.has(key)) return;
    this.scheduled.add(key);
    this.queue.push({ key, refresh });
    this.startNext();
  }

  private startNext(): void {
    while (this.running < REFRESHES_AT_ONCE && this.queue.length > 0) {
      const { key, refresh } = this.queue.shift()!;
      this.running += 1;
      const started = performance.now();
      void refresh()
        .catch(() => undefined)
        .finally(() => {
          this.scheduled.delete(key);
          setTimeout(() => {
            this.running -= 1;
            this.startNext();
          }, performance.now() - started).unref();
        });
    }
  }
}
