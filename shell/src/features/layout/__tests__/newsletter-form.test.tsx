import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@plotwise/ui';
import { NewsletterForm } from '../newsletter-form';

function fakeFetch(status: number, body: unknown) {
  const calls: Array<{ url: string; body: unknown }> = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    return { ok: status < 300, status, statusText: String(status), headers: { get: () => 'application/json' }, json: async () => body, text: async () => JSON.stringify(body) };
  }) as unknown as typeof fetch;
  return calls;
}

const toastText = () => screen.queryAllByTestId('toast').map((toast) => toast.textContent).join(' ');

describe('the footer newsletter form', () => {
  it('posts the address to /api/newsletter and says Subscribed', async () => {
    const calls = fakeFetch(201, { subscribed: true, message: 'You will receive our newsletter at this address.' });
    render(<AppProviders><NewsletterForm /></AppProviders>);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address'), 'Reader@Example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(toastText()).toContain('Subscribed'));
    expect(calls).toEqual([{ url: '/api/newsletter', body: { email: 'reader@example.com' } }]);
    expect(screen.getByLabelText('Email address')).toHaveValue('');
  });

  it('refuses an invalid address without calling the API', async () => {
    const calls = fakeFetch(201, {});
    render(<AppProviders><NewsletterForm /></AppProviders>);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address'), 'reader@');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(toastText()).toContain('Please enter a valid email'));
    expect(calls).toHaveLength(0);
  });

  it("says 'Subscription failed' with the server's reason", async () => {
    fakeFetch(429, { message: 'Too many submissions from your network. Please wait a few minutes and try again.' });
    render(<AppProviders><NewsletterForm /></AppProviders>);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address'), 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(toastText()).toContain('Subscription failed'));
    expect(toastText()).toContain('Too many submissions');
  });
});
