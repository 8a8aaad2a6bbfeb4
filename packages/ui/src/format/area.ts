import { SQ_FT_PER_AREA_UNIT, formatIndianNumber, type AreaUnit } from '@plotwise/contracts';

/** Square feet in one acre: at and above it, sq.ft areas read better in acres. */
export const SQFT_PER_ACRE = SQ_FT_PER_AREA_UNIT.acres;

/**
 * An area as shown: a missing area shows '0 sq.ft';
 * the unit defaults to sq.ft; 43,560 sq.ft or more converts to acres with two
 * decimals; otherwise the Indian-grouped number and its unit ('12,500 sq.ft').
 */
export function formatArea(value: number | null | undefined, unit: AreaUnit | null | undefined = 'sq.ft'): string {
  const areaUnit = unit ?? 'sq.ft';
  if (typeof value !== 'number' || !Number.isFinite(value)) return `0 ${areaUnit}`;
  if (areaUnit === 'sq.ft' && value >= SQFT_PER_ACRE) return `${(value / SQFT_PER_ACRE).toFixed(2)} acres`;
  return `${formatIndianNumber(value, 2)} ${areaUnit}`;
}

/** An area in square feet, whatever unit it was given in. */
export function toSquareFeet(value: number, unit: AreaUnit | null | undefined = 'sq.ft'): number {
  return value * SQ_FT_PER_AREA_UNIT[unit ?? 'sq.ft'];
}

/** Square feet as a whole, Indian-grouped number with its unit, never turned into acres ('2,17,800 sq.ft'). */
export function formatSquareFeet(squareFeet: number): string {
  return `${formatIndianNumber(Math.round(squareFeet))} sq.ft`;
}
