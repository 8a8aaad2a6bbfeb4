import { LoginRateLimiter } from '../login-rate-limiter';

describe('LoginRateLimiter', () => {
  let now = 0;
  const limiter = () => new LoginRateLimiter({ maxAttempts: 3, windowMs: 60_000 }, () => now);

  beforeEach(() => {
    now = 1_000_000;
  });

  it('blocks a key after the limit of failures within the window, then lets it go', () => {
    const subject = limiter();
    subject.recordFailure(['ip:1']);
    subject.recordFailure(['ip:1']);
    expect(subject.retryAfterSeconds(['ip:1'])).toBe(0);
    subject.recordFailure(['ip:1']);
    expect(subject.retryAfterSeconds(['ip:1'])).toBe(60);
    expect(subject.retryAfterSeconds(['ip:2'])).toBe(0);

    now += 30_000;
    expect(subject.retryAfterSeconds(['ip:1', 'user:a'])).toBe(30);
    now += 30_001;
    expect(subject.retryAfterSeconds(['ip:1'])).toBe(0);
  });

  it('forgets a key on reset', () => {
    const subject = limiter();
    for (let i = 0; i < 3; i += 1) subject.recordFailure(['user:a']);
    subject.reset('user:a');
    expect(subject.retryAfterSeconds(['user:a'])).toBe(0);
  });

  it('slides: old failures stop counting', () => {
    const subject = limiter();
    subject.recordFailure(['k']);
    now += 50_000;
    subject.recordFailure(['k']);
    subject.recordFailure(['k']);
    expect(subject.retryAfterSeconds(['k'])).toBe(10);
    now += 10_001;
    expect(subject.retryAfterSeconds(['k'])).toBe(0);
  });
});
