import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SmsAlertsPanel from '../components/sms-alerts-panel';
import { fakeApi, renderPage } from '../../../test-support/render-page';

beforeEach(() => window.localStorage.clear());

const phoneInput = () => screen.getByLabelText('Mobile number');
const subscribeButton = () => screen.getByRole('button', { name: 'Subscribe' });
const TOKENS_KEY = 'plotwise.smsAlerts.tokens';
/** This browser confirmed the number earlier and holds its token. */
const holdToken = (phoneNumber: string, token = 'token-of-this-browser') => window.localStorage.setItem(TOKENS_KEY, JSON.stringify({ [phoneNumber]: token }));
const CODE_SENT = { status: 200, body: { phoneNumber: '+919876543210', codeSent: true } };
const VERIFIED = { status: 200, body: { phoneNumber: '+919876543210', subscribed: true, token: 'new-token' } };

/** Asks for a code for 9876543210, then types `code` and confirms it. */
async function confirmCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.type(phoneInput(), '9876543210');
  await user.click(subscribeButton());
  await user.type(await screen.findByLabelText('Code'), code);
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
}

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
    const { calls } = fakeApi({});
    renderPage(<SmsAlertsPanel />);
    const user = userEvent.setup();
    await user.type(phoneInput(), '12345');
    await user.click(subscribeButton());
    expect(await screen.findByText(/Enter an Indian mobile number/)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('checks the status, with the stored token, only once more than 10 characters are typed', async () => {
    holdToken('+919876543210');
    const { calls } = fakeApi({ 'GET /api/notifications/status': { status: 200, body: { subscribed: false } } });
    renderPage(<SmsAlertsPanel />);
    const user = userEvent.setup();
    await user.type(phoneInput(), '9876543210');
    expect(calls.filter((call) => call.url.startsWith('/api/notifications/status'))).toHaveLength(0);
    await user.clear(phoneInput());
    await user.type(phoneInput(), '+919876543210');
    await waitFor(() => expect(calls.some((call) => call.url === '/api/notifications/status?phoneNumber=%2B919876543210&token=token-of-this-browser')).toBe(true));
  });

  it('asks nothing about a number this browser holds no token for: only its holder may know', async () => {
    const { calls } = fakeApi({ 'GET /api/notifications/status': { status: 200, body: { subscribed: true } } });
    renderPage(<SmsAlertsPanel />);
    await userEvent.setup().type(phoneInput(), '+919876543210');
    expect(subscribeButton()).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('subscribes with the chosen types, asks for the texted code, then shows the number, a green dot and Unsubscribe; unsubscribes back', async () => {
    const { calls } = fakeApi({
      'POST /api/notifications/subscribe': CODE_SENT,
      'POST /api/notifications/verify': VERIFIED,
      'POST /api/notifications/unsubscribe': { status: 200, body: { phoneNumber: '+919876543210', subscribed: false } },
    });
    renderPage(<SmsAlertsPanel />);
    const user = userEvent.setup();
    await user.type(phoneInput(), '98765 43210');
    await user.click(screen.getByLabelText('Residential'));
    await user.click(subscribeButton());
    expect(calls.find((call) => call.url === '/api/notifications/subscribe')?.body).toEqual({ phoneNumber: '+919876543210', propertyTypes: ['residential'] });
    expect(await screen.findByText('Enter the 6-digit code we sent to +91 98765 43210')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Subscribed: +919876543210')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/notifications/verify')?.body).toEqual({ phoneNumber: '+919876543210', code: '123456' });
    expect(JSON.parse(window.localStorage.getItem(TOKENS_KEY)!)).toEqual({ '+919876543210': 'new-token' });
    expect(window.localStorage.getItem('plotwise.smsAlerts.phone')).toBe('+919876543210');
    expect(calls.filter((call) => call.url.startsWith('/api/notifications/status'))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/notifications/unsubscribe')?.body).toEqual({ phoneNumber: '+919876543210', token: 'new-token' });
    expect(window.localStorage.getItem(TOKENS_KEY)).toBeNull();
    expect(window.localStorage.getItem('plotwise.smsAlerts.phone')).toBeNull();
  });

  it("shows the API's reason for a refused code, sends a new code, and goes back to change the number", async () => {
    const { calls } = fakeApi({
      'POST /api/notifications/subscribe': CODE_SENT,
      'POST /api/notifications/verify': { status: 400, body: { message: 'That code is wrong or has expired. Check the SMS or ask for a new code.' } },
    });
    renderPage(<SmsAlertsPanel />);
    const user = userEvent.setup();
    await confirmCode(user, '000000');
    expect(await screen.findByText('That code is wrong or has expired. Check the SMS or ask for a new code.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('We sent a new code.')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/notifications/subscribe')).toHaveLength(2);
    expect(screen.getByLabelText('Code')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Use another number' }));
    expect(await screen.findByLabelText('Mobile number')).toHaveValue('+919876543210');
  });

  it('checks the code is six digits before asking the API', async () => {
    const { calls } = fakeApi({ 'POST /api/notifications/subscribe': CODE_SENT });
    renderPage(<SmsAlertsPanel />);
    const user = userEvent.setup();
    await confirmCode(user, '12345');
    expect(await screen.findByText('The code is the 6 digits in the SMS')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/notifications/verify')).toHaveLength(0);
  });

  it('opens in the subscribed state for a remembered number whose token says subscribed', async () => {
    window.localStorage.setItem('plotwise.smsAlerts.phone', '+919876543210');
    holdToken('+919876543210');
    fakeApi({ 'GET /api/notifications/status': { status: 200, body: { subscribed: true } } });
    renderPage(<SmsAlertsPanel />);
    expect(await screen.findByText('Subscribed: +919876543210')).toBeInTheDocument();
  });

  it.each([
    ['subscribe', 'POST /api/notifications/subscribe', false, 'Failed to subscribe to notifications'],
    ['unsubscribe', 'POST /api/notifications/unsubscribe', true, 'Failed to unsubscribe from notifications'],
  ])('says so when %s fails', async (_label, route, startSubscribed, message) => {
    window.localStorage.setItem('plotwise.smsAlerts.phone', '+919876543210');
    holdToken('+919876543210');
    fakeApi({ 'GET /api/notifications/status': { status: 200, body: { subscribed: startSubscribed } }, [route]: { status: 500, body: { message: 'down' } } });
    renderPage(<SmsAlertsPanel />);
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: startSubscribed ? 'Unsubscribe' : 'Subscribe' });
    await user.click(button);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("says 'Failed to check subscription status' when the check fails", async () => {
    holdToken('+919876543210');
    fakeApi({ 'GET /api/notifications/status': { status: 503, body: { message: 'down' } } });
    renderPage(<SmsAlertsPanel />);
    await userEvent.setup().type(phoneInput(), '+91 9876543210');
    expect(await screen.findByText('Failed to check subscription status')).toBeInTheDocument();
  });
});
