import { render, screen, waitFor } from '@testing-library/react';
import { AppProviders, MemoryRouter, SESSION_QUERY_KEY, createQueryClient } from '@plotwise/ui';
import { ACCESS_DENIED } from '@plotwise/contracts';
import { fakeApi } from '../../../test-support/fake-api';
import { loadRemoteModule } from '../remote-loader';
import { RemoteOutlet } from '../remote-outlet';

// The federation runtime is the outside edge here; the browser tests load the real remotes.
jest.mock('../remote-loader', () => ({ ...jest.requireActual('../remote-loader'), loadRemoteModule: jest.fn() }));
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

const CATALOG = { name: 'mf_catalog', entry: '/remotes/catalog/mf-manifest.json', routes: ['/'], excludeRoutes: [] };
const ADMIN = { name: 'mf_admin', entry: '/remotes/admin/mf-manifest.json', routes: ['/admin'], excludeRoutes: ['/admin/login'], requiresRole: 'admin' };

/** Holds `GET /api/auth/me` until the returned function is called, as a slow session check would. */
function holdSessionAnswer(): () => void {
  const answer = global.fetch;
  let release!: () => void;
  const released = new Promise<void>((resolve) => { release = resolve; });
  global.fetch = (async (url: string, init?: RequestInit) => {
    if (String(url).endsWith('/api/auth/me')) await released;
    return answer(url, init);
  }) as typeof fetch;
  return release;
}

beforeEach(() => {
  load.mockReset();
  fakeApi({ 'GET /remotes.json': { status: 200, body: { remotes: [CATALOG, ADMIN], loadTimeoutMs: 4000 } } });
});

describe('the remote outlet', () => {
  it('does not render a public page again when the session answers after it is on screen', async () => {
    let renders = 0;
    load.mockResolvedValue(function CatalogRoutes() {
      renders += 1;
      return <h1>Featured Properties</h1>;
    });
    const release = holdSessionAnswer();
    const queryClient = createQueryClient();
    // The header asks for the session on every page; here nothing else on the page does.
    void queryClient.prefetchQuery({ queryKey: SESSION_QUERY_KEY });
    render(<AppProviders queryClient={queryClient}><MemoryRouter initialEntries={['/']}><RemoteOutlet /></MemoryRouter></AppProviders>);
    expect(await screen.findByRole('heading', { name: 'Featured Properties' })).toBeInTheDocument();
    const shown = renders;
    release();
    await waitFor(() => expect(queryClient.getQueryState(SESSION_QUERY_KEY)?.status).toBe('success'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(renders).toBe(shown);
  });

  it('waits for the session on an admin route, then turns a visitor away without loading the admin remote', async () => {
    load.mockResolvedValue(() => <h1>Admin dashboard</h1>);
    const release = holdSessionAnswer();
    render(
      <AppProviders>
        <MemoryRouter initialEntries={['/admin/dashboard']}>
          <RemoteOutlet />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    release();
    expect(await screen.findByText(ACCESS_DENIED)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin dashboard' })).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });
});
