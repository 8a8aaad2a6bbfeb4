/**
 * Renders in flight, by page: visitors who ask for a page while it is being
 * rendered share that render (a link shared in a group, a page just dropped
 * by a change), unless a change came between. One render instead of one
 * each, and none of them sent the browser-rendered page for want of a turn.
 */
export class SharedRenders<T> {
  private readonly inFlight = new Map<string, { changesSeen: number; result: Promise<T> }>();

  /** The render of `key` already running at `changesSeen`, or a new one started with `start`. */
  join(key: string, changesSeen: number, start: () => Promise<T>): Promise<T> {
    const running = this.inFlight.get(key);
    if (running && running.changesSeen === changesSeen) return running.result;
    const result = start().finally(() => {
      if (this.inFlight.get(key)?.result === result) this.inFlight.delete(key);
    });
    this.inFlight.set(key, { changesSeen, result });
    return result;
  }
}
