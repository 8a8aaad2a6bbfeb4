import { ADMIN_TRENDS_WEEKS, indiaWeekStart, type AdminTrends, type PendingChanges } from '@plotwise/contracts';
import { Inquiry, Project } from '../../../db/models';
import { insertProject, insertUser } from '../../../../test/support/fixtures';
import { expectAdminOnly, useTestApp } from '../../../../test/support/test-app';
import { readAdminTrends } from '../trends-service';

const app = useTestApp({ signInAdmin: true });

const URL = '/api/admin/overview/trends';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// Each case starts from no projects and no inquiries (the file shares one database).
beforeEach(async () => {
  await Inquiry.query().delete();
  await Project.query().delete();
});

const trends = async () => {
  const response = await app.inject({ url: URL, headers: { cookie: app.adminCookie } });
  expect(response.statusCode).toBe(200);
  return response.result as AdminTrends;
};

const inquiryAt = (createdAt: Date) => Inquiry.query().insert({ name: 'A', email: 'a@example.com', message: 'm', source: 'contact', createdAt });

describe('indiaWeekStart', () => {
  it('starts the week at Monday midnight in India, which is Sunday 18:30 UTC', () => {
    expect(indiaWeekStart(new Date('2026-11-22T18:29:59.999Z'))).toEqual({ day: '2026-11-16', startsAt: new Date('2026-11-16T00:00:00+05:30') });
    expect(indiaWeekStart(new Date('2026-11-22T18:30:00.000Z'))).toEqual({ day: '2026-11-23', startsAt: new Date('2026-11-22T18:30:00.000Z') });
    // Sunday evening in India is still the week that began on the Monday before.
    expect(indiaWeekStart(new Date('2026-11-29T18:00:00.000Z')).day).toBe('2026-11-23');
    // Across a month and a year.
    expect(indiaWeekStart(new Date('2027-01-01T12:00:00.000Z')).day).toBe('2026-12-28');
  });
});

