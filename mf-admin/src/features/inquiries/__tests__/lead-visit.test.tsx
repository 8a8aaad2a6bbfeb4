import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Lead } from '@plotwise/contracts';
import { ADMIN_USER, fakeApi, page, renderPage, toastTexts } from '../../../test-support/render-page';
import InquiriesPage from '../inquiries-page';

const visitLead: Lead = {
  record: 'enquiry', id: 5, kind: 'project', name: 'Meera Iyer', email: 'meera@example.com', phone: '9812345678', subject: 'Site visit', message: 'Site visit: Sat, 11:00 am',
  projectId: 12, projectTitle: 'Riverside Enclave', agentId: 31, agentName: 'Sahyadri Land Advisors', position: null, resumeUrl: null, phoneVerified: true,
  visit: { id: 77, status: 'requested', date: '2026-12-05', slot: '11:00' }, status: 'new', createdAt: '2026-11-20T10:00:00.000Z',
};

describe("an inquiry's site visit on the admin leads screen", () => {
  it('shows the verified marker and the visit, and confirms or cancels it for the seller', async () => {
    const { calls } = fakeApi({
      'GET /api/admin/inquiries': { status: 200, body: page([visitLead], { statusCounts: { new: 1, in_progress: 0, responded: 0 } }) },
      'POST /api/agent/site-visits/77/confirm': { status: 200, body: { id: 77, status: 'confirmed', date: '2026-12-05', slot: '11:00' } },
      'POST /api/agent/site-visits/77/cancel': { status: 200, body: { id: 77, status: 'cancelled', date: '2026-12-05', slot: '11:00' } },
    }, { user: ADMIN_USER });
    renderPage(<InquiriesPage />, '/admin/inquiries');
    const card = within(await screen.findByRole('article', { name: 'Project enquiry from Meera Iyer' }));
    expect(card.getByText('Verified phone')).toBeTruthy();
    const visit = within(card.getByTestId('lead-visit'));
    await userEvent.click(visit.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(toastTexts()).toContain('Visit confirmed; the buyer has been told'));
    await userEvent.click(visit.getByRole('button', { name: 'Cancel visit' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path === '/api/agent/site-visits/77/cancel')).toBe(true));
  });
});
