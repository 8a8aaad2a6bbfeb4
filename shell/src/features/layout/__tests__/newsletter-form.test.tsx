import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@plotwise/ui';
import { fakeApi, toastTexts } from '../../../test-support/fake-api';
import { NewsletterForm } from '../newsletter-form';

const newsletterApi = (status: number, body: unknown) => fakeApi({ 'POST /api/newsletter': { status, body } });

describe('the footer newsletter form', () => {
  it('posts the address to /api/newsletter and says Subscribed', async () => {
    const { calls } = newsletterApi(201, { subscribed: true, message: 'You will receive our newsletter at this address.' });
    render(<AppProviders><NewsletterForm /></AppProviders>);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address'), 'Reader@Example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(toastTexts()).toContain('Subscribed'));
    expect(calls.map(({ url, body }) => ({ url, body }))).toEqual([{ url: '/api/newsletter', body: { email: 'reader@example.com' } }]);
    expect(screen.getByLabelText('Email address')).toHaveValue('');
  });

  it('refuses an invalid address without calling the API', async () => {
    const { calls } = newsletterApi(201, {});
    render(<AppProviders><NewsletterForm /></AppProviders>);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address'), 'reader@');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(toastTexts()).toContain('Please enter a valid email'));
    expect(calls).toHaveLength(0);
  });

  it("says 'Subscription failed' with the server's reason", async () => {
    newsletterApi(429, { message: 'Too many submissions from your network. Please wait a few minutes and try again.' });
    render(<AppProviders><NewsletterForm /></AppProviders>);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address'), 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(toastTexts()).toContain('Subscription failed'));
    expect(toastTexts()).toContain('Too many submissions');
  });
});
