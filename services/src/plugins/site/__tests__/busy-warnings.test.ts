import { BusyWarnings } from '../busy-warnings';

describe('warnings that pages went out browser-rendered for want of a turn', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('warns at the first page, then at most every 10 s with the count since the last warning', () => {
    const warnings = new BusyWarnings({ concurrency: 4, timeoutMs: 300 });
    const warn = jest.fn();
    warnings.count(warn);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0].msg).toMatch(/^Server rendering busy: 1 page\(s\) .* within 300 ms \(4 at a time\)$/);

    for (let page = 0; page < 5; page += 1) {
      jest.advanceTimersByTime(1_000);
      warnings.count(warn);
    }
    expect(warn).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(5_000);
    warnings.count(warn);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[1][0].msg).toMatch(/^Server rendering busy: 6 page\(s\)/);
  });
});
