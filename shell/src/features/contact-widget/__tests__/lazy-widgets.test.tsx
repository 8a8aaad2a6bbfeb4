import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@plotwise/ui';
import { fakeApi } from '../../../test-support/fake-api';
import { loadRemoteModule } from '../../remotes/remote-loader';
import { ContactWidgetLauncher } from '../contact-widget-launcher';
import { SmsAlertsButton } from '../../sms-alerts/sms-alerts-button';

// The federation runtime is the outside edge here; the browser tests load the real remote.
jest.mock('../../remotes/remote-loader', () => ({ ...jest.requireActual('../../remotes/remote-loader'), loadRemoteModule: jest.fn() }));
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

const TOOLS = { name: 'mf_tools', entry: '/remotes/tools/mf-manifest.json', routes: ['/contact'], excludeRoutes: [] };

beforeEach(() => {
  load.mockReset();
  fakeApi({ 'GET /remotes.json': { status: 200, body: { remotes: [TOOLS], loadTimeoutMs: 4000 } } });
});

function FakeWidget({ onClose }: { onClose: () => void }) {
  return <button type="button" onClick={onClose}>Fake send</button>;
}

describe('the floating contact button', () => {
  it('loads mf_tools/contact-widget only when asked, shows it and closes when it says so', async () => {
    load.mockResolvedValue(FakeWidget);
    render(<AppProviders><ContactWidgetLauncher /></AppProviders>);
    expect(load).not.toHaveBeenCalled();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Contact us' }));
    await user.click(await screen.findByRole('button', { name: 'Fake send' }));
    expect(load).toHaveBeenCalledWith(expect.objectContaining({ name: 'mf_tools' }), 'contact-widget', 4000);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stays open on a press outside (a half-typed inquiry is kept), closes on Escape and gives focus back', async () => {
    load.mockResolvedValue(FakeWidget);
    render(<AppProviders><p>Page text</p><ContactWidgetLauncher /></AppProviders>);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Contact us' }));
    expect(await screen.findByRole('button', { name: 'Fake send' })).toBeInTheDocument();
    await user.click(screen.getByText('Page text'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Contact us' })).toHaveFocus();
  });

  it('shows a contained message with Retry when mf-tools is down', async () => {
    load.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(FakeWidget);
    render(<AppProviders><ContactWidgetLauncher /></AppProviders>);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Contact us' }));
    expect(await screen.findByText('The contact form is unavailable right now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+91 20 4850 2100' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Fake send' })).toBeInTheDocument();
  });
});

describe('the header bell', () => {
  it('loads mf_tools/sms-alerts on first use and closes on Escape', async () => {
    load.mockResolvedValue(() => <p>Fake alerts</p>);
    render(<AppProviders><SmsAlertsButton /></AppProviders>);
    expect(load).not.toHaveBeenCalled();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'SMS alerts' }));
    expect(await screen.findByText('Fake alerts')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith(expect.objectContaining({ name: 'mf_tools' }), 'sms-alerts', 4000);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('Fake alerts')).not.toBeInTheDocument());
  });

  it('closes on a press outside the popover', async () => {
    load.mockResolvedValue(() => <p>Fake alerts</p>);
    render(<AppProviders><p>Page text</p><SmsAlertsButton /></AppProviders>);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'SMS alerts' }));
    expect(await screen.findByText('Fake alerts')).toBeInTheDocument();
    await user.click(screen.getByText('Fake alerts'));
    expect(screen.getByText('Fake alerts')).toBeInTheDocument();
    await user.click(screen.getByText('Page text'));
    await waitFor(() => expect(screen.queryByText('Fake alerts')).not.toBeInTheDocument());
  });

  it('says so when mf-tools cannot be loaded', async () => {
    load.mockRejectedValue(new Error('offline'));
    render(<AppProviders><SmsAlertsButton /></AppProviders>);
    await userEvent.setup().click(screen.getByRole('button', { name: 'SMS alerts' }));
    expect(await screen.findByText('SMS alerts are unavailable right now. Please try again in a moment.')).toBeInTheDocument();
  });
});
