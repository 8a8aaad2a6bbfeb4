import { Inquiry, QuoteRequest } from '../../../db/models';
import { postJson } from '../../../../test/support/public-form';
import { firstNamesListed, messageOf, statusAndMessage, useTestApp } from '../../../../test/support/test-app';

const app = useTestApp({ signInAdmin: true });

const inquiry = (name: string, status: 'new' | 'in_progress' | 'responded' = 'new') =>
  Inquiry.query().insertAndFetch({ name, email: `${name.toLowerCase().replace(/\W/g, '')}@example.com`, message: 'Please call.', source: 'contact', status });

describe('POST /api/admin/inquiries/bulk', () => {
  it('marks leads of different kinds in one call and leaves those already there, or already responded, alone', async () => {
    const fresh = await inquiry('Fresh Lead');
    const started = await inquiry('Started Lead', 'in_progress');
    const done = await inquiry('Done Lead', 'responded');
    const quote = JSON.parse((await postJson(app, '/api/quotes', { name: 'Quote Seeker', mobile: '9800000005', message: 'Two plots.' })).payload) as { id: number };

    const response = await app.asAdmin('POST', '/api/admin/inquiries/bulk', {
      action: 'mark_in_progress',
      leads: [
        { record: 'enquiry', id: fresh.id },
        { record: 'quote', id: quote.id },
        { record: 'enquiry', id: started.id },
        { record: 'enquiry', id: done.id },
        { record: 'application', id: 2_000_000_000 },
        { record: 'enquiry', id: fresh.id },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.result).toEqual({
      done: 2,
      results: [
        { record: 'enquiry', id: fresh.id, outcome: 'done' },
        { record: 'quote', id: quote.id, outcome: 'done' },
        { record: 'enquiry', id: started.id, outcome: 'not_allowed', message: 'Already in that status' },
        { record: 'enquiry', id: done.id, outcome: 'not_allowed', message: 'Already responded' },
        { record: 'application', id: 2_000_000_000, outcome: 'not_found', message: 'Inquiry not found' },
      ],
    });
    expect((await Inquiry.query().findById(fresh.id))?.status).toBe('in_progress');
    expect((await QuoteRequest.query().findById(quote.id))?.status).toBe('in_progress');
    expect((await Inquiry.query().findById(done.id))?.status).toBe('responded');

    const responded = await app.asAdmin('POST', '/api/admin/inquiries/bulk', { action: 'mark_responded', leads: [{ record: 'enquiry', id: fresh.id }, { record: 'enquiry', id: started.id }] });
    expect(responded.result).toMatchObject({ done: 2 });
    expect((await Inquiry.query().findByIds([fresh.id, started.id])).map((lead) => lead.status)).toEqual(['responded', 'responded']);
  });

  it('refuses bad requests whole with a readable 400', async () => {
    const lead = await inquiry('Untouched Lead');
    for (const [payload, message] of [
      [{ action: 'delete', leads: [{ record: 'enquiry', id: lead.id }] }, 'action must be one of: mark_in_progress, mark_responded'],
      [{ action: 'mark_responded', leads: [] }, 'Choose at least one lead'],
      [{ action: 'mark_responded', leads: [{ record: 'email', id: lead.id }] }, 'record must be one of: enquiry, quote, application'],
      [{ action: 'mark_responded', leads: Array.from({ length: 101 }, (_, index) => ({ record: 'enquiry', id: index + 1 })) }, 'At most 100 leads at once'],
      [{ action: 'mark_responded', ids: [lead.id] }, 'leads'],
    ] as const) {
      const response = await app.asAdmin('POST', '/api/admin/inquiries/bulk', payload);
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toContain(message);
    }
    expect((await Inquiry.query().findById(lead.id))?.status).toBe('new');
  });
});

describe('GET /api/admin/inquiries sorting', () => {
  it('sorts by name (any case) and by status in workflow order on the server; other columns get 400', async () => {
    const tag = `sortleads${Date.now()}`;
    await inquiry(`zeta ${tag}`, 'in_progress');
    await inquiry(`Alpha ${tag}`, 'responded');
    await inquiry(`Mira ${tag}`, 'new');
    const names = firstNamesListed(app, '/api/admin/inquiries', tag);
    expect(await names('sortBy=name&sortOrder=asc')).toEqual(['Alpha', 'Mira', 'zeta']);
    expect(await names('sortBy=status&sortOrder=asc')).toEqual(['Mira', 'zeta', 'Alpha']);
    expect(await names('sortBy=status&sortOrder=desc&pageSize=1&page=1')).toEqual(['Alpha']);

    const refused = await app.asAdmin('GET', '/api/admin/inquiries?sortBy=message');
    expect(statusAndMessage(refused)).toEqual({ status: 400, message: 'sortBy must be one of: createdAt, name, kind, status' });
  });
});
