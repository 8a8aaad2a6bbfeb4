import type { AreaUnit } from '@plotwise/contracts';

/** Square feet in one acre: at and above it, sq.ft areas read better in acres. */
export const SQFT_PER_ACRE = 43_560;

const grouped = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/**
 * The spec's area display: a missing area shows '0 sq.ft';
 * the unit defaults to sq.ft; 43,560 sq.ft or more converts to acres with two
 * decimals; otherwise the Indian-grouped number and its unit ('12,500 sq.ft').
 */
export function formatArea(value: number | null | undefined, unit: AreaUnit | null | undefined = 'sq.ft'): string {
  const areaUnit = unit ?? 'sq.ft';
  if (typeof value !== 'number' || !Number.isFinite(value)) return `0 ${areaUnit}`;
  if (areaUnit === 'sq.ft' && value >= SQFT_PER_ACRE) return `${(value / SQFT_PER_ACRE).toFixed(2)} acres`;
  return `${grouped.format(value)} ${areaUnit}`;
}
