import { Inquiry, JobApplication, NewsletterSubscriber, QuoteRequest } from '../../../db/models';
import { insertProject, insertUser } from '../../../../test/support/fixtures';
import { SAMPLE_FILES, uploadedUrl } from '../../../../test/support/multipart';
import { postJson } from '../../../../test/support/public-form';
import { expectAdminOnly, messageOf, useTestApp } from '../../../../test/support/test-app';

const app = useTestApp({ signInAdmin: true });

interface LeadPage {
  items: Array<Record<string, unknown> & { record: string; id: number; kind: string; status: string }>;
  total: number;
  statusCounts: Record<string, number>;
}
const leads = async (query = '') => {
  const response = await app.asAdmin('GET', `/api/admin/inquiries${query}`);
  expect(response.statusCode).toBe(200);
  return response.result as LeadPage;
};

const idOf = (response: { payload: string }) => (JSON.parse(response.payload) as { id: number }).id;

describe('GET /api/admin/inquiries', () => {
  const ids: Record<string, number> = {};
  let resumeUrl = '';

  beforeAll(async () => {
    const project = await insertProject({ title: 'Riverside Enclave' });
    ids.project = idOf(await postJson(app, '/api/inquiries', { name: 'Project Asker', email: 'asker@example.com', phone: '9800000001', message: 'Is the corner plot free?', projectId: project.id }));
    ids.city = idOf(await postJson(app, '/api/inquiries', { name: 'City Asker', email: 'city@example.com', message: 'Plots in Nashik?', source: 'city' }));
    ids.contact = idOf(await postJson(app, '/api/inquiries', { name: 'Contact Person', email: 'contact@example.com', subject: 'Partnership', message: 'We build layouts.' }));
    ids.widget = idOf(await postJson(app, '/api/inquiries', { name: 'Widget Person', email: 'widget@example.com', message: 'Call me back.', source: 'widget' }));
    ids.quote = idOf(await postJson(app, '/api/quotes', { name: 'Quote Seeker', mobile: '9800000005', message: 'Legal verification for 2 plots.' }));
    resumeUrl = await uploadedUrl(app, 'resume', 'cv.pdf', SAMPLE_FILES.pdf());
    ids.application = idOf(await postJson(app, '/api/job-applications', {
      name: 'Job Seeker', email: 'seeker@example.com', phone: '9800000006', position: 'Property Advisor', message: 'Five years in sales.', resumeUrl,
    }));
    for (const key of ['project', 'city', 'contact', 'widget', 'quote', 'application']) expect(ids[key]).toBeGreaterThan(0);
  });

  it('lists every kind of lead, newest first, with what each carries', async () => {
    const page = await leads();
    expect(page.items.map((item) => item.kind)).toEqual(['application', 'quote', 'widget', 'contact', 'city', 'project']);
    expect(page.total).toBe(6);
    expect(page.statusCounts).toEqual({ new: 6, in_progress: 0, responded: 0 });
    const byKind = Object.fromEntries(page.items.map((item) => [item.kind, item]));
    expect(byKind.project).toMatchObject({ record: 'enquiry', id: ids.project, name: 'Project Asker', phone: '9800000001', projectTitle: 'Riverside Enclave', status: 'new' });
    expect(byKind.contact).toMatchObject({ subject: 'Partnership', projectId: null, position: null, resumeUrl: null });
    expect(byKind.quote).toMatchObject({ record: 'quote', id: ids.quote, email: null, phone: '9800000005', message: 'Legal verification for 2 plots.' });
    expect(byKind.application).toMatchObject({ record: 'application', id: ids.application, position: 'Property Advisor', resumeUrl, email: 'seeker@example.com' });
    expect(Object.keys(byKind.project!).sort()).toEqual(
      ['agentId', 'agentName', 'createdAt', 'email', 'id', 'kind', 'message', 'name', 'phone', 'phoneVerified', 'position', 'projectId', 'projectTitle', 'record', 'resumeUrl', 'status', 'subject', 'visit'],
    );
  });

  it('moves each kind new → in_progress → responded, and filters by kind, status and search', async () => {
    for (const [record, key] of [['enquiry', 'contact'], ['quote', 'quote'], ['application', 'application']] as const) {
      const progress = await app.asAdmin('PATCH', `/api/admin/inquiries/${record}/${ids[key]}/status`, { status: 'in_progress' });
      expect(progress.statusCode).toBe(200);
      expect(progress.result).toMatchObject({ record, id: ids[key], status: 'in_progress' });
    }
    const responded = await app.asAdmin('PATCH', `/api/admin/inquiries/application/${ids.application}/status`, { status: 'responded' });
    expect(responded.result).toMatchObject({ kind: 'application', status: 'responded', resumeUrl });
    expect((await JobApplication.query().findById(ids.application!))?.status).toBe('responded');
    expect((await QuoteRequest.query().findById(ids.quote!))?.status).toBe('in_progress');
    expect((await Inquiry.query().findById(ids.contact!))?.status).toBe('in_progress');

    expect((await leads('?status=in_progress')).items.map((item) => item.kind)).toEqual(['quote', 'contact']);
    expect(await leads('?kind=application')).toMatchObject({ total: 1, statusCounts: { new: 0, in_progress: 0, responded: 1 } });
    expect((await leads('?kind=widget&status=new')).items.map((item) => item.id)).toEqual([ids.widget]);
    expect((await leads('?kind=quote&status=new')).items).toEqual([]);
    expect((await leads('?search=seeker')).items.map((item) => item.kind)).toEqual(['application', 'quote']);
    expect((await leads('?search=9800000005')).items.map((item) => item.kind)).toEqual(['quote']);
    expect((await leads('?search=CONTACT@example')).items.map((item) => item.kind)).toEqual(['contact']);
    expect((await leads('?status=all&kind=all')).total).toBe(6);
    const paged = await leads('?pageSize=2&page=3');
    expect(paged.items.map((item) => item.kind)).toEqual(['city', 'project']);
  });

  it.each([
    ['?kind=newsletter', 'kind must be one of: all, project, city, contact, widget, quote, application'],
    ['?status=closed', 'status must be one of: all, new, in_progress, responded'],
    ['?kind=quote&kind=widget', 'kind may be given only once'],
    ['?pageSize=0', 'pageSize must be a positive whole number'],
  ])('answers 400 to %s', async (query, message) => {
    const response = await app.asAdmin('GET', `/api/admin/inquiries${query}`);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(message);
  });
});

