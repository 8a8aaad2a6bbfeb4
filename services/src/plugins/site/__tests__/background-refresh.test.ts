import { BackgroundRefresh } from '../background-refresh';

/** A BackgroundRefresh whose refreshes the test ends by hand, after the fake clock moved on by `tookMs`. */
function controlledRefresh() {
  const refresh = new BackgroundRefresh();
  const log: string[] = [];
  const pending = new Map<string, () => void>();
  const refreshOf = (key: string) => () => {
    log.push(`start ${key}`);
    return new Promise<void>((resolve, reject) => {
      pending.set(key, () => resolve());
      pending.set(`${key}:fail`, () => reject(new Error('render failed')));
    });
  };
  const finish = async (key: string, tookMs: number, outcome: 'ok' | 'fail' = 'ok') => {
    jest.advanceTimersByTime(tookMs);
    pending.get(outcome === 'ok' ? key : `${key}:fail`)!();
    await Promise.resolve();
    await Promise.resolve();
    await Promise.resolve();
  };
  /** Asks for each page's refresh, in order. */
  const schedule = (...keys: string[]) => {
    for (const key of keys) refresh.schedule(key, refreshOf(key));
  };
  return { log, schedule, finish };
}

describe('refreshing kept pages in the background', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('refreshes one page at a time, pausing after each as long as it took', async () => {
    const { log, schedule, finish } = controlledRefresh();
    schedule('a', 'b');
    expect(log).toEqual(['start a']);

    await finish('a', 400);
    jest.advanceTimersByTime(399);
    expect(log).toEqual(['start a']);
    jest.advanceTimersByTime(1);
    expect(log).toEqual(['start a', 'start b']);
  });

  it('refreshes a page once however often it is asked while scheduled, and again after', async () => {
    const { log, schedule, finish } = controlledRefresh();
    schedule('a', 'a');
    expect(log).toEqual(['start a']);
    await finish('a', 10);
    jest.advanceTimersByTime(10);
    schedule('a');
    expect(log).toEqual(['start a', 'start a']);
  });

  it('lets a failed refresh go and goes on with the next page', async () => {
    const { log, schedule, finish } = controlledRefresh();
    schedule('a', 'b');
    await finish('a', 50, 'fail');
    jest.advanceTimersByTime(50);
    expect(log).toEqual(['start a', 'start b']);
  });
});
