import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OutgoingMessageView } from '@plotwise/contracts';
import { ADMIN_USER, fakeApi, page, renderPage, toastTexts } from '../../../test-support/render-page';
import MessagesPage from '../messages-page';

const failed: OutgoingMessageView = {
  id: 41, channel: 'sms', recipient: '+91 98*****003', subject: null, purpose: 'lead-notification', status: 'failed', attempts: 3,
  lastError: 'Twilio answered 500', createdAt: '2026-11-20T10:00:00.000Z', sentAt: null, failedAt: '2026-11-20T10:05:00.000Z',
};

describe('the failed messages page', () => {
  it('lists failed messages with channel, masked recipient, error and attempts, and retries one', async () => {
    const { calls } = fakeApi({
      'GET /api/admin/messages': { status: 200, body: page([failed]) },
      'POST /api/admin/messages/41/retry': { status: 200, body: { id: 41, status: 'queued' } },
    }, { user: ADMIN_USER });
    renderPage(<MessagesPage />, '/admin/messages');
    const table = within(await screen.findByRole('table', { name: 'Messages' }));
    expect(calls.find((call) => call.path === '/api/admin/messages')?.query.get('status')).toBe('failed');
    const row = within(table.getByText('+91 98*****003').closest('tr')!);
    expect(row.getByText('SMS')).toBeTruthy();
    expect(row.getByText('Twilio answered 500')).toBeTruthy();
    expect(row.getByText('3')).toBeTruthy();
    await userEvent.click(row.getByRole('button', { name: 'Retry message 41' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path === '/api/admin/messages/41/retry')).toBe(true));
    await waitFor(() => expect(toastTexts()).toContain('Queued again'));
  });
});
