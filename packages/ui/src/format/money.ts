import { formatIndianNumber } from '@plotwise/contracts';

export { formatIndianNumber };

/** ₹43,391 — whole rupees with Indian digit grouping (lakh and crore commas), as Intl's en-IN INR writes them. */
export function formatRupees(amount: number): string {
  const whole = formatIndianNumber(Math.round(amount));
  return whole.startsWith('-') ? `-₹${whole.slice(1)}` : `₹${whole}`;
}

const CRORE = 10_000_000;
const LAKH = 100_000;

/** An amount as people say it: '45 lakh', '1.25 crore', '75 thousand' (at most two decimals, none trailing). */
export function rupeesInWords(amount: number): string {
  const whole = Math.round(amount);
  const size = Math.abs(whole);
  if (size >= CRORE) return `${formatIndianNumber(whole / CRORE, 2)} crore`;
  if (size >= LAKH) return `${formatIndianNumber(whole / LAKH, 2)} lakh`;
  if (size >= 1000) return `${formatIndianNumber(whole / 1000, 1)} thousand`;
  return formatIndianNumber(whole);
}

/** '₹45,00,000 · 45 lakh': the figure with Indian grouping, then how it is said. */
export function formatRupeesWithWords(amount: number): string {
  return Math.abs(Math.round(amount)) >= 1000 ? `${formatRupees(amount)} · ${rupeesInWords(amount)}` : formatRupees(amount);
}
