import { SITE_VISIT_TEXTS, type LeadListResponse } from '@plotwise/contracts';
import { SiteVisit } from '../../../db/models';
import { insertProject, insertUser } from '../../../../test/support/fixtures';
import { RecordingEmailSender } from '../../../../test/support/email-outbox';
import { OPEN_SLOT, book, dayAhead } from '../../../../test/support/site-visits';
import { messageOf, useTestApp } from '../../../../test/support/test-app';

const email = new RecordingEmailSender();
const app = useTestApp({ emailSender: email, signInAdmin: true });

describe('visits seen and handled from the seller side', () => {
  it("lists an inquiry's visit in the admin leads; the agent or an admin cancels it and the buyer is told", async () => {
    const agent = await insertUser({ role: 'agent', isApproved: true });
    const other = await insertUser({ role: 'agent', isApproved: true });
    const projectId = (await insertProject({ title: 'Lakeside Acres', createdBy: agent.id })).id;
    const first = await book(app, projectId, { phone: '9811200001', email: 'kiran@example.com' });
    const second = await book(app, projectId, { phone: '9811200002', slot: '12:00' });

    const listed = (await app.asAdmin('GET', '/api/admin/inquiries?kind=project&search=9811200001')).result as LeadListResponse;
    expect(listed.items[0]!.visit).toEqual({ id: first.id, status: 'requested', date: dayAhead(3), slot: OPEN_SLOT });

    const cancel = (id: number, cookie?: string) =>
      app.inject({ method: 'POST', url: `/api/agent/site-visits/${id}/cancel`, headers: cookie ? { cookie } : {} });
    expect((await cancel(first.id, app.cookieOf(other))).statusCode).toBe(404);
    const byAgent = await cancel(first.id, app.cookieOf(agent));
    expect(byAgent.statusCode).toBe(200);
    expect(JSON.parse(byAgent.payload)).toMatchObject({ id: first.id, status: 'cancelled' });
    expect((await email.sentTo('kiran@example.com')).map((mail) => mail.subject)).toContain('Site visit cancelled: Lakeside Acres');
    const again = await cancel(first.id, app.cookieOf(agent));
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(SITE_VISIT_TEXTS.alreadyCancelled);

    expect((await app.asAdmin('POST', `/api/agent/site-visits/${second.id}/cancel`)).statusCode).toBe(200);
    expect((await SiteVisit.query().findById(second.id))!.status).toBe('cancelled');
    const texts = await app.knex('outgoing_messages').where({ channel: 'sms', recipient: '9811200002' }).select('body');
    expect(texts.map((row: { body: string }) => row.body)).toContainEqual(expect.stringContaining('cancelled by the seller'));
  });
});
