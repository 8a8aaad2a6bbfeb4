import type { ServerInjectResponse } from '@hapi/hapi';
import { PUBLIC_FORM_TEXTS } from '@plotwise/contracts';
import { expectBurstHeld } from './burst';
import { messageOf, type TestApp } from './test-app';

let addressCounter = 0;

/**
 * A fresh client address: public forms are limited per address, so each test
 * sends from its own unless it is testing the limit.
 */
export function nextAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export interface PostOptions {
  from?: string;
  cookie?: string;
}

export function postJson(app: TestApp, url: string, payload: unknown, { from = nextAddress(), cookie }: PostOptions = {}): Promise<ServerInjectResponse> {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress: from,
    headers: cookie ? { cookie } : {},
  });
}

export { messageOf } from './test-app';

/** The app's public-form limit, small enough to reach in a test. */
export const FORM_LIMIT = 3;
export const withFormLimit = <C extends { publicFormRateLimit: { maxAttempts: number; windowMs: number } }>(config: C): C => ({
  ...config,
  publicFormRateLimit: { maxAttempts: FORM_LIMIT, windowMs: 60_000 },
});

export interface PublicFormGuards {
  /** Sends the form's payload from a client address. */
  send(payload: object, from: string): Promise<ServerInjectResponse>;
  /** A valid submission (the `n`th, for a form that answers a repeat differently). */
  valid(n: number): object;
  /** The status of an accepted submission, which a filled honeypot gets too. */
  acceptedStatus: number;
  /** How many submissions the form has stored. */
  storedCount(): Promise<number>;
}

/**
 * The tests every public form shares: a filled honeypot is answered as if
 * accepted and stores nothing; an address gets FORM_LIMIT submissions, then a
 * 429 with Retry-After and the readable message, while another address goes
 * on; a burst from one address stores FORM_LIMIT submissions, no more.
 * The app must run withFormLimit.
 */
export function itGuardsAsAPublicForm(form: PublicFormGuards): void {
  it('answers a filled honeypot as if accepted and stores nothing', async () => {
    const before = await form.storedCount();
    expect((await form.send({ ...form.valid(0), website: 'http://spam.example' }, nextAddress())).statusCode).toBe(form.acceptedStatus);
    expect(await form.storedCount()).toBe(before);
  });

  it('limits submissions per address with a readable 429', async () => {
    const from = nextAddress();
    for (let n = 1; n <= FORM_LIMIT; n += 1) expect((await form.send(form.valid(n), from)).statusCode).toBe(form.acceptedStatus);
    const blocked = await form.send(form.valid(FORM_LIMIT + 1), from);
    expect(blocked.statusCode).toBe(429);
    expect(messageOf(blocked)).toBe(PUBLIC_FORM_TEXTS.tooManySubmissions);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await form.send(form.valid(FORM_LIMIT + 2), nextAddress())).statusCode).toBe(form.acceptedStatus);
  });

  it('stores no more than the allowance from a burst of simultaneous submissions', async () => {
    const from = nextAddress();
    const before = await form.storedCount();
    await expectBurstHeld(FORM_LIMIT, (n) => form.send(form.valid(FORM_LIMIT + 3 + n), from), { throughStatus: form.acceptedStatus });
    expect(await form.storedCount()).toBe(before + FORM_LIMIT);
  });
}
