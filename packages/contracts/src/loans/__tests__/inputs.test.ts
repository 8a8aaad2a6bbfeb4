import {
  downPaymentRange, initialLoanInputs, loanRange, propertyValueOf,
  withDownPayment, withLoanAmount, withPropertyValue, withRate, withTenure,
} from '../inputs';

describe('coupled loan inputs', () => {
  it("starts at the default loan, rate and tenure with a down payment every rule allows", () => {
    expect(initialLoanInputs).toEqual({ loanAmount: 5_000_000, downPayment: 1_250_000, annualRatePercent: 8.5, tenureYears: 20 });
    expect(propertyValueOf(initialLoanInputs)).toBe(6_250_000);
    // Each slider's value is inside its range and on its step: the first screen agrees with itself.
    const loan = loanRange(initialLoanInputs);
    const down = downPaymentRange(initialLoanInputs);
    expect(initialLoanInputs.loanAmount).toBeLessThanOrEqual(loan.max);
    expect(initialLoanInputs.loanAmount % loan.step).toBe(0);
    expect(initialLoanInputs.downPayment).toBeGreaterThanOrEqual(down.min);
    expect(initialLoanInputs.downPayment % down.step).toBe(0);
    expect(withLoanAmount(initialLoanInputs, initialLoanInputs.loanAmount)).toEqual(initialLoanInputs);
    expect(withDownPayment(initialLoanInputs, initialLoanInputs.downPayment)).toEqual(initialLoanInputs);
  });

  it('caps the loan slider at 80 % of the value and at 5 crore, from the loan that leaves half the value as down payment', () => {
    // ₹31,25,000 is half of ₹62,50,000: the first whole ₹50,000 step above it.
    expect(loanRange(initialLoanInputs)).toEqual({ min: 3_150_000, max: 5_000_000, step: 50_000 });
    const big = { ...initialLoanInputs, loanAmount: 60_000_000, downPayment: 40_000_000 };
    expect(loanRange(big).max).toBe(50_000_000);
  });

  it('moving the loan keeps the property value and moves the down payment', () => {
    const next = withLoanAmount(initialLoanInputs, 4_000_000);
    expect(next).toMatchObject({ loanAmount: 4_000_000, downPayment: 2_250_000 });
    expect(propertyValueOf(next)).toBe(6_250_000);
    expect(withLoanAmount(initialLoanInputs, 9_000_000).loanAmount).toBe(5_000_000);
    expect(withLoanAmount(initialLoanInputs, 10).loanAmount).toBe(3_150_000);
    expect(withLoanAmount(initialLoanInputs, 4_020_000).loanAmount).toBe(4_000_000);
  });

  it('keeps the down payment between 20 % and 50 % of the value', () => {
    // The loan slider's range mirrored: ₹31,00,000 is the last whole step of the loan below half the value.
    expect(downPaymentRange(initialLoanInputs)).toEqual({ min: 1_250_000, max: 3_100_000, step: 50_000 });
    expect(withDownPayment(initialLoanInputs, 500_000)).toMatchObject({ downPayment: 1_250_000, loanAmount: 5_000_000 });
    expect(withDownPayment(initialLoanInputs, 5_000_000)).toMatchObject({ downPayment: 3_100_000, loanAmount: 3_150_000 });
  });

  it('a new property value forces the loan to at most 80 % and at most value less down payment', () => {
    const next = withPropertyValue(initialLoanInputs, 5_000_000);
    expect(next.loanAmount).toBe(3_750_000); // value less the ₹12.5 lakh down payment
    expect(withPropertyValue({ ...initialLoanInputs, downPayment: 500_000 }, 5_000_000).loanAmount).toBe(4_000_000); // 80 %
    expect(propertyValueOf(next)).toBe(5_000_000);
    const afterDown = withPropertyValue({ ...initialLoanInputs, downPayment: 3_000_000 }, 6_000_000);
    expect(afterDown.loanAmount).toBe(3_000_000);
    const higher = withPropertyValue(initialLoanInputs, 10_000_000);
    expect(higher).toMatchObject({ loanAmount: 5_000_000, downPayment: 5_000_000 });
  });

  it('bounds the property value, keeping the down payment within half of it', () => {
    const huge = withPropertyValue(initialLoanInputs, 999_999_999_999);
    expect(propertyValueOf(huge)).toBe(100_000_000);
    expect(huge).toMatchObject({ loanAmount: 50_000_000, downPayment: 50_000_000 });
    const doubled = withPropertyValue(initialLoanInputs, 20_000_000);
    expect(doubled).toMatchObject({ loanAmount: 10_000_000, downPayment: 10_000_000 });
    expect(propertyValueOf(withPropertyValue(initialLoanInputs, 1))).toBe(125_000);
    for (const value of [200_000, 6_250_000, 20_000_000, 75_000_000, 100_000_000]) {
      const next = withPropertyValue(initialLoanInputs, value);
      const { min, max } = downPaymentRange(next);
      expect(next.downPayment).toBeGreaterThanOrEqual(min - 1);
      expect(next.downPayment).toBeLessThanOrEqual(max);
      expect(next.loanAmount).toBeLessThanOrEqual(loanRange(next).max);
    }
  });

  // A rate or tenure outside its range, or a rate between steps, is moved in; the range's ends stay as they are.
  it.each([[5, 6], [9.04, 9], [20, 15], [6, 6], [15, 15], [14.96, 15]])('takes a rate of %p %% as %p %%', (asked, rate) => {
    expect(withRate(initialLoanInputs, asked).annualRatePercent).toBe(rate);
  });

  it.each([[2, 5], [31, 30], [5, 5], [30, 30]])('takes a tenure of %p years as %p', (asked, years) => {
    expect(withTenure(initialLoanInputs, asked).tenureYears).toBe(years);
  });
});

