/** A one-line preview of what a visitor wrote, for a notification's message. */
export function excerpt(text: string, maxLength = 160): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length <= maxLength ? oneLine : `${oneLine.slice(0, maxLength - 1).trimEnd()}…`;
}
