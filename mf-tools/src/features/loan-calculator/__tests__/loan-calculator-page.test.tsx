import { fireEvent, screen, within } from '@testing-library/react';
import { LoanCalculatorPage } from '../loan-calculator-page';
import { sharePercent } from '../components/principal-interest-chart';
import { fakeApi, renderPage } from '../../../test-support/render-page';

describe('/loan-calculator', () => {
  it("shows the spec's EMI ₹43,391 for ₹50,00,000, on a ₹62,50,000 property at the stated 80 % LTV", () => {
    fakeApi({});
    renderPage(<LoanCalculatorPage />, '/loan-calculator');
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
    fakeApi({});
    renderPage(<LoanCalculatorPage />, '/loan-calculator');
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
    fakeApi({});
    renderPage(<LoanCalculatorPage />, '/loan-calculator');
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

describe('sharePercent', () => {
  it('is a whole percentage and 0 for nothing', () => {
    expect(sharePercent(5_000_000, 10_413_879)).toBe(48);
    expect(sharePercent(1, 0)).toBe(0);
  });
});
