import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WISHLIST_TEXTS } from '@plotwise/contracts';
import { WishlistPage } from '../wishlist-page';
import { expectVisitorSentToLogin, fakeApi, projectFixture, renderPage, sessionUser, toastTexts } from '../../../test-support/render-page';

const project = (id: number, overrides: Record<string, unknown> = {}) =>
  projectFixture(id, { verified: true, images: [{ url: `/api/files/${id}`, caption: '', isDefault: true }], defaultImage: `/api/files/${id}`, ...overrides });

describe('/wishlist', () => {
  it("sends a visitor to /login with 'Authentication Required'", () => expectVisitorSentToLogin(<WishlistPage />, '/wishlist'));

  it('shows the saved projects as cards linking to /projects/{id}, with price and place', async () => {
    fakeApi({
      'GET /api/wishlist': { status: 200, body: { items: [project(3, { title: 'Green Acres' }), project(5, { title: 'River View', startingPrice: null })], projectIds: [3, 5] } },
    }, { user: sessionUser() });
    renderPage(<WishlistPage />, '/wishlist');

    const card = (await screen.findByRole('heading', { name: 'Green Acres' })).closest('article')!;
    expect(within(card).getByRole('link', { name: 'Green Acres' }).getAttribute('href')).toBe('/projects/3');
    expect(within(card).getByRole('link', { name: 'View Project' }).getAttribute('href')).toBe('/projects/3');
    expect(within(card).getByText('₹24.50 Lakhs onwards')).toBeTruthy();
    expect(within(card).getByText('Baner, Pune, Maharashtra')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Green Acres' }).getAttribute('src')).toBe('/api/files/3');
    expect(screen.getByText('Price on Request')).toBeTruthy();
    expect(screen.getByText('2 saved projects')).toBeTruthy();
  });

  it('removes a project through the API and drops its card', async () => {
    let saved = [project(3, { title: 'Green Acres' }), project(5, { title: 'River View' })];
    const api = fakeApi({
      'GET /api/wishlist': () => ({ status: 200, body: { items: saved, projectIds: saved.map((item) => item.id) } }),
      'DELETE /api/wishlist/3': () => {
        saved = saved.filter((item) => item.id !== 3);
        return { status: 204, body: null };
      },
    }, { user: sessionUser() });
    renderPage(<WishlistPage />, '/wishlist');

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Remove Green Acres from wishlist' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Green Acres' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'River View' })).toBeTruthy();
    expect(api.calls.map((call) => `${call.method} ${call.url}`)).toContain('DELETE /api/wishlist/3');
    expect(toastTexts()).toContain(WISHLIST_TEXTS.removed);
  });

  it('says why when a removal fails, and keeps the card', async () => {
    fakeApi({
      'GET /api/wishlist': { status: 200, body: { items: [project(3, { title: 'Green Acres' })], projectIds: [3] } },
      'DELETE /api/wishlist/3': { status: 503, body: { message: 'The service is briefly unavailable. Please try again in a moment.' } },
    }, { user: sessionUser() });
    renderPage(<WishlistPage />, '/wishlist');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Remove Green Acres from wishlist' }));
    await waitFor(() => expect(toastTexts()).toContain(WISHLIST_TEXTS.failed));
    expect(screen.getByRole('heading', { name: 'Green Acres' })).toBeTruthy();
  });

  it('shows the empty text with a way to browse projects', async () => {
    fakeApi({ 'GET /api/wishlist': { status: 200, body: { items: [], projectIds: [] } } }, { user: sessionUser() });
    renderPage(<WishlistPage />, '/wishlist');
    expect(await screen.findByText(WISHLIST_TEXTS.empty)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Projects' }).getAttribute('href')).toBe('/projects');
  });

  it('says so when the list cannot be loaded', async () => {
    fakeApi({ 'GET /api/wishlist': { status: 500, body: { message: 'boom' } } }, { user: sessionUser() });
    renderPage(<WishlistPage />, '/wishlist');
    expect(await screen.findByText(WISHLIST_TEXTS.loadFailed)).toBeTruthy();
  });
});
