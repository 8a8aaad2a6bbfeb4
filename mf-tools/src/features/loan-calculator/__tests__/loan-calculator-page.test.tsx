import { fireEvent, screen, within } from '@testing-library/react';
import { LoanCalculatorPage } from '../loan-calculator-page';
import { sharePercent } from '../components/principal-interest-chart';
import { fakeApi, renderPage } from '../../../test-support/render-page';

/** The calculator with no API behind it; `search` is its link's query, as the project page's EMI box writes it. */
function renderCalculator(search = '') {
  fakeApi({});
  renderPage(<LoanCalculatorPage />, '/loan-calculator', `/loan-calculator${search}`);
}

describe('/loan-calculator', () => {
  it("shows the default EMI ₹43,391 for ₹50,00,000, on a ₹62,50,000 property at the stated 80 % LTV", () => {
    renderCalculator();
    expect(screen.getByTestId('emi')).toHaveTextContent('₹43,391');
    expect(screen.getByText('Principal amount').nextSibling).toHaveTextContent('₹50,00,000');
    expect(screen.getByText('Total payment').nextSibling).toHaveTextContent('₹1,04,13,879');
    expect(screen.getByText('Property value').nextSibling).toHaveTextContent('₹62,50,000');
    expect(screen.getByText('Loan-to-value (LTV)').nextSibling).toHaveTextContent('80.0%');
    // The sliders sit where their labels say.
    expect(screen.getByRole('slider', { name: /Loan amount/ })).toHaveValue('5000000');
    expect(screen.getByRole('slider', { name: /Down payment/ })).toHaveValue('1250000');
  });

  it('has a yearly amortisation table and a principal-vs-interest chart that follow the sliders', () => {
    renderCalculator();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(screen.getAllByTestId('year-bar')).toHaveLength(20);
    const split = screen.getByRole('img', { name: /^Principal \d+% and interest \d+% of the total payment$/ });
    expect(split).toHaveAccessibleName('Principal 48% and interest 52% of the total payment');

    fireEvent.change(screen.getByRole('slider', { name: /Loan tenure/ }), { target: { value: '10' } });
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(11);
    expect(screen.getAllByTestId('year-bar')).toHaveLength(10);
    expect(screen.getByTestId('emi')).toHaveTextContent('₹61,993');
  });

  /** The page with a property value typed in. */
  const withPropertyValue = (value: string) => {
    renderCalculator();
    fireEvent.change(screen.getByLabelText('Property value (₹)'), { target: { value } });
  };

  it('caps the loan at a new property value less the down payment, and at 80 % of it', () => {
    withPropertyValue('5000000');
    // ₹50,00,000 less the ₹12,50,000 down payment.
    expect(screen.getByText('Principal amount').nextSibling).toHaveTextContent('₹37,50,000');
    expect(screen.getByText('Loan-to-value (LTV)').nextSibling).toHaveTextContent('75.0%');
    fireEvent.change(screen.getByRole('slider', { name: /Down payment/ }), { target: { value: '1000000' } });
    fireEvent.change(screen.getByRole('slider', { name: /Loan amount/ }), { target: { value: '5000000' } });
    expect(screen.getByText('Principal amount').nextSibling).toHaveTextContent('₹40,00,000');
    expect(screen.getByText('Loan-to-value (LTV)').nextSibling).toHaveTextContent('80.0%');
  });

  it('takes a property value up to ₹10 Cr, with the down payment at most half of it', () => {
    withPropertyValue('999999999999');
    expect(screen.getByText('Property value').nextSibling).toHaveTextContent('₹10,00,00,000');
    expect(screen.getByText('Principal amount').nextSibling).toHaveTextContent('₹5,00,00,000');
    expect(screen.getByText('Loan-to-value (LTV)').nextSibling).toHaveTextContent('50.0%');
  });
});

/**
 * What a browser's range input shows for `slider`: its value within min..max on
 * a whole number of steps from min (jsdom keeps any value; browsers round it).
 */
function shownBy(slider: HTMLElement): number {
  const input = slider as HTMLInputElement;
  const [min, max, step] = [Number(input.min), Number(input.max), Number(input.step)];
  const steps = Math.round((Math.min(Math.max(Number(input.value), min), max) - min) / step);
  const snapped = min + steps * step;
  return snapped > max ? snapped - step : snapped;
}

