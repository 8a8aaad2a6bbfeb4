import { formatRupeesWithWords, rupeesInWords } from '../money';

describe('rupeesInWords', () => {
  it.each([
    [4_500_000, '45 lakh'],
    [6_250_000, '62.5 lakh'],
    [12_500_000, '1.25 crore'],
    [100_000_000, '10 crore'],
    [75_000, '75 thousand'],
    [999, '999'],
  ])('says ₹%d in lakhs and crores as people do: %s', (rupees, words) => {
    expect(rupeesInWords(rupees)).toBe(words);
  });
});

describe('formatRupeesWithWords', () => {
  it.each([
    [4_500_000, '₹45,00,000 · 45 lakh'],
    [43_391, '₹43,391 · 43.4 thousand'],
    [500, '₹500'],
  ])('writes ₹%d with Indian grouping and then its words: %s', (rupees, text) => {
    expect(formatRupeesWithWords(rupees)).toBe(text);
  });
});
