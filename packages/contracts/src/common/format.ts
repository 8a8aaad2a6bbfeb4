/** A one-line preview of what a person wrote (a notification's message, the dashboard's enquiry). */
export function excerpt(text: string, maxLength = 160): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length <= maxLength ? oneLine : `${oneLine.slice(0, maxLength - 1).trimEnd()}…`;
}
