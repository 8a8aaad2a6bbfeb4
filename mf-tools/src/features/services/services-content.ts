/** The Services page's copy: what we do and how we work. Its figures are the site's (`useSiteFigures`). */
export const SERVICES = [
  { title: 'Property Buying Assistance', text: 'Tell us your budget, city and purpose; we shortlist verified plots and projects that fit and negotiate for you.' },
  { title: 'Plot and Land Sales', text: 'List your plot with us: professional photos, honest pricing advice and buyers who have already been qualified.' },
  { title: 'Legal Verification', text: 'Title search over 30 years, encumbrance, NA and layout approvals, and RERA registration, checked by our lawyers.' },
  { title: 'Documentation and Registration', text: 'Agreement drafting, stamp duty, and registration at the sub-registrar office, handled end to end.' },
  { title: 'Home Loan Assistance', text: 'We compare offers from leading banks and housing finance companies and help with the paperwork.' },
  { title: 'Property Valuation', text: 'An independent valuation based on recent registrations, location and road access, before you buy or sell.' },
  { title: 'Investment Advisory', text: 'Growth corridors, infrastructure plans and rental potential, explained with data rather than hype.' },
] as const;

export const PARTNERSHIP_POINTS = [
  'A dedicated sales team for your launch, trained on your project',
  'Digital campaigns that bring serious, qualified buyers',
  'Site-visit management and follow-up until booking',
  'Transparent, performance-based commercials',
] as const;

export const PROCESS_STEPS = [
  { title: 'Initial Consultation', text: 'We understand your needs, budget and timeline in a free call or office visit.' },
  { title: 'Property Shortlisting', text: 'You get a shortlist of verified options that match, with prices and documents.' },
  { title: 'Site Visits and Verification', text: 'We take you to each site and complete the legal and technical checks.' },
  { title: 'Documentation and Closure', text: 'We handle the agreement, loan, stamp duty and registration until you hold the keys.' },
] as const;
