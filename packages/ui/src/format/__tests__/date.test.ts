import { formatDateIN } from '../date';

describe('formatDateIN', () => {
  it('writes dates in Indian English, in India’s time zone', () => {
    expect(formatDateIN('2025-03-05T10:00:00.000Z')).toBe('5 March 2025');
    expect(formatDateIN('2025-03-31T20:00:00.000Z')).toBe('1 April 2025');
    expect(formatDateIN(new Date('2024-12-31T18:29:59.999Z'))).toBe('31 December 2024');
    expect(formatDateIN(new Date('2024-12-31T18:30:00.000Z'))).toBe('1 January 2025');
  });

  it('says what Intl says for en-IN in Asia/Kolkata, every 7 hours 13 minutes over ten years', () => {
    const intl = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
    const step = (7 * 60 + 13) * 60_000;
    const mismatches: string[] = [];
    for (let time = Date.UTC(2019, 0, 1); time < Date.UTC(2029, 0, 1); time += step) {
      const date = new Date(time);
      if (formatDateIN(date) !== intl.format(date)) mismatches.push(`${date.toISOString()}: ${formatDateIN(date)} ≠ ${intl.format(date)}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('gives an empty string for a missing or invalid date', () => {
    expect(formatDateIN(null)).toBe('');
    expect(formatDateIN(undefined)).toBe('');
    expect(formatDateIN('not a date')).toBe('');
  });
});
