import { formatIndianNumber } from '@plotwise/contracts';

export { formatIndianNumber };

/** ₹43,391 — whole rupees with Indian digit grouping (lakh and crore commas), as Intl's en-IN INR writes them. */
export function formatRupees(amount: number): string {
  const whole = formatIndianNumber(Math.round(amount));
  return whole.startsWith('-') ? `-₹${whole.slice(1)}` : `₹${whole}`;
}
