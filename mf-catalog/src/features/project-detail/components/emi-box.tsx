import styled from 'styled-components';
import { EMI_BOX_TEXTS, loanCalculatorHref, loanInputsForPrice, summariseLoan } from '@plotwise/contracts';
import { formatRupees, Link, rupeesInWords } from '@plotwise/ui';

const Box = styled.section`
  display: grid;
  gap: 6px;
  padding: 16px 20px;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.brandSoft};
  h2 { margin: 0; font-size: 1.1rem; }
  p { margin: 0; }
  strong { font-size: 1.6rem; color: ${({ theme }) => theme.colors.brandDark}; }
  a { font-weight: 600; color: ${({ theme }) => theme.colors.brandDark}; }
`;

/**
 * The monthly EMI of a loan for the starting price, at the loan calculator's
 * smallest down payment, rate and tenure, with a link to the calculator set to
 * the same numbers. Nothing when the price is on request or beyond the calculator.
 */
export function EmiBox({ startingPrice }: { startingPrice: number | null }) {
  const inputs = loanInputsForPrice(startingPrice);
  if (!inputs) return null;
  const { emi } = summariseLoan({ principal: inputs.loanAmount, annualRatePercent: inputs.annualRatePercent, tenureYears: inputs.tenureYears });
  return (
    <Box aria-labelledby="emi-box-heading" data-testid="emi-box">
      <h2 id="emi-box-heading">{EMI_BOX_TEXTS.heading}</h2>
      <p><strong data-testid="emi-box-amount">{formatRupees(emi)}</strong> {EMI_BOX_TEXTS.perMonth}</p>
      <p>{EMI_BOX_TEXTS.terms(`₹${rupeesInWords(inputs.downPayment)}`, inputs.annualRatePercent, inputs.tenureYears)}</p>
      <p><Link to={loanCalculatorHref(inputs)}>{EMI_BOX_TEXTS.open}</Link></p>
    </Box>
  );
}
