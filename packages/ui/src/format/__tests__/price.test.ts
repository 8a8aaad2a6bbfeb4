import { formatLakhsPlus, formatPriceINR, formatStartingPrice } from '../price';

describe('formatPriceINR', () => {
  it('shows 1 crore and more in crores with two decimals and Cr', () => {
    expect(formatPriceINR(10_000_000)).toBe('₹1.00 Cr');
    expect(formatPriceINR(12_500_000)).toBe('₹1.25 Cr');
    expect(formatPriceINR(250_000_000)).toBe('₹25.00 Cr');
  });

  it('shows 1 lakh up to a crore in lakhs with two decimals and Lakhs', () => {
    expect(formatPriceINR(100_000)).toBe('₹1.00 Lakhs');
    expect(formatPriceINR(4_550_000)).toBe('₹45.50 Lakhs');
    expect(formatPriceINR(9_999_999)).toBe('₹100.00 Lakhs');
  });

  it('groups smaller amounts the Indian way', () => {
    expect(formatPriceINR(99_999)).toBe('₹99,999');
    expect(formatPriceINR(7_500)).toBe('₹7,500');
    expect(formatPriceINR(0)).toBe('₹0');
  });
});

describe('formatStartingPrice: the card form', () => {
  it("adds 'onwards' to a stated price", () => {
    expect(formatStartingPrice(4_500_000)).toBe('₹45.00 Lakhs onwards');
    expect(formatStartingPrice(25_000_000)).toBe('₹2.50 Cr onwards');
  });

  it("says 'Price on Request' when the price is missing or 0", () => {
    expect(formatStartingPrice(null)).toBe('Price on Request');
    expect(formatStartingPrice(undefined)).toBe('Price on Request');
    expect(formatStartingPrice(0)).toBe('Price on Request');
  });
});

describe("formatLakhsPlus: the city page's 'L+' form", () => {
  it('shows lakhs with one decimal', () => {
    expect(formatLakhsPlus(4_500_000)).toBe('45.0 L+');
    expect(formatLakhsPlus(1_234_567)).toBe('12.3 L+');
    expect(formatLakhsPlus(25_000_000)).toBe('250.0 L+');
  });
});
