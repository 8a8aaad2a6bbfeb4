import { LOAN_DEFAULTS, LOAN_LIMITS, PROPERTY_VALUE_MAX, PROPERTY_VALUE_MIN } from './loan-constants';

/**
 * The coupled inputs of the calculator. Property value = loan + down payment
 * always holds. Moving the loan or the down payment keeps the property value
 * and moves the other; a new property value caps the loan at 80 % of it and at
 * the value less the down payment. The defaults (LOAN_DEFAULTS) already
 * satisfy every rule, so the first screen agrees with itself.
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
const roundTo = (value: number, step: number) => Math.round(value / step) * step;

export function loanRange(inputs: LoanInputs): { min: number; max: number; step: number } {
  const value = propertyValueOf(inputs);
  const max = Math.max(LOAN_LIMITS.loanMin, Math.min(value * LOAN_LIMITS.maxLoanToValue, LOAN_LIMITS.loanAbsoluteMax));
  return { min: LOAN_LIMITS.loanMin, max, step: LOAN_LIMITS.loanStep };
}

export function downPaymentRange(inputs: LoanInputs): { min: number; max: number; step: number } {
  const value = propertyValueOf(inputs);
  return {
    min: value * LOAN_LIMITS.downPaymentMinShare,
    max: value * LOAN_LIMITS.downPaymentMaxShare,
    step: LOAN_LIMITS.downPaymentStep,
  };
}

export function withLoanAmount(inputs: LoanInputs, requested: number): LoanInputs {
  const value = propertyValueOf(inputs);
  const { min, max } = loanRange(inputs);
  const loanAmount = clamp(requested, min, max);
  return { ...inputs, loanAmount, downPayment: value - loanAmount };
}

export function withDownPayment(inputs: LoanInputs, requested: number): LoanInputs {
  const value = propertyValueOf(inputs);
  const { min, max } = downPaymentRange(inputs);
  const downPayment = clamp(requested, min, max);
  const loanAmount = clamp(value - downPayment, LOAN_LIMITS.loanMin, LOAN_LIMITS.loanAbsoluteMax);
  return { ...inputs, loanAmount, downPayment: value - loanAmount };
}

/**
 * A new property value (bounded to PROPERTY_VALUE_MIN..MAX): the loan is kept
 * where the rules allow, at most 80 % of the value and the value less the
 * down payment, and at least enough that the down payment stays within half
 * the value (its slider's top).
 */
export function withPropertyValue(inputs: LoanInputs, requestedValue: number): LoanInputs {
  const value = clamp(requestedValue, PROPERTY_VALUE_MIN, PROPERTY_VALUE_MAX);
  const cap = Math.min(value * LOAN_LIMITS.maxLoanToValue, value - inputs.downPayment, LOAN_LIMITS.loanAbsoluteMax);
  const floor = Math.min(value * (1 - LOAN_LIMITS.downPaymentMaxShare), LOAN_LIMITS.loanAbsoluteMax);
  const kept = Math.max(Math.min(inputs.loanAmount, cap), floor);
  const loanAmount = clamp(roundTo(kept, 1), LOAN_LIMITS.loanMin, Math.max(LOAN_LIMITS.loanMin, Math.min(value * LOAN_LIMITS.maxLoanToValue, LOAN_LIMITS.loanAbsoluteMax)));
  return { ...inputs, loanAmount, downPayment: value - loanAmount };
}

export function withRate(inputs: LoanInputs, rate: number): LoanInputs {
  const stepped = Math.round(rate * 10) / 10;
  return { ...inputs, annualRatePercent: clamp(stepped, LOAN_LIMITS.rateMin, LOAN_LIMITS.rateMax) };
}

export function withTenure(inputs: LoanInputs, years: number): LoanInputs {
  return { ...inputs, tenureYears: clamp(Math.round(years), LOAN_LIMITS.tenureMin, LOAN_LIMITS.tenureMax) };
}