describe('GET /api/admin/overview/trends', () => {
  it('gives 12 empty weeks, no cities and empty age buckets on a fresh site', async () => {
    const result = await trends();
    expect(result.weeks).toHaveLength(ADMIN_TRENDS_WEEKS);
    expect(result.weeks.at(-1)!.weekStart).toBe(indiaWeekStart(new Date()).day);
    for (const [index, week] of result.weeks.entries()) {
      expect(new Date(`${week.weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
      if (index > 0) expect(Date.parse(week.weekStart) - Date.parse(result.weeks[index - 1]!.weekStart)).toBe(7 * DAY);
      expect([week.enquiries, week.listings]).toEqual([0, 0]);
    }
    expect(result.listingsByCity).toEqual([]);
    expect(result.approvalsByAge).toEqual([
      { bucket: 'underOneDay', count: 0 },
      { bucket: 'oneToThreeDays', count: 0 },
      { bucket: 'threeToSevenDays', count: 0 },
      { bucket: 'overSevenDays', count: 0 },
    ]);
  });

  it('counts inquiries and new listings by India week, empty weeks as 0, at the edges of the window', async () => {
    // Wednesday 25 November 2026, 15:00 in India: the current week began Monday 23 November.
    const now = new Date('2026-11-25T15:00:00+05:30');
    const currentWeek = new Date('2026-11-23T00:00:00+05:30'); // Sunday 22 November, 18:30 UTC
    const firstWeek = new Date('2026-09-07T00:00:00+05:30'); // 11 weeks earlier
    await inquiryAt(currentWeek); // a UTC Sunday, but Monday in India: the current week
    await inquiryAt(new Date(currentWeek.getTime() - 1)); // 23:59:59.999 on Sunday in India: the week before
    await inquiryAt(new Date('2026-11-25T14:00:00+05:30'));
    await inquiryAt(firstWeek); // the first moment of the window
    await inquiryAt(new Date(firstWeek.getTime() - 1)); // just before it: not counted
    await insertProject({ approvalStatus: 'pending', createdAt: currentWeek });
    await insertProject({ approvalStatus: 'rejected', createdAt: new Date('2026-10-05T09:00:00+05:30') });
    await insertProject({ approvalStatus: 'approved', createdAt: new Date('2026-10-11T23:59:00+05:30') });
    await insertProject({ approvalStatus: 'approved', createdAt: new Date(firstWeek.getTime() - 1) });

    const { weeks } = await readAdminTrends(now);
    expect(weeks.map((week) => week.weekStart)).toEqual([
      '2026-09-07', '2026-09-14', '2026-09-21', '2026-09-28', '2026-10-05', '2026-10-12',
      '2026-10-19', '2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23',
    ]);
    expect(weeks.map((week) => week.enquiries)).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2]);
    expect(weeks.map((week) => week.listings)).toEqual([0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 1]);
  });

  it('counts live listings by city, spellings together, the top 10 and then Other', async () => {
    const cities = ['Pune', 'Mumbai', 'Nashik', 'Nagpur', 'Indore', 'Bhopal', 'Jaipur', 'Surat', 'Vadodara', 'Mysuru', 'Goa', 'Kochi'];
    for (const [index, city] of cities.entries()) {
      // Pune gets 13, Mumbai 12 … Kochi 2.
      for (let n = 0; n < 13 - index; n += 1) await insertProject({ city });
    }
    await insertProject({ city: 'pune' });
    await insertProject({ city: ' PUNE'.trim() });
    for (const approvalStatus of ['pending', 'rejected', 'withdrawn'] as const) await insertProject({ city: 'Kochi', approvalStatus });

    const { listingsByCity } = await trends();
    expect(listingsByCity).toEqual([
      { city: 'Pune', count: 15, isOther: false },
      { city: 'Mumbai', count: 12, isOther: false },
      { city: 'Nashik', count: 11, isOther: false },
      { city: 'Nagpur', count: 10, isOther: false },
      { city: 'Indore', count: 9, isOther: false },
      { city: 'Bhopal', count: 8, isOther: false },
      { city: 'Jaipur', count: 7, isOther: false },
      { city: 'Surat', count: 6, isOther: false },
      { city: 'Vadodara', count: 5, isOther: false },
      { city: 'Mysuru', count: 4, isOther: false },
      { city: 'Other', count: 3 + 2, isOther: true },
    ]);
  });

  it('has no Other when there are 10 cities or fewer', async () => {
    await insertProject({ city: 'Pune' });
    await insertProject({ city: 'Nashik' });
    await insertProject({ city: 'Nashik' });
    expect((await trends()).listingsByCity).toEqual([
      { city: 'Nashik', count: 2, isOther: false },
      { city: 'Pune', count: 1, isOther: false },
    ]);
  });

  it('buckets waiting projects by the time they were sent; changes to a live listing wait from their own time', async () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const changes = { title: 'Renamed' } as PendingChanges;
    await insertProject({ approvalStatus: 'pending', createdAt: ago(2 * HOUR) });
    await insertProject({ approvalStatus: 'pending', createdAt: ago(DAY - 1) });
    await insertProject({ approvalStatus: 'pending', createdAt: ago(DAY) }); // exactly a day: 1–3 days
    await insertProject({ approvalStatus: 'pending', createdAt: ago(2 * DAY) });
    await insertProject({ approvalStatus: 'pending', createdAt: ago(3 * DAY) });
    await insertProject({ approvalStatus: 'pending', createdAt: ago(6 * DAY) });
    await insertProject({ approvalStatus: 'pending', createdAt: ago(7 * DAY) });
    await insertProject({ approvalStatus: 'pending', createdAt: ago(40 * DAY) });
    // A listing live for a month whose agent sent changes six hours ago.
    await insertProject({ approvalStatus: 'approved', createdAt: ago(30 * DAY), pendingChanges: changes, changesSubmittedAt: ago(6 * HOUR) });
    await insertProject({ approvalStatus: 'approved', createdAt: ago(30 * DAY), pendingChanges: changes, changesSubmittedAt: ago(4 * DAY) });
    // Not waiting: live without changes, rejected, withdrawn; nor is an agent (the chart is about listings).
    await insertProject({ approvalStatus: 'approved', createdAt: ago(2 * HOUR) });
    await insertProject({ approvalStatus: 'rejected', createdAt: ago(2 * HOUR) });
    await insertProject({ approvalStatus: 'withdrawn', createdAt: ago(2 * HOUR) });
    await insertUser({ role: 'agent', isApproved: false });

    expect((await readAdminTrends(now)).approvalsByAge).toEqual([
      { bucket: 'underOneDay', count: 3 },
      { bucket: 'oneToThreeDays', count: 2 },
      { bucket: 'threeToSevenDays', count: 3 },
      { bucket: 'overSevenDays', count: 2 },
    ]);
  });

  it('answers 400 to a query, 401 to visitors and 403 to users and agents', async () => {
    const withQuery = await app.inject({ url: `${URL}?weeks=52`, headers: { cookie: app.adminCookie } });
    expect(withQuery.statusCode).toBe(400);
    expect(JSON.parse(withQuery.payload).message).toBe('Unknown field: weeks');
    await expectAdminOnly(app, [['GET', URL]]);
  });
});
