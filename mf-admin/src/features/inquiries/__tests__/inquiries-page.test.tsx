import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Lead } from '@plotwise/contracts';
import { adminScreen, clickForToast, page, toastTexts } from '../../../test-support/render-page';
import InquiriesPage from '../inquiries-page';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const base = { email: null, phone: '', subject: '', message: '', projectId: null, projectTitle: null, agentId: null, agentName: null, position: null, resumeUrl: null, phoneVerified: false, visit: null, status: 'new' as const };
const leads: Lead[] = [
  { ...base, record: 'application', id: 1, kind: 'application', name: 'Priya Nair', email: 'priya@example.com', phone: '9800000001', message: 'Five years in sales.', position: 'Property Advisor', resumeUrl: '/api/files/abc', createdAt: minutesAgo(5) },
  { ...base, record: 'quote', id: 2, kind: 'quote', name: 'Rahul Mehta', phone: '9812345678', message: 'Survey for 2 acres.', status: 'in_progress', createdAt: minutesAgo(90) },
  { ...base, record: 'enquiry', id: 3, kind: 'project', name: 'Anil Shah', email: 'anil@example.com', message: 'Is the corner plot free?', projectId: 12, projectTitle: 'Riverside Enclave', agentId: 31, agentName: 'Sahyadri Land Advisors', createdAt: minutesAgo(60 * 30) },
  { ...base, record: 'enquiry', id: 4, kind: 'contact', name: 'Meena Rao', email: 'meena@example.com', subject: 'Partnership', message: 'We build layouts.', status: 'responded', createdAt: minutesAgo(2) },
  { ...base, record: 'enquiry', id: 5, kind: 'widget', name: 'Widget Person', email: 'w@example.com', message: 'Call me back.', createdAt: minutesAgo(3) },
];
const cardOf = (kind: string, name: string) => within(screen.getByRole('article', { name: `${kind} from ${name}` }));

const openInquiries = adminScreen(<InquiriesPage />, '/admin/inquiries', () => ({
  'GET /api/admin/inquiries': (call) => {
    const kind = call.query.get('kind');
    const items = leads.filter((lead) => !kind || lead.kind === kind);
    return { status: 200, body: page(items, { statusCounts: { new: 3, in_progress: 1, responded: 1 } }) };
  },
  'PATCH /api/admin/inquiries/enquiry/3/status': (call) => ({ status: 200, body: { ...leads[2], status: (call.body as { status: string }).status } }),
  'PATCH /api/admin/inquiries/quote/2/status': (call) => ({ status: 200, body: { ...leads[1], status: (call.body as { status: string }).status } }),
  'GET /api/admin/inquiries/newsletter': { status: 200, body: page([{ id: 1, email: 'reader@example.com', createdAt: '2025-03-05T06:00:00.000Z' }]) },
}));

