import { ACCOUNT_DELAY_BASE_MS, ACCOUNT_DELAY_MAX_MS, LoginThrottle } from '../login-throttle';
import { MemoryWindowStore } from '../../../rate-limit/window-store';

describe('LoginThrottle', () => {
  let now = 0;
  const throttle = () => new LoginThrottle({ maxAttempts: 4, windowMs: 60_000 }, new MemoryWindowStore(), () => now);
  const statusOf = async (check: () => Promise<void>) => {
    try {
      await check();
      return 'allowed';
    } catch (error) {
      return (error as { output: { statusCode: number; headers: Record<string, string> } }).output.statusCode;
    }
  };

  beforeEach(() => {
    now = 1_000_000;
  });

  it('refuses an address that spent its failures, for every account, then lets it go', async () => {
    const subject = throttle();
    for (let i = 0; i < 4; i += 1) await subject.recordFailure('10.0.0.1', `account:${i}`);
    expect(await statusOf(() => subject.assertAllowed('10.0.0.1', 'account:new'))).toBe(429);
    expect(await statusOf(() => subject.assertAllowed('10.0.0.2', 'account:new'))).toBe('allowed');
    now += 60_001;
    expect(await statusOf(() => subject.assertAllowed('10.0.0.1', 'account:new'))).toBe('allowed');
  });

  it('refuses an address for one account after half the failures, not for others', async () => {
    const subject = throttle();
    await subject.recordFailure('10.0.0.1', 'account:a');
    await subject.recordFailure('10.0.0.1', 'account:a');
    expect(await statusOf(() => subject.assertAllowed('10.0.0.1', 'account:a'))).toBe(429);
    expect(await statusOf(() => subject.assertAllowed('10.0.0.1', 'account:b'))).toBe('allowed');
    expect(await statusOf(() => subject.assertAllowed('10.0.0.2', 'account:a'))).toBe('allowed');
  });

  it('never refuses an account failed from many addresses: it slows it, doubling, up to the maximum', async () => {
    const subject = throttle();
    for (let i = 0; i < 3; i += 1) await subject.recordFailure(`10.0.1.${i}`, 'account:a');
    expect(await subject.accountDelayMs('account:a')).toBe(0);
    await subject.recordFailure('10.0.1.3', 'account:a');
    expect(await subject.accountDelayMs('account:a')).toBe(ACCOUNT_DELAY_BASE_MS);
    await subject.recordFailure('10.0.1.4', 'account:a');
    expect(await subject.accountDelayMs('account:a')).toBe(ACCOUNT_DELAY_BASE_MS * 2);
    for (let i = 5; i < 40; i += 1) await subject.recordFailure(`10.0.1.${i}`, 'account:a');
    expect(await subject.accountDelayMs('account:a')).toBe(ACCOUNT_DELAY_MAX_MS);
    expect(await statusOf(() => subject.assertAllowed('10.0.2.1', 'account:a'))).toBe('allowed');
    expect(await subject.accountDelayMs('account:b')).toBe(0);
  });

  it('forgets an account and its address pair on success, and slides the window', async () => {
    const subject = throttle();
    for (let i = 0; i < 6; i += 1) await subject.recordFailure(`10.0.1.${i}`, 'account:a');
    await subject.recordSuccess('10.0.1.0', 'account:a');
    expect(await subject.accountDelayMs('account:a')).toBe(0);

    await subject.recordFailure('10.0.0.9', 'account:c');
    now += 50_000;
    await subject.recordFailure('10.0.0.9', 'account:c');
    expect(await statusOf(() => subject.assertAllowed('10.0.0.9', 'account:c'))).toBe(429);
    now += 10_001;
    expect(await statusOf(() => subject.assertAllowed('10.0.0.9', 'account:c'))).toBe('allowed');
  });
});
