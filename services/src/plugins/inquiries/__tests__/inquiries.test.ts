import { INQUIRY_TEXTS } from '@plotwise/contracts';
import { Inquiry, Notification } from '../../../db/models';
import { insertProject } from '../../../../test/support/fixtures';
import { itGuardsAsAPublicForm, messageOf, nextAddress, postJson, withFormLimit } from '../../../../test/support/public-form';
import { useTestApp } from '../../../../test/support/test-app';
import { listInquiries, updateInquiryStatus } from '../inquiry-service';

const app = useTestApp({ configure: withFormLimit });

const contact = { name: 'Asha Patil', email: 'Asha@Example.com', subject: 'Site visit', message: 'Can I visit the Baner plots on Saturday?' };
const send = (payload: unknown, from?: string) => postJson(app, '/api/inquiries', payload, { from });

describe('POST /api/inquiries', () => {
  it('stores a contact-page inquiry with its subject and notifies the admins', async () => {
    const response = await send(contact);
    expect(response.statusCode).toBe(201);
    const { id } = JSON.parse(response.payload) as { id: number };
    const stored = await Inquiry.query().findById(id);
    expect(stored).toMatchObject({
      name: 'Asha Patil', email: 'asha@example.com', phone: '', subject: 'Site visit',
      message: contact.message, source: 'contact', status: 'new', projectId: null, projectTitle: null,
    });
    const notification = await Notification.query().where('type', 'new_inquiry').orderBy('id', 'desc').first();
    expect(notification).toMatchObject({ title: 'New inquiry from Asha Patil', link: '/admin/inquiries', read: false });
    expect(notification?.message).toBe('Site visit: Can I visit the Baner plots on Saturday?');
  });

  it('refuses a phone that is not an Indian phone number, as the inquiry form does', async () => {
    for (const phone of ['call me maybe', '12345', '+1 415 555 0100 22']) {
      const response = await send({ ...contact, phone }, nextAddress());
      expect([phone, response.statusCode, messageOf(response)]).toEqual([phone, 400, 'Please enter a valid phone number']);
    }
    expect((await send({ ...contact, phone: '+91 98765 43210' }, nextAddress())).statusCode).toBe(201);
  });

  it('stores the floating widget inquiry with its empty phone', async () => {
    const response = await send({ name: 'Ravi', email: 'ravi@example.com', phone: '', message: 'Call me back', source: 'widget' });
    expect(response.statusCode).toBe(201);
    const stored = await Inquiry.query().findById(JSON.parse(response.payload).id);
    expect(stored).toMatchObject({ source: 'widget', phone: '', subject: '' });
  });

  it('links a project inquiry to an approved project and keeps its title', async () => {
    const project = await insertProject({ title: 'Green Meadows' });
    const response = await send({ ...contact, phone: '9876543210', projectId: project.id });
    expect(response.statusCode).toBe(201);
    const stored = await Inquiry.query().findById(JSON.parse(response.payload).id);
    expect(stored).toMatchObject({ projectId: project.id, projectTitle: 'Green Meadows', source: 'project', phone: '9876543210' });
    const notification = await Notification.query().orderBy('id', 'desc').first();
    expect(notification).toMatchObject({ priority: 'high', message: `About Green Meadows: ${contact.message}` });
  });

  it.each([
    ['a pending project', async () => (await insertProject({ approvalStatus: 'pending' })).id],
    ['a project that does not exist', async () => 999_999],
  ])('refuses %s with 400 and stores nothing', async (_label, projectId) => {
    const before = await Inquiry.query().resultSize();
    const notificationsBefore = await Notification.query().resultSize();
    const response = await send({ ...contact, phone: '9876543210', projectId: await projectId() });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe('The project you are asking about is not available.');
    expect(await Inquiry.query().resultSize()).toBe(before);
    expect(await Notification.query().resultSize()).toBe(notificationsBefore);
  });

  it('refuses a project inquiry without a phone, as its form does, and stores nothing', async () => {
    const project = await insertProject();
    const before = await Inquiry.query().resultSize();
    const response = await send({ ...contact, projectId: project.id });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(INQUIRY_TEXTS.phoneInvalid);
    expect(await Inquiry.query().resultSize()).toBe(before);
  });

  it.each([
    ['a missing name', { email: 'a@example.com', message: 'Hi' }, 'Please enter your name'],
    ['a blank name', { name: '   ', email: 'a@example.com', message: 'Hi' }, 'Please enter your name'],
    ['a missing message', { name: 'A', email: 'a@example.com' }, 'Please enter your message'],
    ['an invalid email', { name: 'A', email: 'not-an-email', message: 'Hi' }, 'Please enter a valid email'],
    ['a missing email', { name: 'A', message: 'Hi' }, INQUIRY_TEXTS.emailRequired],
    ['an oversized name', { ...contact, name: 'x'.repeat(101) }, INQUIRY_TEXTS.nameTooLong],
    ['a number as the name', { name: 42, email: 'a@example.com', message: 'Hi' }, 'name: Invalid input: expected string, received number'],
    ['a string projectId', { ...contact, projectId: '12' }, 'projectId: Invalid input: expected number, received string'],
    ['an unknown source', { ...contact, source: 'fax' }, 'source must be one of: contact, widget, project, city'],
    ['an unknown field', { ...contact, budget: '1 Cr' }, 'Unknown field: budget'],
    ['an oversized message', { ...contact, message: 'x'.repeat(5001) }, INQUIRY_TEXTS.messageTooLong],
  ])('answers 400 for %s', async (_label, payload, message) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(message);
  });

  itGuardsAsAPublicForm({ send, valid: () => contact, acceptedStatus: 201, storedCount: () => Inquiry.query().resultSize() });
});

describe('inquiry service for the admin list', () => {
  it('lists newest first by status and moves an inquiry through its statuses', async () => {
    const { id } = JSON.parse((await send({ ...contact, name: 'Status Check' })).payload) as { id: number };
    expect((await listInquiries({ status: 'new' }))[0]).toMatchObject({ id, status: 'new' });
    expect(await updateInquiryStatus(id, 'in_progress')).toMatchObject({ id, status: 'in_progress' });
    const responded = await updateInquiryStatus(id, 'responded');
    expect(responded.status).toBe('responded');
    expect(new Date(responded.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(responded.createdAt).getTime());
    expect((await listInquiries({ status: 'responded' })).map((inquiry) => inquiry.id)).toEqual([id]);
    await expect(updateInquiryStatus(999_999, 'responded')).rejects.toMatchObject({ output: { statusCode: 404 } });
  });
});
