import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublishedRelease, RemoteReleaseState } from '@plotwise/contracts';
import { ADMIN_USER, fakeApi, renderPage, toastTexts, type ApiCall } from '../../../test-support/render-page';
import ReleasesPage from '../releases-page';

const release = (version: string, extra: Partial<PublishedRelease> = {}): PublishedRelease => ({
  remote: 'tools',
  version,
  live: false,
  canary: false,
  createdAt: '2026-03-05T06:00:00.000Z',
  createdBy: 'deploy:asha',
  contentHash: `${version}00000000`.slice(0, 12),
  hostedAt: null,
  buildVersion: '1.0.0',
  fileCount: 12,
  serverEntry: null,
  shared: [],
  requires: { react: '^19.2.0' },
  ...extra,
});
const state = (remote: string, live: string | null, canary: RemoteReleaseState['canary'] = null): RemoteReleaseState => ({ remote, live, canary, updatedAt: null, updatedBy: null });

function api(overrides: Record<string, (call: ApiCall) => { status: number; body?: unknown }> = {}) {
  return fakeApi(
    {
      'GET /api/releases': () => ({
        status: 200,
        body: {
          releases: [release('t-3', { canary: true }), release('t-2', { live: true }), release('t-1', { hostedAt: 'https://cdn.example.com/tools/t-1/' })],
          remotes: [state('catalog', null), state('tools', 't-2', { version: 't-3', percent: 20 })],
        },
      }),
      'GET /api/releases/events': () => ({
        status: 200,
        body: { events: [{ id: 2, remote: 'tools', action: 'canary', from: 't-2', to: 't-3', percent: 20, actor: 'admin:admin', at: '2026-03-05T07:00:00.000Z' }] },
      }),
      'POST /api/releases/tools/promote': () => ({ status: 200, body: { event: { remote: 'tools', action: 'promote', from: 't-2', to: 't-1', percent: null, actor: 'admin:admin' } } }),
      'POST /api/releases/tools/rollback': () => ({ status: 200, body: { event: { remote: 'tools', action: 'rollback', from: 't-2', to: 't-1', percent: null, actor: 'admin:admin' } } }),
      'POST /api/releases/tools/canary': () => ({ status: 200, body: { event: { remote: 'tools', action: 'canary', from: 't-2', to: 't-1', percent: 40, actor: 'admin:admin' } } }),
      'POST /api/releases/tools/canary/off': () => ({ status: 200, body: { event: { remote: 'tools', action: 'canary-off', from: 't-3', to: 't-2', percent: 0, actor: 'admin:admin' } } }),
      ...overrides,
    },
    { user: ADMIN_USER },
  ).calls;
}
const tools = () => within(screen.getByRole('region', { name: 'tools' }));

describe('/admin/releases', () => {
  it("shows each remote's live release, its canary, the published releases and the history", async () => {
    api();
    renderPage(<ReleasesPage />, '/admin/releases');
    await screen.findByRole('region', { name: 'tools' });
    expect(within(screen.getByRole('region', { name: 'catalog' })).getByText('Its build folder (no release promoted yet)')).toBeTruthy();
    expect(tools().getByText('t-3 for 20% of visitors')).toBeTruthy();
    const table = within(tools().getByRole('table', { name: 'Published releases of tools' }));
    expect(table.getAllByRole('row')).toHaveLength(4);
    expect(table.getAllByText('react ^19.2.0')).toHaveLength(3);
    // A release its team hosts on its own origin says where.
    expect(table.getByRole('row', { name: /t-1/ }).textContent).toContain('Hosted at https://cdn.example.com/tools/t-1/');
    expect(table.queryByRole('button', { name: 'Promote tools t-2' })).toBeNull();
    expect(await screen.findByText('Canary started: t-2 → t-3 (20%)')).toBeTruthy();
  });

  it('asks before a promote, and keeps a refusal in the dialog in the API words', async () => {
    const calls = api({
      'POST /api/releases/tools/promote': () => ({ status: 409, body: { statusCode: 409, error: 'Conflict', message: 'tools t-1 needs react ^99, the shell provides 19.2.0' } }),
    });
    renderPage(<ReleasesPage />, '/admin/releases');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Promote tools t-1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Promote this release?' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(dialog.getByRole('button', { name: 'Promote' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('tools t-1 needs react ^99, the shell provides 19.2.0');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ version: 't-1' });
  });

  it('rolls back after confirming, stops a canary, and checks a canary share as the API does', async () => {
    const calls = api();
    renderPage(<ReleasesPage />, '/admin/releases');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Roll back tools' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Roll back?' })).getByRole('button', { name: 'Roll back' }));
    await waitFor(() => expect(toastTexts()).toContain('tools rolled back to t-1'));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(tools().getByRole('button', { name: 'Stop canary tools' }));
    await waitFor(() => expect(toastTexts()).toContain("tools's canary stopped"));

    await user.click(tools().getByRole('button', { name: 'Start canary tools t-1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Start a canary' }));
    const share = dialog.getByLabelText('Share of visitors (%)');
    await user.clear(share);
    await user.type(share, '100');
    await user.click(dialog.getByRole('button', { name: 'Start canary' }));
    expect((await dialog.findByRole('alert')).textContent).toMatch(/^percent must be a whole number from 1 to 99/);
    await user.clear(share);
    await user.type(share, '40');
    await user.click(dialog.getByRole('button', { name: 'Start canary' }));
    await waitFor(() => expect(toastTexts()).toContain('tools t-1 is the canary for 40%'));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/api/releases/tools/rollback', '/api/releases/tools/canary/off', '/api/releases/tools/canary']);
    expect(calls.find((call) => call.path === '/api/releases/tools/canary')?.body).toEqual({ version: 't-1', percent: 40 });
  });
});
