import { ACCOUNT_DELAY_BASE_MS, ACCOUNT_DELAY_MAX_MS, LoginThrottle } from '../login-throttle';

describe('LoginThrottle', () => {
  let now = 0;
  const throttle = () => new LoginThrottle({ maxAttempts: 4, windowMs: 60_000 }, () => now);
  const statusOf = (check: () => void) => {
    try {
      check();
      return 'allowed';
    } catch (error) {
      return (error as { output: { statusCode: number; headers: Record<string, string> } }).output.statusCode;
    }
  };

  beforeEach(() => {
    now = 1_000_000;
  });

  it('refuses an address that spent its failures, for every account, then lets it go', () => {
    const subject = throttle();
    for (let i = 0; i < 4; i += 1) subject.recordFailure('10.0.0.1', `account:${i}`);
    expect(statusOf(() => subject.assertAllowed('10.0.0.1', 'account:new'))).toBe(429);
    expect(statusOf(() => subject.assertAllowed('10.0.0.2', 'account:new'))).toBe('allowed');
    now += 60_001;
    expect(statusOf(() => subject.assertAllowed('10.0.0.1', 'account:new'))).toBe('allowed');
  });

  it('refuses an address for one account after half the failures, not for others', () => {
    const subject = throttle();
    subject.recordFailure('10.0.0.1', 'account:a');
    subject.recordFailure('10.0.0.1', 'account:a');
    expect(statusOf(() => subject.assertAllowed('10.0.0.1', 'account:a'))).toBe(429);
    expect(statusOf(() => subject.assertAllowed('10.0.0.1', 'account:b'))).toBe('allowed');
    expect(statusOf(() => subject.assertAllowed('10.0.0.2', 'account:a'))).toBe('allowed');
  });

  it('never refuses an account failed from many addresses: it slows it, doubling, up to the maximum', () => {
    const subject = throttle();
    for (let i = 0; i < 3; i += 1) subject.recordFailure(`10.0.1.${i}`, 'account:a');
    expect(subject.accountDelayMs('account:a')).toBe(0);
    subject.recordFailure('10.0.1.3', 'account:a');
    expect(subject.accountDelayMs('account:a')).toBe(ACCOUNT_DELAY_BASE_MS);
    subject.recordFailure('10.0.1.4', 'account:a');
    expect(subject.accountDelayMs('account:a')).toBe(ACCOUNT_DELAY_BASE_MS * 2);
    for (let i = 5; i < 40; i += 1) subject.recordFailure(`10.0.1.${i}`, 'account:a');
    expect(subject.accountDelayMs('account:a')).toBe(ACCOUNT_DELAY_MAX_MS);
    expect(statusOf(() => subject.assertAllowed('10.0.2.1', 'account:a'))).toBe('allowed');
    expect(subject.accountDelayMs('account:b')).toBe(0);
  });

  it('forgets an account and its address pair on success, and slides the window', () => {
    const subject = throttle();
    for (let i = 0; i < 6; i += 1) subject.recordFailure(`10.0.1.${i}`, 'account:a');
    subject.recordSuccess('10.0.1.0', 'account:a');
    expect(subject.accountDelayMs('account:a')).toBe(0);

    subject.recordFailure('10.0.0.9', 'account:c');
    now += 50_000;
    subject.recordFailure('10.0.0.9', 'account:c');
    expect(statusOf(() => subject.assertAllowed('10.0.0.9', 'account:c'))).toBe(429);
    now += 10_001;
    expect(statusOf(() => subject.assertAllowed('10.0.0.9', 'account:c'))).toBe('allowed');
  });
});
