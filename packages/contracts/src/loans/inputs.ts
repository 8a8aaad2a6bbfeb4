import { LOAN_DEFAULTS, LOAN_LIMITS, PROPERTY_VALUE_MAX, PROPERTY_VALUE_MIN } from './constants';

/**
 * The coupled inputs of the calculator. Property value = loan + down payment
 * always holds. Moving the loan or the down payment keeps the property value
 * and moves the other; a new property value caps the loan at 80 % of it and at
 * the value less the down payment. Loan and down payment are always on their
 * sliders' steps. The defaults (LOAN_DEFAULTS) already satisfy every rule, so
 * the first screen agrees with itself.
 */
export interface LoanInputs {
  loanAmount: number;
  downPayment: number;
  annualRatePercent: number;
  tenureYears: number;
}

export const initialLoanInputs: LoanInputs = { ...LOAN_DEFAULTS };

export function propertyValueOf(inputs: LoanInputs): number {
  return inputs.loanAmount + inputs.downPayment;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);
// The slack absorbs binary fractions (6,250,000 × 0.8); every amount here is whole rupees.
const floorTo = (value: number, step: number) => Math.floor(value / step + 1e-9) * step;
const ceilTo = (value: number, step: number) => Math.ceil(value / step - 1e-9) * step;
const STEP = LOAN_LIMITS.moneyStep;

/**
 * The loans a property value allows, in whole steps: at most 80 % of it (and
 * ₹5 Cr), at least ₹1 lakh and enough that the down payment stays within half
 * of it. The down payment is the value less the loan, so its slider is this
 * range mirrored, on steps that start from the value: every position of one
 * slider is a position of the other, and a range input never has to round
 * what its label shows.
 */
function loanBounds(value: number): { min: number; max: number } {
  const min = Math.max(LOAN_LIMITS.loanMin, ceilTo(value * (1 - LOAN_LIMITS.downPaymentMaxShare), STEP));
  const max = Math.max(min, floorTo(Math.min(value * LOAN_LIMITS.maxLoanToValue, LOAN_LIMITS.loanAbsoluteMax), STEP));
  return { min, max };
}

export function loanRange(inputs: LoanInputs): { min: number; max: number; step: number } {
  return { ...loanBounds(propertyValueOf(inputs)), step: STEP };
}

export function downPaymentRange(inputs: LoanInputs): { min: number; max: number; step: number } {
  const value = propertyValueOf(inputs);
  const loan = loanBounds(value);
  return { min: value - loan.max, max: value - loan.min, step: STEP };
}

/** The inputs with the loan nearest `requested` that the value allows, and the rest as down payment. */
function withLoanFor(inputs: LoanInputs, value: number, requested: number, toStep: (amount: number, step: number) => number): LoanInputs {
  const { min, max } = loanBounds(value);
  const loanAmount = clamp(toStep(requested, STEP), min, max);
  return { ...inputs, loanAmount, downPayment: value - loanAmount };
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

export function withLoanAmount(inputs: LoanInputs, requested: number): LoanInputs {
  return withLoanFor(inputs, propertyValueOf(inputs), requested, roundTo);
}

export function withDownPayment(inputs: LoanInputs, requested: number): LoanInputs {
  const value = propertyValueOf(inputs);
  return withLoanFor(inputs, value, value - requested, roundTo);
}

/**
 * A new property value (whole rupees, bounded to PROPERTY_VALUE_MIN..MAX):
 * the loan is kept where the rules allow, at most the value less the down
 * payment, on the sliders' steps (rounded down, so the down payment is kept
 * or grows).
 */
export function withPropertyValue(inputs: LoanInputs, requestedValue: number): LoanInputs {
  const value = Math.round(clamp(requestedValue, PROPERTY_VALUE_MIN, PROPERTY_VALUE_MAX));
  return withLoanFor(inputs, value, Math.min(inputs.loanAmount, value - inputs.downPayment), floorTo);
}

export function withRate(inputs: LoanInputs, rate: number): LoanInputs {
  const stepped = Math.round(rate * 10) / 10;
  return { ...inputs, annualRatePercent: clamp(stepped, LOAN_LIMITS.rateMin, LOAN_LIMITS.rateMax) };
}

export function withTenure(inputs: LoanInputs, years: number): LoanInputs {
  return { ...inputs, tenureYears: clamp(Math.round(years), LOAN_LIMITS.tenureMin, LOAN_LIMITS.tenureMax) };
}
