import { NewsletterSubscriber } from '../../../db/models';
import { FORM_LIMIT, messageOf, nextAddress, postJson, withFormLimit } from '../../../../test/support/public-form';
import { useTestApp } from '../../../../test/support/test-app';

const app = useTestApp({ configure: withFormLimit });

const send = (payload: unknown, from?: string) => postJson(app, '/api/newsletter', payload, { from });
const rowsFor = (email: string) => NewsletterSubscriber.query().whereRaw('lower(email) = ?', [email.toLowerCase()]);

describe('POST /api/newsletter', () => {
  it('stores a new address (201) and answers 200 for it again in any case, keeping one row', async () => {
    const first = await send({ email: 'Reader@Example.com' });
    expect(first.statusCode).toBe(201);
    expect(JSON.parse(first.payload)).toEqual({ subscribed: true, message: 'You will receive our newsletter at this address.' });
    const again = await send({ email: '  READER@example.COM ' });
    expect(again.statusCode).toBe(200);
    const rows = await rowsFor('reader@example.com');
    expect(rows.map((row) => row.email)).toEqual(['reader@example.com']);
  });

  it.each([
    ['an invalid email', { email: 'reader@' }, 'Please enter a valid email'],
    ['a missing email', {}, 'Please enter a valid email'],
    ['a number', { email: 7 }, 'email: Invalid input: expected string, received number'],
    ['an unknown field', { email: 'a@example.com', name: 'A' }, 'Unknown field: name'],
  ])('answers 400 for %s', async (_label, payload, message) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(message);
  });

  it('answers a filled honeypot as if subscribed and stores nothing', async () => {
    const response = await send({ email: 'bot@example.com', website: 'spam' });
    expect(response.statusCode).toBe(201);
    expect(await rowsFor('bot@example.com')).toHaveLength(0);
  });

  it('limits sign-ups per address with 429', async () => {
    const from = nextAddress();
    for (let index = 0; index < FORM_LIMIT; index += 1) expect((await send({ email: `n${index}@example.com` }, from)).statusCode).toBe(201);
    const blocked = await send({ email: 'n9@example.com' }, from);
    expect(blocked.statusCode).toBe(429);
    expect(messageOf(blocked)).toMatch(/Too many submissions/);
  });
});
