import { formatRupeesWithWords, rupeesInWords } from '../money';

describe('rupeesInWords', () => {
  it('says lakhs and crores as people do', () => {
    expect(rupeesInWords(4_500_000)).toBe('45 lakh');
    expect(rupeesInWords(6_250_000)).toBe('62.5 lakh');
    expect(rupeesInWords(12_500_000)).toBe('1.25 crore');
    expect(rupeesInWords(100_000_000)).toBe('10 crore');
    expect(rupeesInWords(75_000)).toBe('75 thousand');
    expect(rupeesInWords(999)).toBe('999');
  });
});

describe('formatRupeesWithWords', () => {
  it('writes the figure with Indian grouping and then its words', () => {
    expect(formatRupeesWithWords(4_500_000)).toBe('₹45,00,000 · 45 lakh');
    expect(formatRupeesWithWords(43_391)).toBe('₹43,391 · 43.4 thousand');
    expect(formatRupeesWithWords(500)).toBe('₹500');
  });
});
