import { formatIndianNumber } from '../common/format';

describe('formatIndianNumber', () => {
  it('groups lakhs and crores', () => {
    expect(formatIndianNumber(0)).toBe('0');
    expect(formatIndianNumber(999)).toBe('999');
    expect(formatIndianNumber(1000)).toBe('1,000');
    expect(formatIndianNumber(123456)).toBe('1,23,456');
    expect(formatIndianNumber(12345678)).toBe('1,23,45,678');
    expect(formatIndianNumber(1_000_000_000_000)).toBe('10,00,00,00,00,000');
    expect(formatIndianNumber(-1234567)).toBe('-12,34,567');
  });

  it('rounds half away from zero and drops trailing zeros', () => {
    expect(formatIndianNumber(2.5)).toBe('3');
    expect(formatIndianNumber(-2.5)).toBe('-3');
    expect(formatIndianNumber(1234.5, 2)).toBe('1,234.5');
    expect(formatIndianNumber(1.005, 2)).toBe('1.01');
    expect(formatIndianNumber(99.999, 2)).toBe('100');
    expect(formatIndianNumber(0.001, 2)).toBe('0');
  });

  it('writes what Intl.NumberFormat en-IN writes', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const values = [0, -0, 0.5, 1.5, 0.125, 0.145, 1.255, 1e-7, 123.456e-3, 1e20, 9.99e20, Number.MAX_SAFE_INTEGER, NaN, Infinity, -Infinity, 1e21, 43_559.995];
    for (let index = 0; index < 3000; index++) {
      const magnitude = 10 ** Math.floor(random() * 14 - 3);
      const value = (random() - 0.3) * magnitude;
      values.push(value, Math.round(value * 1000) / 1000, Math.round(value * 100 + 0.5) / 100 - 0.005);
    }
    const mismatches: string[] = [];
    for (const digits of [0, 2]) {
      const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: digits });
      for (const value of values) {
        if (formatIndianNumber(value, digits) !== intl.format(value)) mismatches.push(`${value} (${digits}): ${formatIndianNumber(value, digits)} ≠ ${intl.format(value)}`);
      }
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
  });
});