/** The figure of a label ('₹27,50,000 · 27.5 lakh' → 2750000), its words left aside. */
const rupees = (text: string | null) => Number((text ?? '').split('·')[0]!.replace(/[^\d]/g, ''));

describe('/loan-calculator: sliders and labels', () => {
  /** Each money slider's label, its position, and the value it holds. */
  const money = () =>
    ['Loan amount', 'Down payment'].map((name) => {
      const slider = screen.getByRole('slider', { name: new RegExp(name) });
      return { name, label: rupees(slider.closest('div')!.querySelector('output')!.textContent), shown: shownBy(slider), held: Number((slider as HTMLInputElement).value) };
    });
  const expectAgreement = () => {
    for (const { name, label, shown, held } of money()) expect({ name, shown, held }).toEqual({ name, shown: label, held: label });
  };

  it.each(['4000000', '4012345', '987654', '125000', '99999999', '6250000'])('show the same figures after typing a property value of %s', (value) => {
    renderCalculator();
    fireEvent.change(screen.getByLabelText('Property value (₹)'), { target: { value } });
    expectAgreement();
    const [loan, down] = money();
    expect(loan!.label + down!.label).toBe(Number(value));
  });

  it('keep the ₹27,50,000 loan and ₹12,50,000 down payment of a ₹40,00,000 property on both sliders', () => {
    renderCalculator();
    fireEvent.change(screen.getByLabelText('Property value (₹)'), { target: { value: '4000000' } });
    expect(money()).toEqual([
      { name: 'Loan amount', label: 2_750_000, shown: 2_750_000, held: 2_750_000 },
      { name: 'Down payment', label: 1_250_000, shown: 1_250_000, held: 1_250_000 },
    ]);
  });

  it('show the same figures through every move of either slider, to both ends', () => {
    renderCalculator();
    fireEvent.change(screen.getByLabelText('Property value (₹)'), { target: { value: '4012345' } });
    for (const [name, value] of [['Down payment', '1300000'], ['Loan amount', '2650000'], ['Down payment', '99999999'], ['Loan amount', '1'], ['Loan amount', '99999999'], ['Down payment', '1']]) {
      fireEvent.change(screen.getByRole('slider', { name: new RegExp(name!) }), { target: { value } });
      expectAgreement();
      const [loan, down] = money();
      expect(loan!.label + down!.label).toBe(4_012_345);
    }
  });
});

describe('sharePercent', () => {
  it('is a whole percentage and 0 for nothing', () => {
    expect(sharePercent(5_000_000, 10_413_879)).toBe(48);
    expect(sharePercent(1, 0)).toBe(0);
  });
});

describe('/loan-calculator with a loan in its link', () => {
  it('starts from the link’s property value, down payment, rate and tenure (the project page’s EMI box)', () => {
    renderCalculator('?propertyValue=5150000&downPayment=1050000&rate=8.5&tenure=20');
    expect(screen.getByLabelText('Property value (₹)')).toHaveValue(5_150_000);
    expect(screen.getByRole('slider', { name: /Loan amount/ })).toHaveValue('4100000');
    expect(screen.getByRole('slider', { name: /Down payment/ })).toHaveValue('1050000');
    expect(screen.getByTestId('emi')).toHaveTextContent('₹35,581');
  });

  it('keeps the defaults for values that are not numbers, and holds the rest to the sliders’ bounds', () => {
    renderCalculator('?propertyValue=abc&rate=99&tenure=-3');
    expect(screen.getByLabelText('Property value (₹)')).toHaveValue(6_250_000);
    expect(screen.getByRole('slider', { name: /Interest rate/ })).toHaveValue('15');
    expect(screen.getByRole('slider', { name: /Loan tenure/ })).toHaveValue('20');
  });

  it('writes amounts with Indian grouping and in words, and leads on to plots within the budget', () => {
    renderCalculator();
    expect(screen.getByText('Principal amount').nextSibling).toHaveTextContent('₹50,00,000 · 50 lakh');
    expect(screen.getByText('Total payment').nextSibling).toHaveTextContent('₹1,04,13,879 · 1.04 crore');
    expect(screen.getByRole('link', { name: 'See plots within this budget' })).toHaveAttribute('href', '/listings?maxPrice=6250000');
    expect(screen.getByTestId('chart-years')).toHaveTextContent('Year 15101520');
  });
});
