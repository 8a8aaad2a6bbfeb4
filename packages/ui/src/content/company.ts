import { OFFICE_HOURS, formatDays, formatHoursRange } from '@plotwise/contracts';

/**
 * Company facts, once. The first copy gave the founding year as both 2018 and
 * 2021; 2021 matches "5+ years of experience" and is used everywhere. The
 * registered company (legal name, CIN, registered office, GSTIN, grievance
 * officer) is configuration, read with `useCompanyDetails`.
 */
export const COMPANY = {
  brand: 'Plotwise',
  tagline: 'Plots and plotting projects across India',
  foundedYear: 2021,
  phone: '+91 20 4850 2100',
  phoneHref: 'tel:+912048502100',
  whatsappNumber: '912048502100',
  email: 'hello@plotwise.in',
  careersEmail: 'careers@plotwise.in',
  supportPhone: '+91 20 4850 2199',
  supportPhoneHref: 'tel:+912048502199',
  address: {
    line1: '4th Floor, Panchshil Business Park',
    line2: 'Viman Nagar',
    city: 'Pune',
    state: 'Maharashtra',
    pin: '411014',
  },
  // Printed from the one list of office hours, which site visits also default to.
  hours: OFFICE_HOURS.map((hours) => ({ days: formatDays(hours.days), time: formatHoursRange(hours) })),
  responseTime: '24 hours',
} as const;

export function formatAddress(): string {
  const { line1, line2, city, state, pin } = COMPANY.address;
  return `${line1}, ${line2}, ${city}, ${state} ${pin}`;
}
