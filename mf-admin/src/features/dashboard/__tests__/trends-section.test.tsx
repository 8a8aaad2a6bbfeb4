import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminTrends } from '@plotwise/contracts';
import { ADMIN_USER, fakeApi, renderPage } from '../../../test-support/render-page';
import { TrendsSection } from '../components/trends-section';

const weekStarts = ['2026-09-07', '2026-09-14', '2026-09-21', '2026-09-28', '2026-10-05', '2026-10-12', '2026-10-19', '2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23'];

const trends: AdminTrends = {
  weeks: weekStarts.map((weekStart, index) => ({ weekStart, enquiries: index === 10 ? 1250 : index % 3, listings: index === 11 ? 4 : 0 })),
  listingsByCity: [
    { city: 'Pune', count: 15, isOther: false },
    { city: 'Nashik', count: 11, isOther: false },
    { city: 'Other', count: 5, isOther: true },
  ],
  approvalsByAge: [
    { bucket: 'underOneDay', count: 3 },
    { bucket: 'oneToThreeDays', count: 0 },
    { bucket: 'threeToSevenDays', count: 2 },
    { bucket: 'overSevenDays', count: 6 },
  ],
};

const chart = (name: string) => screen.getByRole('region', { name });
/** A chart's table as its rows' text: [label, value]. */
const tableRows = (name: string) =>
  within(within(chart(name)).getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);

describe('dashboard trends', () => {
  it('draws four charts, each named and described, with every number in a table', async () => {
    fakeApi({ 'GET /api/admin/overview/trends': { status: 200, body: trends } }, { user: ADMIN_USER });
    renderPage(<TrendsSection />, '/admin/dashboard');
    await screen.findByRole('heading', { name: 'Enquiries per week' });

    const inquiries = chart('Enquiries per week');
    expect(inquiries).toHaveAccessibleDescription(/last 12 weeks \(Monday to Sunday, India time\)/);
    // The picture is one image named by its summary; the figures sit on the bars.
    expect(within(inquiries).getByRole('img')).toHaveAccessibleName('Bar chart, Enquiries per week: 1,261 in all, most in Week of 16 November 2026 (1,250).');
    expect(within(inquiries).getByText('1.3K')).toBeTruthy();
    expect(tableRows('Enquiries per week')).toHaveLength(12);
    expect(tableRows('Enquiries per week')[0]).toEqual(['Week of 7 September 2026', '0']);
    expect(tableRows('Enquiries per week')[10]).toEqual(['Week of 16 November 2026', '1,250']);
    expect(tableRows('New listings per week')[11]).toEqual(['Week of 23 November 2026', '4']);

    expect(tableRows('Listings by city')).toEqual([['Pune', '15'], ['Nashik', '11'], ['Other', '5']]);
    expect(within(chart('Listings by city')).getByRole('img')).toHaveAccessibleName('Bar chart, Listings by city: 31 in all, most in Pune (15).');
    expect(tableRows('Approvals waiting, by age')).toEqual([['Under 1 day', '3'], ['1–3 days', '0'], ['3–7 days', '2'], ['7 days or more', '6']]);
    // A bar's tooltip gives its label and value.
    expect(within(chart('Listings by city')).getByTitle('Pune: 15 (live listings)')).toBeTruthy();
  });

  it('shows a chart as a table on request, and hides it again', async () => {
    fakeApi({ 'GET /api/admin/overview/trends': { status: 200, body: trends } }, { user: ADMIN_USER });
    renderPage(<TrendsSection />, '/admin/dashboard');
    const cities = await screen.findByRole('region', { name: 'Listings by city' });
    const table = within(cities).getByRole('table', { name: 'Listings by city' });
    const toggle = within(cities).getByRole('button', { name: 'Show as table' });
    // Off-screen, still read by screen readers.
    expect(table.closest('.visually-hidden')).not.toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(table);

    await userEvent.setup().click(toggle);
    expect(table.closest('.visually-hidden')).toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Hide table');
    // Only this chart's table came into view.
    expect(within(chart('Enquiries per week')).getByRole('table').closest('.visually-hidden')).not.toBeNull();
  });

  it('says plainly that there is nothing yet on a fresh site, with no empty chart', async () => {
    fakeApi({
      'GET /api/admin/overview/trends': {
        status: 200,
        body: {
          weeks: weekStarts.map((weekStart) => ({ weekStart, enquiries: 0, listings: 0 })),
          listingsByCity: [],
          approvalsByAge: trends.approvalsByAge.map((row) => ({ ...row, count: 0 })),
        },
      },
    }, { user: ADMIN_USER });
    renderPage(<TrendsSection />, '/admin/dashboard');
    expect(await within(await screen.findByRole('region', { name: 'Enquiries per week' })).findByText('No enquiries in the last 12 weeks.')).toBeTruthy();
    expect(within(chart('New listings per week')).getByText('No listings added in the last 12 weeks.')).toBeTruthy();
    expect(within(chart('Listings by city')).getByText('No live listings yet.')).toBeTruthy();
    expect(within(chart('Approvals waiting, by age')).getByText('Nothing is waiting for approval.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show as table' })).toBeNull();
  });

  it('says so when the trends cannot be loaded, and loads them again on Try Again', async () => {
    let failing = true;
    fakeApi({
      'GET /api/admin/overview/trends': () => (failing ? { status: 500, body: { message: 'boom' } } : { status: 200, body: trends }),
    }, { user: ADMIN_USER });
    renderPage(<TrendsSection />, '/admin/dashboard');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Trends could not be loaded.');
    failing = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'Listings by city' })).toBeTruthy();
  });
});
