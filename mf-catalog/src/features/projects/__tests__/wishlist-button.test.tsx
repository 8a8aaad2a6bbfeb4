import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WISHLIST_TEXTS } from '@plotwise/contracts';
import { fakeApi, renderCatalog } from '../../../test-support/render-catalog';
import { page, summaryFixture } from '../../../test-support/fixtures';

const listing = { 'GET /api/projects': { status: 200, body: page([summaryFixture({ id: 3, title: 'Lotus Meadows' })]) } };
const signedIn = { user: { id: 5, name: 'Asha', email: 'asha@example.com', phone: '', role: 'user', isApproved: true, createdAt: '2025-01-01T00:00:00.000Z' } };
const toast = () => screen.queryByTestId('toast');

describe('the wishlist heart', () => {
  it('asks a visitor to log in, with a link to /login, and calls nothing', async () => {
    const { calls } = fakeApi(listing);
    renderCatalog('/listings');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save Lotus Meadows to your wishlist' }));
    await waitFor(() => expect(toast()).toHaveTextContent(WISHLIST_TEXTS.signInToSave));
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(calls.some((call) => call.path.startsWith('/api/wishlist'))).toBe(false);
  });

  it('saves for a signed-in person, then removes, each with its toast', async () => {
    let saved: number[] = [];
    const { calls } = fakeApi({
      ...listing,
      'GET /api/wishlist': () => ({ status: 200, body: { items: [], projectIds: saved } }),
      'POST /api/wishlist': (call) => { saved = [(call.body as { projectId: number }).projectId]; return { status: 201, body: { projectId: 3 } }; },
      'DELETE /api/wishlist/3': () => { saved = []; return { status: 204 }; },
    }, signedIn);
    renderCatalog('/listings');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save Lotus Meadows to your wishlist' }));
    await waitFor(() => expect(toast()).toHaveTextContent(WISHLIST_TEXTS.added));
    const remove = await screen.findByRole('button', { name: 'Remove Lotus Meadows from your wishlist' });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ projectId: 3 });
    await user.click(remove);
    await waitFor(() => expect(toast()).toHaveTextContent(WISHLIST_TEXTS.removed));
    expect(await screen.findByRole('button', { name: 'Save Lotus Meadows to your wishlist' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('says so when the wishlist cannot be updated', async () => {
    fakeApi({ ...listing, 'GET /api/wishlist': { status: 200, body: { items: [], projectIds: [] } }, 'POST /api/wishlist': { status: 500, body: { message: 'down' } } }, signedIn);
    renderCatalog('/listings');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save Lotus Meadows to your wishlist' }));
    await waitFor(() => expect(toast()).toHaveTextContent(WISHLIST_TEXTS.failed));
  });
});
