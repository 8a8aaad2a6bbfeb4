import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DashboardPage } from '../dashboard-page';
import { fakeApi, renderPage, sessionUser } from '../../../test-support/render-page';

const search = { id: 7, filters: { city: 'Pune', projectType: 'residential' }, label: 'Residential · Pune', frequency: 'daily', createdAt: '2026-11-20T06:00:00.000Z' };

describe("/dashboard's saved searches", () => {
  it('lists each with a link to its listings and deletes one', async () => {
    const api = fakeApi({
      'GET /api/account/inquiries': { status: 200, body: { items: [] } },
      'GET /api/wishlist': { status: 200, body: { items: [], projectIds: [] } },
      'GET /api/saved-searches': [{ status: 200, body: { items: [search] } }, { status: 200, body: { items: [] } }],
      'DELETE /api/saved-searches/7': { status: 204, body: null },
    }, { user: sessionUser() });
    renderPage(<DashboardPage />, '/dashboard');
    const list = within(await screen.findByRole('region', { name: 'Saved searches' }));
    expect(await list.findByRole('link', { name: 'Residential · Pune' })).toHaveAttribute('href', '/listings?city=Pune&projectType=residential');
    fireEvent.click(list.getByRole('button', { name: 'Delete: Residential · Pune' }));
    expect(await list.findByText(/No saved searches yet/)).toBeTruthy();
    await waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/api/saved-searches/7')).toBe(true));
  });
});
