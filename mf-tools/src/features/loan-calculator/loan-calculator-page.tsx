import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { ButtonLink, formatRupees, formatRupeesWithWords, Link, usePageMeta, useSearchParams } from '@plotwise/ui';
import {
  amortiseByYear, downPaymentRange, loanInputsFromQuery, loanRange, loanToValuePercent, propertyValueOf, summariseLoan,
  withDownPayment, withLoanAmount, withPropertyValue, withRate, withTenure,
  LOAN_LIMITS, MARKET_RATES_TEXT, PROPERTY_VALUE_MAX, PROPERTY_VALUE_MIN,
} from '@plotwise/contracts';
import { Columns, PageBody, Panel } from '../../components/page-layout';
import { PrincipalInterestChart } from './components/principal-interest-chart';
import { SliderField } from './components/slider-field';

const ValueInput = styled.div`
  display: grid;
  gap: 6px;
  label { font-weight: 600; color: ${({ theme }) => theme.colors.ink}; }
  input {
    min-height: 44px; padding: 0 12px; border-radius: 10px;
    border: 1px solid ${({ theme }) => theme.colors.line}; font-size: 1rem;
  }
`;

const Emi = styled.div`
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: 20px;
  p { margin: 0; color: #ccfbf1; }
  strong { display: block; font-size: 2.25rem; color: #fff; }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 10px 16px;
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0; font-weight: 700; color: ${({ theme }) => theme.colors.ink}; text-align: right; }
  /* On a phone, the amount under its name: side by side, both broke into three-line scraps. */
  @media (max-width: 479px) {
    grid-template-columns: 1fr;
    gap: 2px;
    dd { text-align: left; margin-bottom: 10px; }
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: .9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: .95rem;
  th, td { padding: 8px 10px; text-align: right; border-bottom: 1px solid ${({ theme }) => theme.colors.line}; }
  th:first-child, td:first-child { text-align: left; }
  thead th { color: ${({ theme }) => theme.colors.muted}; font-weight: 600; }
`;

/**
 * The schedule's frame: on a phone the table is wider than the screen, so it
 * scrolls sideways, and shadows at the edges show there is more (CSS scroll
 * shadows: the covers move with the content, the shadows stay). Keyboard users
 * can focus it and scroll with the arrow keys.
 */
const ScrollArea = styled.div`
  overflow-x: auto;
  background:
    linear-gradient(to right, ${({ theme }) => theme.colors.surface} 30%, rgba(255, 255, 255, 0)) left / 40px 100% no-repeat local,
    linear-gradient(to left, ${({ theme }) => theme.colors.surface} 30%, rgba(255, 255, 255, 0)) right / 40px 100% no-repeat local,
    radial-gradient(farthest-side at 0 50%, rgba(15, 23, 42, .22), transparent) left / 14px 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, rgba(15, 23, 42, .22), transparent) right / 14px 100% no-repeat scroll;
  table { min-width: 520px; }
  td:first-child, th:first-child { position: sticky; left: 0; background: ${({ theme }) => theme.colors.surface}; }
`;

const ScrollHint = styled.p`
  margin: 0 0 8px;
  font-size: .85rem;
  color: ${({ theme }) => theme.colors.muted};
  @media (min-width: 600px) { display: none; }
`;

const NextStep = styled.div`
  display: grid;
  gap: 8px;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  p { margin: 0; }
`;

/** The listings with this property value as the budget's top. */
export function budgetListingsHref(propertyValue: number): string {
  return `/listings?maxPrice=${Math.round(propertyValue)}`;
}

const percent = (value: number) => `${value.toFixed(1)}%`;
const years = (value: number) => `${value} years`;

