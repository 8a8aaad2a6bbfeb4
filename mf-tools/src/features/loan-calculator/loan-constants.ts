/** The spec's loan calculator constants, in one place. */
export const LOAN_DEFAULTS = {
  loanAmount: 5_000_000,
  annualRatePercent: 8.5,
  tenureYears: 20,
  downPayment: 1_000_000,
} as const;

export const LOAN_LIMITS = {
  loanMin: 100_000,
  loanAbsoluteMax: 50_000_000,
  loanStep: 100_000,
  maxLoanToValue: 0.8,
  downPaymentMinShare: 0.2,
  downPaymentMaxShare: 0.5,
  downPaymentStep: 50_000,
  rateMin: 6,
  rateMax: 15,
  rateStep: 0.1,
  tenureMin: 5,
  tenureMax: 30,
  tenureStep: 1,
} as const;

export const MARKET_RATES_TEXT = 'Current home loan rates in India range from 8.5%-11.5% per annum.';
