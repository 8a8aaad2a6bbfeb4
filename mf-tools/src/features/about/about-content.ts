import { COMPANY } from '@plotwise/ui';

/** The About page's copy. Figures are the spec's marketing claims. */
export const ABOUT_TITLE = 'About Us';
export const ABOUT_DESCRIPTION =
  'Plotwise is a trusted, transparent platform for buying and selling plots in India: verified listings, end-to-end support and secure transactions.';

export const VISION =
  'An India where anyone can buy land with the same confidence as buying anything else: every title clear, every price visible, every step explained.';

export const MISSION =
  'To be the trusted, transparent platform for property transactions, connecting buyers with verified sellers of plots and plotting projects.';

export const CORE_VALUES = [
  { title: 'Transparency', text: 'Prices, approvals and documents are shown as they are, before you visit a site.' },
  { title: 'Trust', text: 'Every seller and every project is checked by our team before it is listed.' },
  { title: 'Accessibility', text: 'Clear tools, plain language and support in person or on the phone, in your city.' },
  { title: 'Customer-first', text: 'We work for the buyer: no pressure, no hidden charges, answers within 24 hours.' },
] as const;

export const ABOUT_STATS = [
  { value: '5+', label: 'Years of experience' },
  { value: '200+', label: 'Listings' },
  { value: '10+', label: 'Cities' },
  { value: '1500+', label: 'Happy customers' },
] as const;

export const OUR_STORY = [
  `${COMPANY.brand} began in ${COMPANY.address.city} in ${COMPANY.foundedYear}, when its founders spent months helping family members buy a plot and found every listing told a different story about the same piece of land.`,
  'We started by visiting projects ourselves, reading the RERA filings and the layout approvals, and publishing only what checked out. Buyers noticed, and so did honest developers.',
  'Today we list verified plotting projects across more than ten cities, and we still check every one of them before it reaches you.',
];

export const OUR_APPROACH = [
  { title: 'Verified Listings', text: 'Every property is checked by our team: title, RERA registration, approvals and access roads.' },
  { title: 'End-to-End Support', text: 'From discovery to documentation: site visits, loan guidance, agreement review and registration.' },
  { title: 'Secure Transactions', text: 'Legal expertise on every deal, so that what you pay for is exactly what you own.' },
] as const;

export const JOIN_TEAM = {
  heading: 'Join Our Growing Team',
  text: 'We are looking for people who care about doing property the right way.',
  button: 'View Career Opportunities',
} as const;
