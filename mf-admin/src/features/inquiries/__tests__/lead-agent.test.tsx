import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Lead } from '@plotwise/contracts';
import { ADMIN_USER, fakeApi, page, renderPage, toastTexts } from '../../../test-support/render-page';
import InquiriesPage from '../inquiries-page';

const inquiry: Lead = {
  record: 'enquiry', id: 3, kind: 'project', name: 'Anil Shah', email: 'anil@example.com', phone: '9800000003', subject: '', message: 'Is the corner plot free?',
  projectId: 12, projectTitle: 'Riverside Enclave', agentId: 31, agentName: 'Sahyadri Land Advisors', position: null, resumeUrl: null, phoneVerified: false, visit: null, status: 'new', createdAt: '2026-11-20T10:00:00.000Z',
};
const agent = (id: number, name: string, agencyName: string) => ({ id, name, agencyName, email: `${id}@example.com`, phone: null, role: 'agent', isApproved: true, isActive: true, createdAt: '2025-01-01T00:00:00.000Z' });

describe('an inquiry routed to an agent, on the admin leads screen', () => {
  it('names the agent and hands the lead to another approved agent', async () => {
    const { calls } = fakeApi({
      'GET /api/admin/inquiries': { status: 200, body: page([inquiry], { statusCounts: { new: 1, in_progress: 0, responded: 0 } }) },
      'GET /api/admin/agents': { status: 200, body: page([agent(31, 'Rohan', 'Sahyadri Land Advisors'), agent(32, 'Neha', 'Konkan Realty')], { counts: { pending: 0, approved: 2, total: 2 } }) },
      'PATCH /api/admin/inquiries/enquiry/3/agent': { status: 200, body: {} },
    }, { user: ADMIN_USER });
    renderPage(<InquiriesPage />, '/admin/inquiries');
    const card = within(await screen.findByRole('article', { name: 'Project enquiry from Anil Shah' }));
    expect(card.getByText(/Sahyadri Land Advisors/)).toBeTruthy();

    await userEvent.click(card.getByRole('button', { name: 'Reassign' }));
    const choice = await card.findByRole('combobox', { name: 'Assign to agent' });
    await waitFor(() => expect(within(choice).getAllByRole('option').map((option) => option.textContent)).toEqual(['Assign to agent', 'Konkan Realty (Neha)']));
    expect(calls.find((call) => call.path === '/api/admin/agents')?.query.get('status')).toBe('approved');
    await userEvent.selectOptions(choice, '32');
    await userEvent.click(card.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ agentId: 32 }));
    await waitFor(() => expect(toastTexts()).toContain('Lead reassigned'));
  });
});
