import type { ApprovalAgeBucket } from './admin-trends-constants';

/** The dashboard charts' copy (ours: the spec has no charts). */
export const ADMIN_TRENDS_TEXTS = {
  sectionTitle: 'Trends',
  failed: 'Trends could not be loaded.',
  showTable: 'Show as table',
  hideTable: 'Hide table',
  other: 'Other',

  enquiriesTitle: 'Enquiries per week',
  enquiriesDescription: 'Enquiries from project and city pages, the contact page and the contact widget in the last 12 weeks (Monday to Sunday, India time).',
  enquiriesEmpty: 'No enquiries in the last 12 weeks.',
  enquiriesValue: 'Enquiries',

  listingsTitle: 'New listings per week',
  listingsDescription: 'Projects added in the last 12 weeks, whatever their approval (Monday to Sunday, India time).',
  listingsEmpty: 'No listings added in the last 12 weeks.',
  listingsValue: 'New listings',

  citiesTitle: 'Listings by city',
  citiesDescription: 'Live (approved) listings in the 10 cities with most, and the rest as Other.',
  citiesEmpty: 'No live listings yet.',
  citiesValue: 'Live listings',
  cityLabel: 'City',

  agesTitle: 'Approvals waiting, by age',
  agesDescription: 'Projects and changes to live listings waiting for a decision, by how long since they were sent.',
  agesEmpty: 'Nothing is waiting for approval.',
  agesValue: 'Waiting',
  ageLabel: 'Waiting for',
  ageBuckets: {
    underOneDay: 'Under 1 day',
    oneToThreeDays: '1–3 days',
    threeToSevenDays: '3–7 days',
    overSevenDays: '7 days or more',
  } satisfies Record<ApprovalAgeBucket, string>,

  weekLabel: 'Week of',
  /** What the chart says to a screen reader in one sentence. */
  chartSummary: (title: string, total: string, highest: { label: string; value: string } | null) =>
    `Bar chart, ${title}: ${total} in all${highest ? `, most in ${highest.label} (${highest.value})` : ''}.`,
} as const;
