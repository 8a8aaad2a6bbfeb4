import { ACCOUNT_DELAY_BASE_MS, ACCOUNT_DELAY_MAX_MS, LoginThrottle } from '../login-throttle';
import { MemoryWindowStore } from '../../../rate-limit/window-store';

describe('LoginThrottle', () => {
  let now = 0;
  const throttle = () => new LoginThrottle({ maxAttempts: 4, windowMs: 60_000 }, new MemoryWindowStore(), () => now);
  /** A wrong password: the attempt is admitted and stays counted. */
  const fail = async (subject: LoginThrottle, address: string, account: string) => {
    await subject.reserve(address, account);
  };
  /** Whether an attempt would be admitted, and its delay, without counting it. */
  const probe = async (subject: LoginThrottle, address: string, account: string) => {
    try {
      const { attempt, delayMs } = await subject.reserve(address, account);
      await attempt.release();
      return { status: 'allowed', delayMs };
    } catch (error) {
      return { status: (error as { output: { statusCode: number } }).output.statusCode, delayMs: 0 };
    }
  };
  const statusOf = async (subject: LoginThrottle, address: string, account: string) => (await probe(subject, address, account)).status;
  const delayOf = async (subject: LoginThrottle, account: string) => (await probe(subject, `10.9.${Math.random()}`, account)).delayMs;

  beforeEach(() => {
    now = 1_000_000;
  });

  it('refuses an address that spent its failures, for every account, then lets it go', async () => {
    const subject = throttle();
    for (let i = 0; i < 4; i += 1) await fail(subject, '10.0.0.1', `account:${i}`);
    expect(await statusOf(subject, '10.0.0.1', 'account:new')).toBe(429);
    expect(await statusOf(subject, '10.0.0.2', 'account:new')).toBe('allowed');
    now += 60_001;
    expect(await statusOf(subject, '10.0.0.1', 'account:new')).toBe('allowed');
  });

  it('refuses an address for one account after half the failures, not for others', async () => {
    const subject = throttle();
    await fail(subject, '10.0.0.1', 'account:a');
    await fail(subject, '10.0.0.1', 'account:a');
    expect(await statusOf(subject, '10.0.0.1', 'account:a')).toBe(429);
    expect(await statusOf(subject, '10.0.0.1', 'account:b')).toBe('allowed');
    expect(await statusOf(subject, '10.0.0.2', 'account:a')).toBe('allowed');
  });

  it('counts simultaneous attempts: a burst gets no more than the allowance', async () => {
    const subject = throttle();
    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, i) => fail(subject, '10.0.3.1', `account:${i}`).then(() => 'counted', () => 'refused')));
    expect(outcomes.filter((outcome) => outcome === 'counted')).toHaveLength(4);
  });

  it('never refuses an account failed from many addresses: it slows it, doubling, up to the maximum', async () => {
    const subject = throttle();
    for (let i = 0; i < 3; i += 1) await fail(subject, `10.0.1.${i}`, 'account:a');
    expect(await delayOf(subject, 'account:a')).toBe(0);
    await fail(subject, '10.0.1.3', 'account:a');
    expect(await delayOf(subject, 'account:a')).toBe(ACCOUNT_DELAY_BASE_MS);
    await fail(subject, '10.0.1.4', 'account:a');
    expect(await delayOf(subject, 'account:a')).toBe(ACCOUNT_DELAY_BASE_MS * 2);
    for (let i = 5; i < 40; i += 1) await fail(subject, `10.0.1.${i}`, 'account:a');
    expect(await delayOf(subject, 'account:a')).toBe(ACCOUNT_DELAY_MAX_MS);
    expect(await statusOf(subject, '10.0.2.1', 'account:a')).toBe('allowed');
    expect(await delayOf(subject, 'account:b')).toBe(0);
  });

  it('forgets an account and its address pair on success, and slides the window', async () => {
    const subject = throttle();
    for (let i = 0; i < 6; i += 1) await fail(subject, `10.0.1.${i}`, 'account:a');
    const { attempt } = await subject.reserve('10.0.1.0', 'account:a');
    await attempt.succeeded();
    expect(await delayOf(subject, 'account:a')).toBe(0);

    await fail(subject, '10.0.0.9', 'account:c');
    now += 50_000;
    await fail(subject, '10.0.0.9', 'account:c');
    expect(await statusOf(subject, '10.0.0.9', 'account:c')).toBe(429);
    now += 10_001;
    expect(await statusOf(subject, '10.0.0.9', 'account:c')).toBe('allowed');
  });
});