describe('slider coupling at the edge values', () => {
  const atValue = (value: number) => ({ ...initialLoanInputs, loanAmount: value * 0.8, downPayment: value * 0.2 });

  it('takes the loan exactly to 80 %, to half the value, and to the ₹1,00,000 floor of a small property', () => {
    const inputs = atValue(10_000_000);
    expect(withLoanAmount(inputs, 8_000_000)).toMatchObject({ loanAmount: 8_000_000, downPayment: 2_000_000 });
    expect(withLoanAmount(inputs, 8_000_001).loanAmount).toBe(8_000_000);
    // Less would make the down payment more than half the value, beyond its slider.
    expect(withLoanAmount(inputs, 100_000)).toMatchObject({ loanAmount: 5_000_000, downPayment: 5_000_000 });
    expect(withLoanAmount(atValue(150_000), 1)).toMatchObject({ loanAmount: 100_000, downPayment: 50_000 });
  });

  it('caps the loan slider at 5 crore even when 80 % of the value is more', () => {
    const inputs = atValue(100_000_000);
    expect(loanRange(inputs).max).toBe(50_000_000);
    expect(withLoanAmount(inputs, 80_000_000).loanAmount).toBe(50_000_000);
  });

  it('moves the down payment exactly between 20 % and 50 % of the value', () => {
    const inputs = atValue(10_000_000);
    expect(withDownPayment(inputs, 2_000_000)).toMatchObject({ downPayment: 2_000_000, loanAmount: 8_000_000 });
    expect(withDownPayment(inputs, 5_000_000)).toMatchObject({ downPayment: 5_000_000, loanAmount: 5_000_000 });
    expect(withDownPayment(inputs, 5_050_000).downPayment).toBe(5_000_000);
  });

  it('keeps the property value equal to loan plus down payment through every move', () => {
    let inputs = initialLoanInputs;
    inputs = withPropertyValue(inputs, 7_500_000);
    inputs = withLoanAmount(inputs, 5_500_000);
    inputs = withDownPayment(inputs, 2_500_000);
    expect(propertyValueOf(inputs)).toBe(7_500_000);
    expect(inputs.loanAmount).toBe(5_000_000);
  });
});
