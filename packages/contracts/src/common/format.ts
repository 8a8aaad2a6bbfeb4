/** A one-line preview of what a person wrote (a notification's message, the dashboard's enquiry). */
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
  return `${label} must be at most ${max.toLocaleString('en-IN')} characters`;
}
