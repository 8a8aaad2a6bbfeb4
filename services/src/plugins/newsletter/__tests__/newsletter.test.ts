import { NewsletterSubscriber } from '../../../db/models';
import { itGuardsAsAPublicForm, messageOf, postJson, withFormLimit } from '../../../../test/support/public-form';
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

  // Each sign-up a new address: the same one again is answered 200, not 201.
  itGuardsAsAPublicForm({ send, valid: (n) => ({ email: `n${n}@example.com` }), acceptedStatus: 201, storedCount: () => NewsletterSubscriber.query().resultSize() });
});
