/** A one-line preview of what a person wrote (a notification's message, the dashboard's inquiry). */
export function excerpt(text: string, maxLength = 160): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length <= maxLength ? oneLine : `${oneLine.slice(0, maxLength - 1).trimEnd()}…`;
}

/**
 * How a form and the API refuse a text that is too long: 'Message must be at
 * most 5,000 characters'. A text object calls it behind a `@__PURE__`
 * annotation, so a page that does not use the text drops the call with it.
 */
export function atMostCharacters(label: string, max: number): string {
  return `${label} must be at most ${formatIndianNumber(max)} characters`;
}

/** Two-digit groups left of the last three digits: 1,23,45,678. */
const LAKH_GROUPS = /\B(?=(\d{2})+(?!\d))/g;

/**
 * A number with Indian digit grouping (lakh and crore commas: '1,23,45,678.5'),
 * rounded half away from zero to at most `maximumFractionDigits` decimals with
 * trailing zeros dropped: what `Intl.NumberFormat('en-IN')` writes, to the
 * character (a test holds the two equal). It is written out because a page's
 * first Intl formatter loads the browser's locale data, a long main-thread
 * task on a phone, in the middle of
 * hydrating a page full of prices and areas.
 */
export function formatIndianNumber(value: number, maximumFractionDigits = 0): string {
  // The shortest decimal that reads back as the number, as Intl rounds it (1.005 to 1.01).
  const written = String(Math.abs(value));
  // NaN, Infinity and what String writes with an exponent (under 10⁻⁶, from 10²¹): the locale's own words.
  if (!Number.isFinite(value) || written.includes('e')) return new Intl.NumberFormat('en-IN', { maximumFractionDigits }).format(value);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const [whole = '0', fraction = ''] = written.split('.');
  let digits = BigInt(whole + fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, '0'));
  if ((fraction[maximumFractionDigits] ?? '0') >= '5') digits += 1n;
  const text = digits.toString().padStart(maximumFractionDigits + 1, '0');
  const wholePart = text.slice(0, text.length - maximumFractionDigits);
  const fractionPart = text.slice(text.length - maximumFractionDigits).replace(/0+$/, '');
  const grouped = wholePart.length > 3 ? `${wholePart.slice(0, -3).replace(LAKH_GROUPS, ',')},${wholePart.slice(-3)}` : wholePart;
  return `${sign}${grouped}${fractionPart ? `.${fractionPart}` : ''}`;
}
