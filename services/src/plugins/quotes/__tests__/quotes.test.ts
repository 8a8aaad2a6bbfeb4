import { Notification, QuoteRequest } from '../../../db/models';
import { itGuardsAsAPublicForm, messageOf, postJson, withFormLimit } from '../../../../test/support/public-form';
import { useTestApp } from '../../../../test/support/test-app';

const app = useTestApp({ configure: withFormLimit });

const quote = { name: 'Kiran Rao', mobile: '+91 98220 12345', message: 'Need help selling 3 plots in Talegaon.' };
const send = (payload: unknown, from?: string) => postJson(app, '/api/quotes', payload, { from });

describe('POST /api/quotes', () => {
  it('stores the request and notifies the admins', async () => {
    const response = await send(quote);
    expect(response.statusCode).toBe(201);
    const stored = await QuoteRequest.query().findById(JSON.parse(response.payload).id);
    expect(stored).toMatchObject({ ...quote, status: 'new' });
    const notification = await Notification.query().where('type', 'quote_request').first();
    expect(notification).toMatchObject({ title: 'Quote request from Kiran Rao', priority: 'high' });
    expect(notification?.message).toContain('Talegaon');
  });

  it.each([
    ['a missing name', { mobile: quote.mobile, message: 'x' }, 'name: Please fill in all required fields'],
    ['a blank mobile', { ...quote, mobile: ' ' }, 'mobile: Please fill in all required fields'],
    ['a missing message', { name: 'A', mobile: quote.mobile }, 'message: Please fill in all required fields'],
    ['a mobile with letters', { ...quote, mobile: 'call me maybe' }, 'Please enter a valid mobile number'],
    ['a short mobile', { ...quote, mobile: '12345' }, 'Please enter a valid mobile number'],
    ['a numeric mobile', { ...quote, mobile: 9822012345 }, 'mobile: Invalid input: expected string, received number'],
    ['an unknown field', { ...quote, email: 'k@example.com' }, 'Unknown field: email'],
  ])('answers 400 for %s', async (_label, payload, message) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(message);
  });

  it('names the refused field first under validation.keys, which the form shows its message under', async () => {
    const response = await send({ ...quote, mobile: '12345', message: ' ' });
    expect(response.statusCode).toBe(400);
    const body = JSON.parse(response.payload) as { message: string; validation: { source: string; keys: string[] } };
    expect(body.message).toBe('Please enter a valid mobile number');
    expect(body.validation).toEqual({ source: 'payload', keys: ['mobile', 'message'] });
  });

  itGuardsAsAPublicForm({ send, valid: () => quote, acceptedStatus: 201, storedCount: () => QuoteRequest.query().resultSize() });
});
