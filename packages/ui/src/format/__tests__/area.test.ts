import { formatArea, formatSquareFeet, toSquareFeet } from '../area';

describe('formatArea', () => {
  it("shows '0 sq.ft' when the area is missing", () => {
    expect(formatArea(null)).toBe('0 sq.ft');
    expect(formatArea(undefined)).toBe('0 sq.ft');
    expect(formatArea(Number.NaN)).toBe('0 sq.ft');
  });

  it('defaults the unit to sq.ft', () => {
    expect(formatArea(1_200)).toBe('1,200 sq.ft');
    expect(formatArea(1_200, null)).toBe('1,200 sq.ft');
  });

  it('converts 43,560 sq.ft and more to acres with two decimals', () => {
    expect(formatArea(43_560, 'sq.ft')).toBe('1.00 acres');
    expect(formatArea(108_900, 'sq.ft')).toBe('2.50 acres');
    expect(formatArea(43_559, 'sq.ft')).toBe('43,559 sq.ft');
  });

  it('groups other values the Indian way with their unit', () => {
    expect(formatArea(1_250_000, 'sq.m')).toBe('12,50,000 sq.m');
    expect(formatArea(12.5, 'acres')).toBe('12.5 acres');
    expect(formatArea(3, 'hectare')).toBe('3 hectare');
  });
});

describe('toSquareFeet and formatSquareFeet', () => {
  it('converts every unit to sq.ft', () => {
    expect(toSquareFeet(1_200, 'sq.ft')).toBe(1_200);
    expect(toSquareFeet(100, 'sq.m')).toBeCloseTo(1_076.39);
    expect(toSquareFeet(0.5, 'acres')).toBe(21_780);
    expect(toSquareFeet(1, 'hectare')).toBeCloseTo(107_639.1);
  });

  it('shows whole sq.ft with Indian grouping, even above an acre', () => {
    expect(formatSquareFeet(1_076.39)).toBe('1,076 sq.ft');
    expect(formatSquareFeet(217_800)).toBe('2,17,800 sq.ft');
  });
});
