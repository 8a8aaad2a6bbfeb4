/**
 * The office's opening hours, once: the contact page prints them and a
 * project's site visits default to them. Days are JavaScript's (0 = Sunday),
 * times 24-hour `HH:MM` in India's time.
 */
export interface WeeklyHours {
  days: number[];
  opens: string;
  closes: string;
}

export const OFFICE_HOURS: readonly WeeklyHours[] = [
  { days: [1, 2, 3, 4, 5, 6], opens: '09:00', closes: '19:00' },
  { days: [0], opens: '10:00', closes: '17:00' },
];

export const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** `Mon - Sat` for a run of days, `Mon, Wed` otherwise (weeks start on Monday). */
export function formatDays(days: readonly number[]): string {
  const sorted = [...days].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));
  const monFirst = sorted.map((day) => (day + 6) % 7);
  const consecutive = monFirst.every((day, index) => index === 0 || day === monFirst[index - 1]! + 1);
  if (sorted.length > 2 && consecutive) return `${WEEKDAY_SHORT[sorted[0]!]} - ${WEEKDAY_SHORT[sorted[sorted.length - 1]!]}`;
  return sorted.map((day) => WEEKDAY_SHORT[day]).join(', ');
}

/** `9:00 - 19:00`, as the contact page has always printed hours. */
export function formatHoursRange(hours: Pick<WeeklyHours, 'opens' | 'closes'>): string {
  return `${hours.opens.replace(/^0/, '')} - ${hours.closes.replace(/^0/, '')}`;
}
