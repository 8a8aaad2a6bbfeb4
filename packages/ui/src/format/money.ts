const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const grouped = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** ₹43,391 — whole rupees with Indian digit grouping (lakh and crore commas). */
export function formatRupees(amount: number): string {
  return rupees.format(Math.round(amount));
}

/** 1,23,45,678 — Indian digit grouping without a currency sign. */
export function formatIndianNumber(amount: number): string {
  return grouped.format(amount);
}