describe('PATCH /api/admin/inquiries/{record}/{id}/status', () => {
  it.each([
    ['enquiry', { status: 'done' }, 'status must be one of: new, in_progress, responded'],
    ['enquiry', {}, 'status must be one of: new, in_progress, responded'],
    ['enquiry', { status: 'responded', name: 'x' }, 'Unknown field: name'],
    ['inquiry', { status: 'responded' }, 'record must be one of: enquiry, quote, application'],
  ])('answers 400 to %s %j', async (record, payload, message) => {
    const inquiry = await Inquiry.query().insertAndFetch({ name: 'A', email: 'a@example.com', message: 'Hi', source: 'contact', status: 'new' });
    const response = await app.asAdmin('PATCH', `/api/admin/inquiries/${record}/${inquiry.id}/status`, payload);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(message);
    expect((await Inquiry.query().findById(inquiry.id))?.status).toBe('new');
  });

  it("answers 404 'Inquiry not found' for an unknown lead of each record", async () => {
    for (const record of ['enquiry', 'quote', 'application']) {
      const response = await app.asAdmin('PATCH', `/api/admin/inquiries/${record}/999999/status`, { status: 'responded' });
      expect(response.statusCode).toBe(404);
      expect(messageOf(response)).toBe('Inquiry not found');
    }
  });

  it('refuses visitors, users and agents', async () => {
    const inquiry = await Inquiry.query().insertAndFetch({ name: 'A', email: 'a@example.com', message: 'Hi', source: 'contact', status: 'new' });
    const url = `/api/admin/inquiries/enquiry/${inquiry.id}/status`;
    await expectAdminOnly(app, [['PATCH', url, { status: 'responded' }], ['GET', '/api/admin/inquiries']]);
    expect((await Inquiry.query().findById(inquiry.id))?.status).toBe('new');
  });
});

describe('GET /api/admin/inquiries/newsletter', () => {
  it('lists sign-ups newest first, searchable and paged', async () => {
    for (const email of ['first@example.com', 'second@example.com', 'third@sample.org']) {
      expect((await postJson(app, '/api/newsletter', { email })).statusCode).toBe(201);
    }
    const response = await app.asAdmin('GET', '/api/admin/inquiries/newsletter');
    expect(response.statusCode).toBe(200);
    const page = response.result as { items: Array<{ email: string }>; total: number };
    expect(page.items.map((item) => item.email)).toEqual(['third@sample.org', 'second@example.com', 'first@example.com']);
    expect(page.total).toBe(await NewsletterSubscriber.query().resultSize());
    const searched = (await app.asAdmin('GET', '/api/admin/inquiries/newsletter?search=example.com')).result as { items: Array<{ email: string }> };
    expect(searched.items.map((item) => item.email)).toEqual(['second@example.com', 'first@example.com']);
  });

  it('answers 400 to an unknown filter and refuses non-admins', async () => {
    const response = await app.asAdmin('GET', '/api/admin/inquiries/newsletter?status=new');
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe('Unknown field: status');
    expect((await app.inject('/api/admin/inquiries/newsletter')).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/admin/inquiries/newsletter', headers: { cookie: app.cookieOf(await insertUser()) } })).statusCode).toBe(403);
  });
});
