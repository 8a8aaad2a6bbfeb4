import { amortiseByYear, loanToValuePercent, summariseLoan } from '../emi';
import { LOAN_DEFAULTS } from '../constants';

const defaults = {
  principal: LOAN_DEFAULTS.loanAmount,
  annualRatePercent: LOAN_DEFAULTS.annualRatePercent,
  tenureYears: LOAN_DEFAULTS.tenureYears,
};

describe('summariseLoan', () => {
  it('gives the default EMI of ₹43,391 for 50 lakhs at 8.5 % over 20 years', () => {
    const summary = summariseLoan(defaults);
    expect(summary.emi).toBe(43391);
    expect(summary.principal).toBe(5_000_000);
    expect(summary.totalPayment).toBe(10_413_879);
    expect(summary.totalInterest).toBe(summary.totalPayment - 5_000_000);
  });

  it('handles the slider extremes', () => {
    expect(summariseLoan({ principal: 100_000, annualRatePercent: 6, tenureYears: 5 }).emi).toBe(1933);
    expect(summariseLoan({ principal: 50_000_000, annualRatePercent: 15, tenureYears: 30 }).emi).toBe(632222);
  });

  it('divides evenly at a zero rate and gives nothing for no loan', () => {
    expect(summariseLoan({ principal: 1_200_000, annualRatePercent: 0, tenureYears: 10 }).emi).toBe(10_000);
    expect(summariseLoan({ principal: 0, annualRatePercent: 8.5, tenureYears: 20 })).toEqual({
      emi: 0, totalInterest: 0, totalPayment: 0, principal: 0,
    });
  });
});

describe('amortiseByYear', () => {
  it('repays the whole principal over the tenure, one row a year', () => {
    const years = amortiseByYear(defaults);
    expect(years).toHaveLength(20);
    const repaid = years.reduce((sum, year) => sum + year.principalPaid, 0);
    expect(Math.abs(repaid - 5_000_000)).toBeLessThanOrEqual(20);
    expect(years.at(-1)?.closingBalance).toBe(0);
    // Early years are mostly interest, late years mostly principal.
    expect(years[0]!.interestPaid).toBeGreaterThan(years[0]!.principalPaid);
    expect(years[19]!.principalPaid).toBeGreaterThan(years[19]!.interestPaid);
  });
});

describe('loanToValuePercent', () => {
  it('is loan over value with one decimal', () => {
    expect(loanToValuePercent(5_000_000, 6_000_000)).toBe(83.3);
    expect(loanToValuePercent(4_000_000, 5_000_000)).toBe(80);
    expect(loanToValuePercent(1, 0)).toBe(0);
  });
});
