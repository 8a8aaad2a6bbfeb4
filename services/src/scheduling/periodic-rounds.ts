/**
 * Work the server repeats on a timer (visit reminders, saved search digests):
 * a round every `intervalMs`, never two at once in this process (a slow round
 * skips the ticks that come while it runs), a failure logged and retried at
 * the next tick, and `stop` waiting for the round in progress.
 */
export class PeriodicRounds {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly round: () => Promise<unknown>,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(intervalMs: number): void {
    if (this.timer || intervalMs <= 0) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.round()
        .catch(this.onError)
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