export function LoanCalculatorPage() {
  usePageMeta('Home Loan EMI Calculator', 'Work out the EMI, total interest and total payment of a home or plot loan in India.');
  const [params] = useSearchParams();
  // A link may set the loan (the project page's EMI box): the first screen shows that loan, on the server too.
  const [inputs, setInputs] = useState(() => loanInputsFromQuery({
    propertyValue: params.get('propertyValue'),
    downPayment: params.get('downPayment'),
    rate: params.get('rate'),
    tenure: params.get('tenure'),
  }));
  const propertyValue = propertyValueOf(inputs);
  const summary = summariseLoan({
    principal: inputs.loanAmount,
    annualRatePercent: inputs.annualRatePercent,
    tenureYears: inputs.tenureYears,
  });
  const schedule = useMemo(
    () => amortiseByYear({ principal: inputs.loanAmount, annualRatePercent: inputs.annualRatePercent, tenureYears: inputs.tenureYears }),
    [inputs.loanAmount, inputs.annualRatePercent, inputs.tenureYears],
  );
  const loan = loanRange(inputs);
  const down = downPaymentRange(inputs);

  return (
    <PageBody>
      <h1>Home Loan EMI Calculator</h1>
      <p>Plan your plot or home purchase: move the sliders to see your monthly instalment.</p>
      <Columns $columns="1.2fr 1fr">
        <Panel as="section" aria-label="Loan details">
          <ValueInput>
            <label htmlFor="property-value">Property value (₹)</label>
            <input
              id="property-value"
              type="number"
              inputMode="numeric"
              min={PROPERTY_VALUE_MIN}
              max={PROPERTY_VALUE_MAX}
              step={LOAN_LIMITS.propertyValueStep}
              value={propertyValue}
              onChange={(event) => {
                const next = Number(event.target.value);
                if (Number.isFinite(next) && next > 0) setInputs((current) => withPropertyValue(current, next));
              }}
            />
          </ValueInput>
          <SliderField label="Loan amount" value={inputs.loanAmount} {...loan} display={formatRupeesWithWords} rangeDisplay={formatRupees}
            onChange={(value) => setInputs((current) => withLoanAmount(current, value))} />
          <SliderField label="Down payment" value={inputs.downPayment} {...down} display={formatRupeesWithWords} rangeDisplay={formatRupees}
            onChange={(value) => setInputs((current) => withDownPayment(current, value))} />
          <SliderField label="Interest rate (% p.a.)" value={inputs.annualRatePercent}
            min={LOAN_LIMITS.rateMin} max={LOAN_LIMITS.rateMax} step={LOAN_LIMITS.rateStep} display={percent}
            onChange={(value) => setInputs((current) => withRate(current, value))} />
          <SliderField label="Loan tenure" value={inputs.tenureYears}
            min={LOAN_LIMITS.tenureMin} max={LOAN_LIMITS.tenureMax} step={LOAN_LIMITS.tenureStep} display={years}
            onChange={(value) => setInputs((current) => withTenure(current, value))} />
          <Note>{MARKET_RATES_TEXT}</Note>
        </Panel>
        <Panel as="section" aria-label="Results">
          <Emi>
            <p>Monthly EMI</p>
            <strong data-testid="emi">{formatRupees(summary.emi)}</strong>
          </Emi>
          <Figures>
            <dt>Loan-to-value (LTV)</dt><dd>{percent(loanToValuePercent(inputs.loanAmount, propertyValue))}</dd>
            <dt>Principal amount</dt><dd>{formatRupeesWithWords(summary.principal)}</dd>
            <dt>Total interest</dt><dd>{formatRupeesWithWords(summary.totalInterest)}</dd>
            <dt>Total payment</dt><dd>{formatRupeesWithWords(summary.totalPayment)}</dd>
            <dt>Property value</dt><dd>{formatRupeesWithWords(propertyValue)}</dd>
          </Figures>
          <Note>Banks usually lend up to 80% of a property&apos;s value; the rest is your down payment.</Note>
          <NextStep>
            <p>Your budget: a property of up to <strong>{formatRupeesWithWords(propertyValue)}</strong>.</p>
            <ButtonLink as={Link} to={budgetListingsHref(propertyValue)} data-testid="budget-listings">See plots within this budget</ButtonLink>
          </NextStep>
        </Panel>
      </Columns>
      <Panel as="section" aria-labelledby="chart-heading" style={{ marginTop: 24 }}>
        <h2 id="chart-heading">Principal vs interest</h2>
        <PrincipalInterestChart schedule={schedule} principal={summary.principal} totalInterest={summary.totalInterest} />
      </Panel>
      <Panel as="section" aria-labelledby="schedule-heading" style={{ marginTop: 24 }}>
        <h2 id="schedule-heading">Repayment schedule by year</h2>
        <ScrollHint>Swipe the table sideways to see every column.</ScrollHint>
        <ScrollArea role="region" aria-label="Repayment schedule table (scrolls sideways)" tabIndex={0}>
          <Table>
            <thead><tr><th>Year</th><th>Principal</th><th>Interest</th><th>Balance</th></tr></thead>
            <tbody>
              {schedule.map((row) => (
                <tr key={row.year}>
                  <td>{row.year}</td>
                  <td>{formatRupees(row.principalPaid)}</td>
                  <td>{formatRupees(row.interestPaid)}</td>
                  <td>{formatRupees(row.closingBalance)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </ScrollArea>
      </Panel>
    </PageBody>
  );
}
