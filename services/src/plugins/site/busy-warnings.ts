/** How often at most the log says that pages went out browser-rendered for want of a turn. */
const BUSY_WARNING_EVERY_MS = 10_000;

/**
 * Counts pages sent browser-rendered because no render turn came in time, and
 * says so in the log now and then, not once a page.
 */
export class BusyWarnings {
  private pagesSinceWarning = 0;
  private warnedAt = 0;

  constructor(private readonly settings: { readonly concurrency: number; readonly timeoutMs: number }) {}

  /** One more such page; `warn` is called with the count when the last warning is old enough. */
  count(warn: (data: object) => void, now = Date.now()): void {
    this.pagesSinceWarning += 1;
    if (now - this.warnedAt < BUSY_WARNING_EVERY_MS) return;
    const { concurrency, timeoutMs } = this.settings;
    warn({ msg: `Server rendering busy: ${this.pagesSinceWarning} page(s) sent to be rendered in the browser, with no turn to render within ${timeoutMs} ms (${concurrency} at a time)` });
    this.pagesSinceWarning = 0;
    this.warnedAt = now;
  }
}
