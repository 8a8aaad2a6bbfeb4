import { LOAN_DEFAULTS, LOAN_LIMITS, PROPERTY_VALUE_MAX, PROPERTY_VALUE_MIN } from './constants';
import { initialLoanInputs, withDownPayment, withPropertyValue, withRate, withTenure, type LoanInputs } from './inputs';

/**
 * The loan calculator's address with a loan already set: the project page's
 * EMI box links there, and the calculator reads the same four parameters, so
 * both show the same EMI for the same numbers.
 */
export const LOAN_CALCULATOR_PATH = '/loan-calculator';

/** The calculator's query parameters, as written in its URL. */
export interface LoanQuery {
  propertyValue?: string | null;
  downPayment?: string | null;
  rate?: string | null;
  tenure?: string | null;
}

const WHOLE_RUPEES = /^\d{1,10}$/;
const RATE = /^\d{1,2}(\.\d{1,2})?$/;
const YEARS = /^\d{1,2}$/;

/**
 * The calculator's inputs for a property price: the smallest down payment the
 * calculator allows (a fifth of the value) at its default rate and tenure;
 * null when the price is missing or outside what the calculator takes.
 */
export function loanInputsForPrice(price: number | null | undefined): LoanInputs | null {
  if (typeof price !== 'number' || !(price >= PROPERTY_VALUE_MIN && price <= PROPERTY_VALUE_MAX)) return null;
  const valued = withPropertyValue(initialLoanInputs, price);
  return withDownPayment(valued, Math.ceil(price * LOAN_LIMITS.downPaymentMinShare));
}

export function loanCalculatorHref(inputs: LoanInputs): string {
  const query = new URLSearchParams({
    propertyValue: String(inputs.loanAmount + inputs.downPayment),
    downPayment: String(inputs.downPayment),
    rate: String(inputs.annualRatePercent),
    tenure: String(inputs.tenureYears),
  });
  return `${LOAN_CALCULATOR_PATH}?${query.toString()}`;
}

/**
 * The inputs a calculator URL asks for, each kept within the calculator's
 * rules (the same steps and bounds its sliders have); a missing or malformed
 * value leaves that input at its default.
 */
export function loanInputsFromQuery(query: LoanQuery): LoanInputs {
  let inputs: LoanInputs = { ...LOAN_DEFAULTS };
  const value = query.propertyValue?.trim();
  if (value && WHOLE_RUPEES.test(value)) inputs = withPropertyValue(inputs, Number(value));
  const down = query.downPayment?.trim();
  if (down && WHOLE_RUPEES.test(down)) inputs = withDownPayment(inputs, Number(down));
  const rate = query.rate?.trim();
  if (rate && RATE.test(rate)) inputs = withRate(inputs, Number(rate));
  const tenure = query.tenure?.trim();
  if (tenure && YEARS.test(tenure)) inputs = withTenure(inputs, Number(tenure));
  return inputs;
}
