/**
 * The loan calculator's first screen: a loan of ₹50 lakh at 8.5 % over 20
 * years, whose EMI is ₹43,391. A down payment of ₹10 lakh
 * would make the property ₹60 lakh and the loan 83.3 % of it, above the 80 %
 * the page states, and below the 20 % down-payment floor of its own slider;
 * ₹12.5 lakh is the smallest down payment both rules allow for that loan
 * (property ₹62.5 lakh, loan exactly 80 %, down payment exactly 20 %), so every
 * slider starts where its label says.
 */
export const LOAN_DEFAULTS = {
  loanAmount: 5_000_000,
  annualRatePercent: 8.5,
  tenureYears: 20,
  downPayment: 1_250_000,
} as const;

export const LOAN_LIMITS = {
  loanMin: 100_000,
  loanAbsoluteMax: 50_000_000,
  /** The property value field's step (its arrows move by ₹1 lakh). */
  propertyValueStep: 100_000,
  maxLoanToValue: 0.8,
  downPaymentMinShare: 0.2,
  downPaymentMaxShare: 0.5,
  /**
   * The loan and down-payment sliders' one step: they add up to the property
   * value, so a move of one is a move of the other, and both must be able to
   * hold it (a range input rounds its value to its step).
   */
  moneyStep: 50_000,
  rateMin: 6,
  rateMax: 15,
  rateStep: 0.1,
  tenureMin: 5,
  tenureMax: 30,
  tenureStep: 1,
} as const;

/**
 * The property values the calculator takes. Below the minimum the smallest
 * loan would be above 80 %; above the maximum even the largest loan (₹5 Cr)
 * would leave a down payment over half the value, outside its slider.
 */
export const PROPERTY_VALUE_MIN = LOAN_LIMITS.loanMin / LOAN_LIMITS.maxLoanToValue;
export const PROPERTY_VALUE_MAX = LOAN_LIMITS.loanAbsoluteMax / (1 - LOAN_LIMITS.downPaymentMaxShare);

export const MARKET_RATES_TEXT = 'Current home loan rates in India range from 8.5%-11.5% per annum.';
