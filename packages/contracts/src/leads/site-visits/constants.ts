import { OFFICE_HOURS, type WeeklyHours } from '../../content/office-hours';

/**
 * Site visits: a buyer asks for a slot on a project's visiting days, the
 * agent confirms it or proposes another, the buyer accepts or cancels by link.
 */
export const SITE_VISIT_STATUSES = ['requested', 'confirmed', 'proposed', 'cancelled'] as const;
export type SiteVisitStatus = (typeof SITE_VISIT_STATUSES)[number];

export const SITE_VISIT_STATUS_LABELS: Record<SiteVisitStatus, string> = {
  requested: 'Requested',
  confirmed: 'Confirmed',
  proposed: 'New time proposed',
  cancelled: 'Cancelled',
};

/** Bookable from tomorrow up to `daysAhead` days on; one hour per slot; a slot takes `slotCapacity` visits. */
export const SITE_VISIT_RULES = { daysAhead: 60, slotMinutes: 60, slotCapacity: 2 } as const;

export const SITE_VISIT_TIME_ZONE = 'Asia/Kolkata';
/** India keeps one offset all year. */
export const INDIA_UTC_OFFSET_MINUTES = 330;

const DAY_MS = 86_400_000;

/** Today's date in India, `YYYY-MM-DD`. */
export function indiaToday(now: number = Date.now()): string {
  return new Date(now + INDIA_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** `day` moved by `days`, `YYYY-MM-DD`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The first and last day a visit may be booked for, seen from `now`. */
export function bookableRange(now: number = Date.now()): { first: string; last: string } {
  const today = indiaToday(now);
  return { first: addDays(today, 1), last: addDays(today, SITE_VISIT_RULES.daysAhead) };
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A project's own visiting hours, or the office's when it has none. */
export function visitingSchedule(own: WeeklyHours | null | undefined): readonly WeeklyHours[] {
  return own ? [own] : OFFICE_HOURS;
}

/** The slots' starting times on one day (`HH:MM`), each ending by closing time; none on a closed day. */
export function slotsOn(schedule: readonly WeeklyHours[], day: string): string[] {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const hours = schedule.find((entry) => entry.days.includes(weekday));
  if (!hours) return [];
  const slots: string[] = [];
  for (let start = minutesOf(hours.opens); start + SITE_VISIT_RULES.slotMinutes <= minutesOf(hours.closes); start += SITE_VISIT_RULES.slotMinutes) {
    slots.push(timeOf(start));
  }
  return slots;
}

/** `10:00 - 11:00`: a slot as its start and end. */
export function slotLabel(slot: string): string {
  return `${slot} - ${timeOf(minutesOf(slot) + SITE_VISIT_RULES.slotMinutes)}`;
}

/** `Sat, 5 Dec 2026`: a visit's day, read the same on the server and in the browser. */
export function visitDayLabel(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** The instant a slot starts (India's time). */
export function slotStartsAt(day: string, slot: string): Date {
  return new Date(Date.parse(`${day}T${slot}:00Z`) - INDIA_UTC_OFFSET_MINUTES * 60_000);
}
