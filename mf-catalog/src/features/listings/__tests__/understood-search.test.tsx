import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOG_SCREEN_TEXTS, type UnderstoodQuery } from '@plotwise/contracts';
import { fakeApi, renderCatalog } from '../../../test-support/render-catalog';
import { page, summaryFixture } from '../../../test-support/fixtures';

const projects = [summaryFixture({ id: 1, title: 'Sahyadri Greens', city: 'Pune' })];
const location = () => screen.getByTestId('location').textContent;

/** What the API says it read in "puen residential under 50 lakh borewell". */
const understood: UnderstoodQuery = {
  city: 'Pune',
  projectType: 'residential',
  maxPrice: 5_000_000,
  phrases: [
    { field: 'price', text: 'under 50 lakh' },
    { field: 'projectType', text: 'residential' },
    { field: 'place', text: 'puen' },
  ],
  remaining: ['borewell'],
  corrections: [{ typed: 'puen', meant: 'pune' }],
};
const reply = { ...page(projects), understood, didYouMean: 'pune residential under 50 lakh borewell' };
const SEARCH = '/listings?search=puen+residential+under+50+lakh+borewell&status=ready';

describe('/listings: how the words typed were read', () => {
  it('shows each thing understood as a chip; removing one takes its words out of the search', async () => {
    fakeApi({ 'GET /api/projects': { status: 200, body: reply }, 'GET /api/cities': { status: 200, body: [] } });
    renderCatalog(SEARCH);
    const chips = await screen.findByRole('list', { name: 'Active filters' });
    await waitFor(() =>
      expect(within(chips).getAllByRole('button').map((chip) => chip.getAttribute('aria-label'))).toEqual([
        'Remove filter: Up to ₹50 Lakh', 'Remove filter: Residential', 'Remove filter: Pune', 'Remove filter: “borewell”', 'Remove filter: Ready',
      ]),
    );
    await userEvent.setup().click(within(chips).getByRole('button', { name: 'Remove filter: Residential' }));
    await waitFor(() => expect(location()).toBe('/listings?search=puen+under+50+lakh+borewell&status=ready'));
  });

  it('offers the corrected words with one tap, and names the city only as understood', async () => {
    fakeApi({ 'GET /api/projects': { status: 200, body: reply }, 'GET /api/cities': { status: 200, body: [] } });
    renderCatalog(SEARCH);
    const offer = await screen.findByRole('link', { name: 'pune residential under 50 lakh borewell' });
    expect(offer.closest('p')).toHaveTextContent(`${CATALOG_SCREEN_TEXTS.didYouMean} pune residential under 50 lakh borewell?`);
    // The heading names the city the API understood, never the words typed.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Plots in Pune');
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toContain('puen');
    await userEvent.setup().click(offer);
    await waitFor(() => expect(location()).toBe('/listings?search=pune+residential+under+50+lakh+borewell&status=ready'));
  });

  it('says nothing of a correction or a place when the API read none', async () => {
    fakeApi({
      'GET /api/projects': { status: 200, body: { ...page(projects), understood: { phrases: [], remaining: ['puen'], corrections: [] } } },
      'GET /api/cities': { status: 200, body: [] },
    });
    renderCatalog('/listings?search=puen');
    await screen.findByText('1 project found');
    expect(screen.queryByText(CATALOG_SCREEN_TEXTS.didYouMean, { exact: false })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(CATALOG_SCREEN_TEXTS.listingsHeading);
  });
});
