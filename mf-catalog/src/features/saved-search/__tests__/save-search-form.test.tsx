import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderPage } from '../../../test-support/render-catalog';
import { SaveSearchForm } from '../save-search-form';

const filters = { city: 'Nashik', projectType: 'agricultural' as const };

describe('saving a search with a mobile number', () => {
  it('lets a visitor confirm a number with a texted code right in the form, then saves the search to it', async () => {
    const { calls } = fakeApi({
      'GET /api/inquiries/phone-status': { status: 200, body: { verifiedPhone: null } },
      'POST /api/inquiries/phone-code': { status: 200, body: { phoneNumber: '+919822012345', codeSent: true } },
      'POST /api/inquiries/phone-verify': [{ status: 400, body: { message: 'That code is wrong or has expired. Check the SMS or ask for a new code.' } }, { status: 200, body: { verifiedPhone: '+919822012345' } }],
      'POST /api/saved-searches': { status: 201, body: { id: 3, message: 'Search saved. You will get a daily digest of new matches.' } },
    });
    const onSaved = jest.fn();
    renderPage(<SaveSearchForm filters={filters} onSaved={onSaved} onCancel={() => undefined} />);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Save this search' });
    await user.selectOptions(within(form).getByLabelText('Send the digest to'), 'phone');
    // Saving before the number is confirmed says what to do, and sends nothing.
    await user.click(within(form).getByRole('button', { name: 'Save search' }));
    await within(form).findByText('Confirm this number with a texted code first');
    expect(calls.some((call) => call.path === '/api/saved-searches')).toBe(false);

    await user.type(within(form).getByLabelText(/^Mobile number/), '98220 12345');
    expect(within(form).getByText('Confirm your number with a texted code to get the digest by SMS.')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Verify by SMS' }));
    await user.click(within(form).getByRole('button', { name: 'Text me a code' }));
    await within(form).findByText('Enter the 6-digit code we sent to +91 98220 12345');
    await user.type(within(form).getByLabelText('Code'), '000000');
    await user.click(within(form).getByRole('button', { name: 'Confirm' }));
    await within(form).findByText('That code is wrong or has expired. Check the SMS or ask for a new code.');
    await user.clear(within(form).getByLabelText('Code'));
    await user.type(within(form).getByLabelText('Code'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Confirm' }));
    await within(form).findByText('Your number is confirmed: the digest comes by SMS.');
    expect(within(form).getByRole('option', { name: '+91 98220 12345' })).toBeTruthy();

    await user.click(within(form).getByRole('button', { name: 'Save search' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Search saved. You will get a daily digest of new matches.'));
    expect(calls.find((call) => call.path === '/api/inquiries/phone-code')?.body).toEqual({ phoneNumber: '+919822012345' });
    expect(calls.filter((call) => call.path === '/api/inquiries/phone-verify').map((call) => call.body)).toEqual([
      { phoneNumber: '+919822012345', code: '000000' }, { phoneNumber: '+919822012345', code: '123456' },
    ]);
    expect(calls.find((call) => call.path === '/api/saved-searches')?.body).toMatchObject({ filters, frequency: 'daily', phone: '+919822012345' });
  });

  it('uses the number this browser already confirmed, without a code', async () => {
    const { calls } = fakeApi({
      'GET /api/inquiries/phone-status': { status: 200, body: { verifiedPhone: '+919822012345' } },
      'POST /api/saved-searches': { status: 201, body: { id: 4, message: 'Search saved. You will get a daily digest of new matches.' } },
    });
    const onSaved = jest.fn();
    renderPage(<SaveSearchForm filters={filters} onSaved={onSaved} onCancel={() => undefined} />);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Save this search' });
    await within(form).findByRole('option', { name: '+91 98220 12345' });
    await user.selectOptions(within(form).getByLabelText('Send the digest to'), 'phone');
    expect(within(form).queryByLabelText(/^Mobile number/)).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Save search' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.some((call) => call.path === '/api/inquiries/phone-code')).toBe(false);
    expect(calls.find((call) => call.path === '/api/saved-searches')?.body).toMatchObject({ phone: '+919822012345' });
  });
});
