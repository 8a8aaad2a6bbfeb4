import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_USER, fakeApi, renderPage, toastTexts } from '../../../test-support/render-page';
import NewsletterPage from '../newsletter-page';

const issue = (extra: Record<string, unknown> = {}) => ({ id: 4, subject: 'Prices', body: '# March\n\n- Baner up', createdAt: '2026-11-20T06:00:00.000Z', sentAt: null, recipients: 0, delivered: 0, ...extra });

describe('/admin/newsletter', () => {
  it('previews the issue as rendered, saves it, sends a test and then to every confirmed subscriber', async () => {
    const calls = fakeApi({
      'GET /api/admin/newsletter/issues': [{ status: 200, body: { items: [], confirmedSubscribers: 2 } }, { status: 200, body: { items: [issue()], confirmedSubscribers: 2 } }],
      'POST /api/admin/newsletter/issues': { status: 201, body: issue() },
      'GET /api/admin/newsletter/reconfirm': { status: 200, body: { waiting: 0, asked: 0 } },
      'PUT /api/admin/newsletter/issues/4': { status: 200, body: issue() },
      'POST /api/admin/newsletter/issues/4/test': { status: 200, body: { message: 'Test sent to admin@plotwise.test' } },
      'POST /api/admin/newsletter/issues/4/send': { status: 200, body: { issue: issue({ sentAt: '2026-11-21T06:00:00.000Z', recipients: 2 }), message: 'Queued for 2 subscribers' } },
    }, { user: ADMIN_USER }).calls;
    renderPage(<NewsletterPage />, '/admin/newsletter');
    await screen.findByText('2 confirmed subscribers');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Subject'), 'Prices');
    await user.type(screen.getByLabelText(/^Body/), '# March{enter}{enter}- Baner up');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = within(screen.getByTestId('newsletter-preview'));
    expect(preview.getByRole('heading', { name: 'March' })).toBeTruthy();
    expect(preview.getByRole('listitem').textContent).toBe('Baner up');

    await user.click(screen.getByRole('button', { name: 'Send a test to me' }));
    await waitFor(() => expect(toastTexts()).toContain('Test sent to admin@plotwise.test'));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain('POST /api/admin/newsletter/issues');

    await user.click(screen.getByRole('button', { name: 'Send to all confirmed subscribers' }));
    await screen.findByText('Send this issue to 2 confirmed subscribers?');
    const dialog = within(screen.getByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Send to all confirmed subscribers' }));
    await waitFor(() => expect(toastTexts()).toContain('Queued for 2 subscribers'));
    expect(calls.filter((call) => call.path === '/api/admin/newsletter/issues/4/send')).toHaveLength(1);
  });

  it('asks subscribers from before double opt-in to confirm, once, showing how many wait and were asked', async () => {
    const calls = fakeApi({
      'GET /api/admin/newsletter/issues': { status: 200, body: { items: [], confirmedSubscribers: 1 } },
      'GET /api/admin/newsletter/reconfirm': { status: 200, body: { waiting: 3, asked: 0 } },
      'POST /api/admin/newsletter/reconfirm': { status: 200, body: { waiting: 0, asked: 3, queued: 3, message: 'Confirmation emails queued for 3 subscribers' } },
    }, { user: ADMIN_USER }).calls;
    renderPage(<NewsletterPage />, '/admin/newsletter');
    await screen.findByText('3 subscribers from before confirmation have not been asked to confirm · 0 asked so far');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ask them to confirm' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Email 3 subscribers a confirmation link?')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Ask them to confirm' }));
    await waitFor(() => expect(toastTexts()).toContain('Confirmation emails queued for 3 subscribers'));
    await screen.findByText('0 subscribers from before confirmation have not been asked to confirm · 3 asked so far');
    expect((screen.getByRole('button', { name: 'Ask them to confirm' }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls.filter((call) => call.method === 'POST' && call.path === '/api/admin/newsletter/reconfirm')).toHaveLength(1);
  });
});
