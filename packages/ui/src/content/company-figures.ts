import { COMPANY } from './company';

/**
 * The figures Home, About and Services quote that the data cannot give, once.
 * The first copy had 1500+ and 5000+ customers and 5+ and 10+ years; these
 * are the modest readings, and the years follow from the founding year.
 * Counts the data can give (projects, cities) come from `useSiteFigures`.
 */
export const HAPPY_CUSTOMERS = '1500+';

export function yearsOfExperience(today: Date = new Date()): string {
  return `${today.getFullYear() - COMPANY.foundedYear}+`;
}
