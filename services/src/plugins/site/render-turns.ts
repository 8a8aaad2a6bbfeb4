import type { Server } from '@hapi/hapi';

/**
 * Pages that may wait for a turn to render, per render allowed at a time; more
 * are sent browser-rendered at once. The renderer is busy either way; a longer
 * line adds only waiting (see docs/decisions.md).
 */
const WAITING_PER_RENDER = 1;

/**
 * A render that has not ended this many times its time limit on (6 s as
 * deployed) gives its turn back. A render past its limit may still finish and
 * warm a remote loading for the first time, which takes a second or two.
 */
const TURN_HELD_MAX_TIMES = 20;

/** The renders allowed at a time (SERVER_RENDER_CONCURRENCY), and the pages waiting for one. */
export class RenderTurns {
  /** Renders running now, and the pages waiting for a turn to render, oldest first. */
  private rendersNow = 0;
  private readonly waiting: Array<(granted: boolean) => void> = [];

  constructor(
    private readonly server: Server,
    private readonly serverRender: { readonly concurrency: number },
  ) {}

  /**
   * Waits for one of the renders allowed at a time: a render is mostly the
   * processor's work, so more at once only make each slower, and under a
   * crawler's burst every page would miss its time limit. False, and the page
   * is the browser-rendered one, when the line is already full or no turn
   * comes within `waitMs`; a page that gets its turn has its whole time limit.
   */
  take(waitMs: number): Promise<boolean> {
    const { concurrency } = this.serverRender;
    if (this.rendersNow < concurrency) {
      this.rendersNow += 1;
      return Promise.resolve(true);
    }
    if (this.waiting.length >= concurrency * WAITING_PER_RENDER) return Promise.resolve(false);
    return new Promise((resolve) => {
      const turn = (granted: boolean) => {
        clearTimeout(timer);
        resolve(granted);
      };
      // A turn handed over clears this timer at once, so the page is still in the line here.
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(turn), 1);
        turn(false);
      }, waitMs);
      this.waiting.push(turn);
    });
  }

  /**
   * Gives a render's turn back when it ends, or after TURN_HELD_MAX_TIMES its
   * time limit if it has not (a screen waiting on something that never comes):
   * otherwise each such render would keep its turn for good, and once all were
   * kept every page would go out browser-rendered until a restart. The render
   * itself is left to end, or not, on its own; the log names its remote.
   */
  holdWhile(rendering: Promise<unknown>, timeoutMs: number, remote: string, pathname: string): void {
    const limitMs = timeoutMs * TURN_HELD_MAX_TIMES;
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      clearTimeout(timer);
      this.end();
    };
    const timer = setTimeout(() => {
      this.server.log(['warn', 'server-render'], { msg: `A server render still running after ${limitMs} ms gave its turn back`, remote, path: pathname });
      release();
    }, limitMs);
    timer.unref();
    rendering.then(release, release);
  }

  /** A render ended (sent, failed, or finished after its page was sent without it): the next waiting one starts. */
  private end(): void {
    const next = this.waiting.shift();
    if (next) next(true);
    else this.rendersNow -= 1;
  }
}
