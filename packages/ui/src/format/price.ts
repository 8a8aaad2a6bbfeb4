import { CATALOG_TEXTS, type Project } from '@plotwise/contracts';
import { toSquareFeet } from './area';
import { formatIndianNumber } from './money';

const CRORE = 10_000_000;
const LAKH = 100_000;

/**
 * A price as shown: 1 crore or more as crores with
 * two decimals ('₹1.25 Cr'), 1 lakh or more as lakhs with two decimals
 * ('₹45.00 Lakhs'), anything less with Indian digit grouping ('₹75,000').
 */
export function formatPriceINR(amount: number): string {
  if (amount >= CRORE) return `₹${(amount / CRORE).toFixed(2)} Cr`;
  if (amount >= LAKH) return `₹${(amount / LAKH).toFixed(2)} Lakhs`;
  return `₹${formatIndianNumber(amount)}`;
}

/** Whether a project states a price at all: missing and 0 both mean "on request". */
export function hasPrice(amount: number | null | undefined): amount is number {
  return typeof amount === 'number' && Number.isFinite(amount) && amount > 0;
}

/** A card's price line: '₹45.00 Lakhs onwards', or 'Price on Request' when missing or 0. */
export function formatStartingPrice(amount: number | null | undefined): string {
  return hasPrice(amount) ? `${formatPriceINR(amount)} ${CATALOG_TEXTS.onwards}` : CATALOG_TEXTS.priceOnRequest;
}

/** The city page's short form: lakhs with one decimal and 'L+' (4,500,000 → '45.0 L+'). */
export function formatLakhsPlus(amount: number): string {
  return `${(amount / LAKH).toFixed(1)} L+`;
}

/**
 * Rupees per sq.ft at the starting price, which is the smallest plot's price
 * (how projects quote); null without a price or a plot size.
 */
export function ratePerSquareFoot(project: Pick<Project, 'plotSizes' | 'startingPrice'>): number | null {
  const sizes = project.plotSizes.map((plot) => toSquareFeet(plot.size, plot.unit)).filter((squareFeet) => squareFeet > 0);
  if (sizes.length === 0 || !hasPrice(project.startingPrice)) return null;
  return Math.round(project.startingPrice / Math.min(...sizes));
}
