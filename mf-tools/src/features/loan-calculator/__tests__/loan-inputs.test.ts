import {
  downPaymentRange, initialLoanInputs, loanRange, propertyValueOf,
  withDownPayment, withLoanAmount, withPropertyValue, withRate, withTenure,
} from '../loan-inputs';

describe('coupled loan inputs', () => {
  it('starts at the spec defaults with property value = loan + down payment', () => {
    expect(initialLoanInputs).toEqual({ loanAmount: 5_000_000, downPayment: 1_000_000, annualRatePercent: 8.5, tenureYears: 20 });
    expect(propertyValueOf(initialLoanInputs)).toBe(6_000_000);
  });

  it('caps the loan slider at 80 % of the value and at 5 crore', () => {
    expect(loanRange(initialLoanInputs)).toEqual({ min: 100_000, max: 4_800_000, step: 100_000 });
    const big = { ...initialLoanInputs, loanAmount: 60_000_000, downPayment: 40_000_000 };
    expect(loanRange(big).max).toBe(50_000_000);
  });

  it('moving the loan keeps the property value and moves the down payment', () => {
    const next = withLoanAmount(initialLoanInputs, 4_000_000);
    expect(next).toMatchObject({ loanAmount: 4_000_000, downPayment: 2_000_000 });
    expect(propertyValueOf(next)).toBe(6_000_000);
    expect(withLoanAmount(initialLoanInputs, 9_000_000).loanAmount).toBe(4_800_000);
    expect(withLoanAmount(initialLoanInputs, 10).loanAmount).toBe(100_000);
  });

  it('keeps the down payment between 20 % and 50 % of the value', () => {
    expect(downPaymentRange(initialLoanInputs)).toEqual({ min: 1_200_000, max: 3_000_000, step: 50_000 });
    expect(withDownPayment(initialLoanInputs, 500_000)).toMatchObject({ downPayment: 1_200_000, loanAmount: 4_800_000 });
    expect(withDownPayment(initialLoanInputs, 5_000_000)).toMatchObject({ downPayment: 3_000_000, loanAmount: 3_000_000 });
  });

  it('a new property value forces the loan to at most 80 % and at most value less down payment', () => {
    const next = withPropertyValue(initialLoanInputs, 5_000_000);
    expect(next.loanAmount).toBe(4_000_000);
    expect(propertyValueOf(next)).toBe(5_000_000);
    const afterDown = withPropertyValue({ ...initialLoanInputs, downPayment: 3_000_000 }, 6_000_000);
    expect(afterDown.loanAmount).toBe(3_000_000);
    const higher = withPropertyValue(initialLoanInputs, 10_000_000);
    expect(higher).toMatchObject({ loanAmount: 5_000_000, downPayment: 5_000_000 });
  });

  it('clamps rate and tenure to their ranges and steps', () => {
    expect(withRate(initialLoanInputs, 5).annualRatePercent).toBe(6);
    expect(withRate(initialLoanInputs, 9.04).annualRatePercent).toBe(9);
    expect(withRate(initialLoanInputs, 20).annualRatePercent).toBe(15);
    expect(withTenure(initialLoanInputs, 2).tenureYears).toBe(5);
    expect(withTenure(initialLoanInputs, 31).tenureYears).toBe(30);
  });
});
