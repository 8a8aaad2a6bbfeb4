import { COMPANY, VERIFICATION } from '@plotwise/ui';

/** The About page's copy. Its figures are the site's (`useSiteFigures`), shared with Home and Services. */
export const ABOUT_TITLE = 'About Us';
export const ABOUT_DESCRIPTION =
  'Plotwise is a trusted, transparent platform for buying and selling plots in India: reviewed listings, documents verified by our team, end-to-end support and secure transactions.';

export const VISION =
  'An India where anyone can buy land with the same confidence as buying anything else: every title clear, every price visible, every step explained.';

export const MISSION =
  'To be the trusted, transparent platform for property transactions, connecting buyers with verified sellers of plots and plotting projects.';

export const CORE_VALUES = [
  { title: 'Transparency', text: 'Prices, approvals and documents are shown as they are, before you visit a site.' },
  { title: 'Trust', text: 'Every listing is reviewed before it goes live, and we say plainly which ones we have verified.' },
  { title: 'Accessibility', text: 'Clear tools, plain language and support in person or on the phone, in your city.' },
  { title: 'Customer-first', text: 'We work for the buyer: no pressure, no hidden charges, answers within 24 hours.' },
] as const;

export const OUR_STORY = [
  `${COMPANY.brand} began in ${COMPANY.address.city} in ${COMPANY.foundedYear}, when its founders spent months helping family members buy a plot and found every listing told a different story about the same piece of land.`,
  'We started by visiting projects ourselves, reading the RERA filings and the layout approvals, and telling buyers exactly what we had checked. Buyers noticed, and so did honest developers.',
  'Today owners and agents list their plots with us across India. We review every listing before it goes live, verify documents and sites project by project, and mark plainly which listings we have verified.',
];

export const OUR_APPROACH = [
  { title: 'Verified Listings', text: VERIFICATION.promise },
  { title: 'End-to-End Support', text: 'From discovery to documentation: site visits, loan guidance, agreement review and registration.' },
  { title: 'Secure Transactions', text: 'Legal expertise on every deal, so that what you pay for is exactly what you own.' },
] as const;

export const JOIN_TEAM = {
  heading: 'Join Our Growing Team',
  text: 'We are looking for people who care about doing property the right way.',
  button: 'View Career Opportunities',
} as const;
