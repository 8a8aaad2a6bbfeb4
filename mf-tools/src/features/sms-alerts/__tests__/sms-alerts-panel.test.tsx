import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SmsAlertsPanel from '../components/sms-alerts-panel';
import { fakeApi, renderPage } from '../../../test-support/render-page';

beforeEach(() => window.localStorage.clear());

const phoneInput = () => screen.getByLabelText('Mobile number');
const subscribeButton = () => screen.getByRole('button', { name: 'Subscribe' });

describe('the SMS alerts popover', () => {
  it('shows the +91 hint and keeps Subscribe disabled while the phone is empty', async () => {
    fakeApi({});
    renderPage(<SmsAlertsPanel />);
    expect(screen.getByText('Format: +91 followed by your 10-digit number')).toBeInTheDocument();
    expect(subscribeButton()).toBeDisabled();
    await userEvent.setup().type(phoneInput(), '98');
    expect(subscribeButton()).toBeEnabled();
  });

  it("says 'Phone number is required' for a blank number", async () => {
    fakeApi({});
    renderPage(<SmsAlertsPanel />);
    const user = userEvent.setup();
    await user.type(phoneInput(), '   ');
    await user.click(subscribeButton());
    expect(await screen.findByText('Phone number is required')).toBeInTheDocument();
  });

  it('refuses a number that is not an Indian mobile without calling the API', async () => {
    const calls = fakeApi({});
    renderPage(<SmsAlertsPanel />);
    const user = userEvent.setup();
    await user.type(phoneInput(), '12345');
    await user.click(subscribeButton());
    expect(await screen.findByText(/Enter an Indian mobile number/)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('checks the status only once more than 10 characters are typed', async () => {
    const calls = fakeApi({ 'GET /api/notifications/status': { status: 200, body: { subscribed: false } } });
    renderPage(<SmsAlertsPanel />);
    const user = userEvent.setup();
    await user.type(phoneInput(), '9876543210');
    expect(calls.filter((call) => call.url.startsWith('/api/notifications/status'))).toHaveLength(0);
    await user.clear(phoneInput());
    await user.type(phoneInput(), '+919876543210');
    await waitFor(() => expect(calls.some((call) => call.url === '/api/notifications/status?phoneNumber=%2B919876543210')).toBe(true));
  });

  it('subscribes with the chosen types, then shows the number, a green dot and Unsubscribe; unsubscribes back', async () => {
    const calls = fakeApi({
      'GET /api/notifications/status': { status: 200, body: { subscribed: false } },
      'POST /api/notifications/subscribe': { status: 200, body: { phoneNumber: '+919876543210', subscribed: true } },
      'POST /api/notifications/unsubscribe': { status: 200, body: { phoneNumber: '+919876543210', subscribed: false } },
    });
    renderPage(<SmsAlertsPanel />);
    const user = userEvent.setup();
    await user.type(phoneInput(), '98765 43210');
    await user.click(screen.getByLabelText('Residential'));
    await user.click(subscribeButton());
    expect(await screen.findByText('Subscribed: +919876543210')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/notifications/subscribe')?.body).toEqual({ phoneNumber: '+919876543210', propertyTypes: ['residential'] });
    expect(window.localStorage.getItem('plotwise.smsAlerts.phone')).toBe('+919876543210');

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/notifications/unsubscribe')?.body).toEqual({ phoneNumber: '+919876543210' });
    expect(window.localStorage.getItem('plotwise.smsAlerts.phone')).toBeNull();
  });

  it('opens in the subscribed state for a remembered, subscribed number', async () => {
    window.localStorage.setItem('plotwise.smsAlerts.phone', '+919876543210');
    fakeApi({ 'GET /api/notifications/status': { status: 200, body: { subscribed: true } } });
    renderPage(<SmsAlertsPanel />);
    expect(await screen.findByText('Subscribed: +919876543210')).toBeInTheDocument();
  });

  it.each([
    ['subscribe', 'POST /api/notifications/subscribe', false, 'Failed to subscribe to notifications'],
    ['unsubscribe', 'POST /api/notifications/unsubscribe', true, 'Failed to unsubscribe from notifications'],
  ])('says so when %s fails', async (_label, route, startSubscribed, message) => {
    window.localStorage.setItem('plotwise.smsAlerts.phone', '+919876543210');
    fakeApi({ 'GET /api/notifications/status': { status: 200, body: { subscribed: startSubscribed } }, [route]: { status: 500, body: { message: 'down' } } });
    renderPage(<SmsAlertsPanel />);
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: startSubscribed ? 'Unsubscribe' : 'Subscribe' });
    await user.click(button);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("says 'Failed to check subscription status' when the check fails", async () => {
    fakeApi({ 'GET /api/notifications/status': { status: 503, body: { message: 'down' } } });
    renderPage(<SmsAlertsPanel />);
    await userEvent.setup().type(phoneInput(), '+91 9876543210');
    expect(await screen.findByText('Failed to check subscription status')).toBeInTheDocument();
  });
});
