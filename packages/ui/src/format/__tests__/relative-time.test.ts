import { formatRelativeTime } from '../relative-time';

const NOW = Date.parse('2025-03-05T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('formatRelativeTime', () => {
  it("says 'Just now' under a minute, and for a moment slightly in the future", () => {
    expect(formatRelativeTime(ago(0), NOW)).toBe('Just now');
    expect(formatRelativeTime(ago(59_999), NOW)).toBe('Just now');
    expect(formatRelativeTime(ago(-5_000), NOW)).toBe('Just now');
  });

  it('counts minutes under one hour', () => {
    expect(formatRelativeTime(ago(MINUTE), NOW)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(5 * MINUTE + 30_000), NOW)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(HOUR - 1), NOW)).toBe('59 minutes ago');
  });

  it('counts hours under 24 hours', () => {
    expect(formatRelativeTime(ago(HOUR), NOW)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(3 * HOUR + 59 * MINUTE), NOW)).toBe('3 hours ago');
    expect(formatRelativeTime(ago(24 * HOUR - 1), NOW)).toBe('23 hours ago');
  });

  it('shows a full date in Indian English from 24 hours on, in India’s time zone', () => {
    expect(formatRelativeTime(ago(24 * HOUR), NOW)).toBe('4 March 2025');
    expect(formatRelativeTime('2024-12-31T20:00:00.000Z', NOW)).toBe('1 January 2025');
    expect(formatRelativeTime(new Date('2023-08-15T06:30:00.000Z'), new Date(NOW))).toBe('15 August 2023');
  });

  it('answers an empty string for a missing or invalid date', () => {
    expect(formatRelativeTime(null, NOW)).toBe('');
    expect(formatRelativeTime(undefined, NOW)).toBe('');
    expect(formatRelativeTime('not a date', NOW)).toBe('');
  });
});
