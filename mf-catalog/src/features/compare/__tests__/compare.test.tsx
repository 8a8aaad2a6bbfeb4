import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BUYER_STORAGE_KEYS, COMPARE_TEXTS } from '@plotwise/contracts';
import { fakeApi, renderCatalog, toastTexts } from '../../../test-support/render-catalog';
import { page, projectFixture, summaryFixture } from '../../../test-support/fixtures';
import { addToCompare, clearCompare } from '../compare-list';

const one = projectFixture();
const two = projectFixture({ id: 40, title: 'Coastal Acres', city: 'Goa', startingPrice: null, approvals: [], amenities: ['Beach access'], reraNumber: null });
const three = projectFixture({ id: 12, title: 'Valley Farms', projectType: 'agricultural', plotSizes: [{ size: 1, unit: 'acres' }], startingPrice: 4_356_000 });

afterEach(() => clearCompare());

describe('the compare page', () => {
  it('sets the projects of its link side by side, in the link’s order, with every row', async () => {
    const api = fakeApi({ 'GET /api/projects/compare': { status: 200, body: [three, one, two] } });
    renderCatalog('/compare?ids=12,7,40');
    const table = await screen.findByTestId('compare-table');
    expect(api.calls.find((call) => call.path === '/api/projects/compare')?.url).toContain('ids=12%2C7%2C40');
    const headers = within(table).getAllByRole('columnheader').slice(1);
    expect(headers.map((header) => within(header).getByRole('link').textContent)).toEqual(['Valley Farms', 'Sahyadri Greens', 'Coastal Acres']);
    const row = (label: string) => within(table).getByRole('rowheader', { name: label }).closest('tr')!;
    expect(row('Starting price')).toHaveTextContent('₹43.56 Lakhs onwards₹51.50 Lakhs onwardsPrice on Request');
    // The starting price over the smallest plot: ₹51,50,000 / 1,200 sq.ft; an acre is 43,560 sq.ft.
    expect(row('Price per sq.ft')).toHaveTextContent('₹100 / sq.ft₹4,292 / sq.ft—');
    expect(row('RERA number')).toHaveTextContent('P52100521311P52100521311Not registered');
    expect(row('Approvals')).toHaveTextContent('PMRDA sanctioned layout');
    expect(row('Amenities')).toHaveTextContent('Beach access');
    expect(row('Possession')).toHaveTextContent('Q3 2028');
    expect(document.title).toBe('Compare projects | Plotwise');
  });

  it('says so when a project of the link is no longer listed, and drops a column from the link', async () => {
    fakeApi({ 'GET /api/projects/compare': [{ status: 200, body: [one, two] }, { status: 200, body: [two] }] });
    renderCatalog('/compare?ids=7,40,99');
    await screen.findByTestId('compare-table');
    expect(screen.getByText(COMPARE_TEXTS.missing(1))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: COMPARE_TEXTS.removeLabel('Sahyadri Greens') }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/compare?ids=40%2C99'));
  });

  it('refuses a malformed link without asking the API', async () => {
    const api = fakeApi({});
    renderCatalog('/compare?ids=1,2,3,4');
    expect(await screen.findByText(COMPARE_TEXTS.badLink)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/api/projects/compare')).toEqual([]);
  });

  it('explains how to start when the link names nothing', async () => {
    fakeApi({});
    renderCatalog('/compare');
    expect(await screen.findByText(COMPARE_TEXTS.empty)).toBeInTheDocument();
  });
});

describe('choosing projects to compare', () => {
  const cards = [summaryFixture(), summaryFixture({ id: 40, title: 'Coastal Acres' }), summaryFixture({ id: 12, title: 'Valley Farms' }), summaryFixture({ id: 5, title: 'Hill View' })];

  it('ticks cards into a tray kept in the browser, and says so at the limit of three', async () => {
    fakeApi({ 'GET /api/projects': { status: 200, body: page(cards) }, 'GET /api/cities': { status: 200, body: [] } });
    renderCatalog('/listings');
    const toggle = async (title: string) => fireEvent.click(await screen.findByRole('button', { name: `${COMPARE_TEXTS.toggle} ${title}` }));
    await toggle('Sahyadri Greens');
    const tray = await screen.findByTestId('compare-tray');
    expect(tray).toHaveTextContent(COMPARE_TEXTS.trayCount(1));
    await toggle('Coastal Acres');
    await toggle('Valley Farms');
    expect(screen.getByRole('button', { name: `${COMPARE_TEXTS.toggle} Valley Farms` })).toHaveAttribute('aria-pressed', 'true');
    expect(within(tray).getByRole('link', { name: COMPARE_TEXTS.open(3) })).toHaveAttribute('href', '/compare?ids=7,40,12');

    await toggle('Hill View');
    expect(toastTexts()).toContain(COMPARE_TEXTS.full);
    expect(screen.getByRole('button', { name: `${COMPARE_TEXTS.toggle} Hill View` })).toHaveAttribute('aria-pressed', 'false');
    expect(JSON.parse(window.localStorage.getItem(BUYER_STORAGE_KEYS.compare)!)).toEqual([
      { id: 7, title: 'Sahyadri Greens' }, { id: 40, title: 'Coastal Acres' }, { id: 12, title: 'Valley Farms' },
    ]);

    // The tray names the projects on wide screens only; jsdom matches no min-width query.
    fireEvent.click(within(tray).getByRole('button', { name: COMPARE_TEXTS.removeLabel('Coastal Acres'), hidden: true }));
    expect(within(tray).getByRole('link', { name: COMPARE_TEXTS.open(2) })).toHaveAttribute('href', '/compare?ids=7,12');
  });

  it('shows the list kept from an earlier visit', async () => {
    addToCompare({ id: 7, title: 'Sahyadri Greens' });
    addToCompare({ id: 40, title: 'Coastal Acres' });
    fakeApi({ 'GET /api/projects': { status: 200, body: page(cards) }, 'GET /api/cities': { status: 200, body: [] } });
    renderCatalog('/listings');
    const tray = await screen.findByTestId('compare-tray');
    expect(within(tray).getByRole('link', { name: COMPARE_TEXTS.open(2) })).toHaveAttribute('href', '/compare?ids=7,40');
    act(() => fireEvent.click(within(tray).getByRole('button', { name: COMPARE_TEXTS.clear })));
    await waitFor(() => expect(screen.queryByTestId('compare-tray')).not.toBeInTheDocument());
    expect(window.localStorage.getItem(BUYER_STORAGE_KEYS.compare)).toBeNull();
  });
});
