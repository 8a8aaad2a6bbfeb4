import { COMPANY, VERIFICATION } from '@plotwise/ui';

/** The About page's copy that is built from the company's facts; the rest is plain data in about-content.json. */
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