describe('/admin/inquiries', () => {
  it('lists every kind with name, contact, subject, message, project link, resume link, status and time', async () => {
    openInquiries();
    expect(screen.getByRole('heading', { name: 'Inquiries' })).toBeTruthy();
    await screen.findByRole('article', { name: 'Job application from Priya Nair' });
    expect(screen.getByText('5 inquiries')).toBeTruthy();
    const application = cardOf('Job application', 'Priya Nair');
    expect(application.getByText('Property Advisor')).toBeTruthy();
    expect(application.getByRole('link', { name: 'View resume' }).getAttribute('href')).toBe('/api/files/abc');
    expect(application.getByText('5 minutes ago')).toBeTruthy();
    expect(application.getByText('New')).toBeTruthy();
    const quote = cardOf('Quote request', 'Rahul Mehta');
    expect(quote.getByText('In Progress')).toBeTruthy();
    expect(quote.getByText('1 hour ago')).toBeTruthy();
    expect(quote.getByText('Survey for 2 acres.')).toBeTruthy();
    const inquiry = cardOf('Project enquiry', 'Anil Shah');
    expect(inquiry.getByRole('link', { name: 'Riverside Enclave' }).getAttribute('href')).toBe('/projects/12');
    expect(inquiry.getByRole('link', { name: 'anil@example.com' })).toBeTruthy();
    const contact = cardOf('Contact message', 'Meena Rao');
    expect(contact.getByText('Partnership')).toBeTruthy();
    expect(contact.getByText('Responded')).toBeTruthy();
    expect(cardOf('Widget message', 'Widget Person').getByText('Call me back.')).toBeTruthy();
  });

  it("offers 'Mark In Progress' while new and 'Mark Responded' until responded", async () => {
    const calls = openInquiries();
    await screen.findByRole('article', { name: 'Project enquiry from Anil Shah' });
    expect(cardOf('Project enquiry', 'Anil Shah').getByRole('button', { name: 'Mark In Progress' })).toBeTruthy();
    expect(cardOf('Quote request', 'Rahul Mehta').queryByRole('button', { name: 'Mark In Progress' })).toBeNull();
    expect(cardOf('Contact message', 'Meena Rao').queryByRole('button', { name: 'Mark Responded' })).toBeNull();
    await clickForToast(cardOf('Project enquiry', 'Anil Shah').getByRole('button', { name: 'Mark In Progress' }), 'Inquiry status updated');
    await userEvent.click(cardOf('Quote request', 'Rahul Mehta').getByRole('button', { name: 'Mark Responded' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => [call.path, call.body])).toEqual([
      ['/api/admin/inquiries/enquiry/3/status', { status: 'in_progress' }],
      ['/api/admin/inquiries/quote/2/status', { status: 'responded' }],
    ]);
  });

  it('opens filtered by a notification link (?kind=quote) and filters by status', async () => {
    const calls = openInquiries({}, '/admin/inquiries?kind=quote');
    await screen.findByRole('article', { name: 'Quote request from Rahul Mehta' });
    expect(screen.queryByRole('article', { name: 'Job application from Priya Nair' })).toBeNull();
    expect(screen.getByLabelText('Kind')).toHaveValue('quote');
    expect(calls[0]!.query.get('kind')).toBe('quote');
    const statuses = within(screen.getByRole('group', { name: 'Status' }));
    expect(statuses.getAllByRole('button').map((button) => button.textContent)).toEqual(['All', 'New (3)', 'In Progress (1)', 'Responded (1)']);
    await userEvent.setup().click(statuses.getByRole('button', { name: 'Responded (1)' }));
    await waitFor(() => expect(calls.at(-1)!.query.get('status')).toBe('responded'));
    expect(calls.at(-1)!.query.get('kind')).toBe('quote');
  });

  it("says 'Failed to update inquiry status' on failure", async () => {
    openInquiries({ 'PATCH /api/admin/inquiries/enquiry/3/status': { status: 404, body: { message: 'Inquiry not found' } } });
    await screen.findByRole('article', { name: 'Project enquiry from Anil Shah' });
    await clickForToast(cardOf('Project enquiry', 'Anil Shah').getByRole('button', { name: 'Mark Responded' }), 'Failed to update inquiry status');
    expect(toastTexts()).toContain('Inquiry not found');
  });

  it('shows newsletter sign-ups in their own tab', async () => {
    openInquiries();
    await screen.findByRole('article', { name: 'Job application from Priya Nair' });
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Newsletter Sign-ups' }));
    expect(await screen.findByRole('link', { name: 'reader@example.com' })).toBeTruthy();
    expect(screen.getByText('Signed up 5 March 2025')).toBeTruthy();
    expect(screen.getByText('1 subscriber')).toBeTruthy();
    expect(screen.getByTestId('search').textContent).toBe('?tab=newsletter');
  });

  it('as a table: sorts by status through the API and marks the selected leads Responded in one call, after one confirmation', async () => {
    const calls = openInquiries({
      'POST /api/admin/inquiries/bulk': () => ({
        status: 200,
        body: { results: [{ record: 'quote', id: 2, outcome: 'done' }, { record: 'enquiry', id: 3, outcome: 'done' }], done: 2 },
      }),
    }, '/admin/inquiries?view=table');
    const table = await screen.findByRole('table', { name: 'Inquiries' });
    await userEvent.click(within(within(table).getByRole('columnheader', { name: /Status/ })).getByRole('button'));
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/admin/inquiries').at(-1)!.query.get('sortBy')).toBe('status'));
    expect(within(table).getByRole('columnheader', { name: /Status/ })).toHaveAttribute('aria-sort', 'ascending');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Quote request from Rahul Mehta' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Project enquiry from Anil Shah' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Bulk actions' })).getByRole('button', { name: 'Mark Responded' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark 2 leads Responded?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark Responded' }));
    await waitFor(() => expect(toastTexts()).toContain('2 leads marked Responded'));
    expect(calls.filter((call) => call.path === '/api/admin/inquiries/bulk').map((call) => call.body)).toEqual([
      { action: 'mark_responded', leads: [{ record: 'quote', id: 2 }, { record: 'enquiry', id: 3 }] },
    ]);
  });
});
