import { SITE_VISIT_MESSAGES, SITE_VISIT_RULES, SITE_VISIT_TIME_ZONE } from '@plotwise/contracts';

export interface CalendarVisit {
  id: number;
  projectTitle: string;
  address: string;
  date: string;
  slot: string;
  /** The buyer's page for the visit, put in the event's description and URL. */
  link: string;
  cancelled: boolean;
}

/** RFC 5545 text: backslash, semicolon, comma and newlines escaped. */
const escapeText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets continue on the next line after a space. */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = Math.min(start + (start === 0 ? 75 : 74), bytes.length);
    // Never split a UTF-8 character.
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end -= 1;
    parts.push(bytes.subarray(start, end).toString('utf8'));
    start = end;
  }
  return parts.join('\r\n ');
}

const localStamp = (date: string, minutes: number) =>
  `${date.replace(/-/g, '')}T${String(Math.floor(minutes / 60)).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}00`;

const utcStamp = (instant: Date) => instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/**
 * One VEVENT in India's time, with the VTIMEZONE that names it (India has no
 * daylight saving, so one STANDARD rule covers every date). A cancelled
 * visit's file carries STATUS:CANCELLED and the same UID, so calendars that
 * imported it drop it.
 */
export function visitCalendar(visit: CalendarVisit, now: Date = new Date()): string {
  const start = Number(visit.slot.slice(0, 2)) * 60 + Number(visit.slot.slice(3, 5));
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Plotwise//Site visits//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${visit.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VTIMEZONE',
    `TZID:${SITE_VISIT_TIME_ZONE}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0530',
    'TZOFFSETTO:+0530',
    'TZNAME:IST',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:site-visit-${visit.id}@plotwise.in`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;TZID=${SITE_VISIT_TIME_ZONE}:${localStamp(visit.date, start)}`,
    `DTEND;TZID=${SITE_VISIT_TIME_ZONE}:${localStamp(visit.date, start + SITE_VISIT_RULES.slotMinutes)}`,
    `SUMMARY:${escapeText(SITE_VISIT_MESSAGES.calendarSummary(visit.projectTitle))}`,
    `LOCATION:${escapeText(visit.address)}`,
    `DESCRIPTION:${escapeText(`${visit.projectTitle}\n${visit.address}\n${visit.link}`)}`,
    `URL:${visit.link}`,
    `STATUS:${visit.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
