import { render, screen, within } from '@testing-library/react';
import { BUYER_STORAGE_KEYS, RECENTLY_VIEWED_MAX } from '@plotwise/contracts';
import { AppProviders, MemoryRouter } from '@plotwise/ui';
import { renderToString } from 'react-dom/server';
import { fakeApi, renderCatalog } from '../../../test-support/render-catalog';
import { projectFixture } from '../../../test-support/fixtures';
import { clearRecentlyViewed, recordView, useRecentlyViewed } from '../recently-viewed-list';
import { RecentlyViewed } from '..';

const item = (id: number) => ({ id, title: `Project ${id}`, place: 'Wakad, Pune', startingPrice: 2_500_000, projectType: 'residential' as const, image: null });

const renderRail = () => render(<AppProviders><MemoryRouter><RecentlyViewed /></MemoryRouter></AppProviders>);

afterEach(() => clearRecentlyViewed());

describe('recently viewed', () => {
  it('keeps the newest first, each project once, at most ten', () => {
    for (let id = 1; id <= 12; id += 1) recordView(item(id));
    recordView(item(5));
    const stored = JSON.parse(window.localStorage.getItem(BUYER_STORAGE_KEYS.recentlyViewed)!) as { id: number }[];
    expect(stored.map((entry) => entry.id)).toEqual([5, 12, 11, 10, 9, 8, 7, 6, 4, 3]);
    expect(stored).toHaveLength(RECENTLY_VIEWED_MAX);
  });

  it('records the project a visitor opens', async () => {
    fakeApi({ 'GET /api/projects/7': { status: 200, body: projectFixture() } });
    renderCatalog('/projects/7');
    await screen.findByRole('heading', { level: 1, name: 'Sahyadri Greens' });
    const stored = JSON.parse(window.localStorage.getItem(BUYER_STORAGE_KEYS.recentlyViewed)!) as unknown[];
    expect(stored).toEqual([{ id: 7, title: 'Sahyadri Greens', place: 'Talegaon Dabhade, Pune', startingPrice: 5_150_000, projectType: 'residential', image: '/media/b.svg' }]);
  });

  it('shows a rail of links once the browser has hydrated, and nothing when empty', async () => {
    const empty = renderRail();
    expect(screen.queryByTestId('recently-viewed')).not.toBeInTheDocument();
    empty.unmount();
    recordView(item(3));
    recordView(item(4));
    renderRail();
    const rail = await screen.findByRole('region', { name: 'Recently viewed' });
    expect(within(rail).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/projects/4', '/projects/3']);
  });

  it('is never in the server’s HTML, whatever the browser holds', () => {
    recordView(item(3));
    function Count() {
      return <output>{useRecentlyViewed().length}</output>;
    }
    expect(renderToString(<Count />)).toBe('<output>0</output>');
  });
});
