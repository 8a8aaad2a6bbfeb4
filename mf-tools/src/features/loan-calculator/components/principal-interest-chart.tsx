import styled from 'styled-components';
import { formatRupees } from '@plotwise/ui';
import type { AmortisationYear } from '@plotwise/contracts';

const PRINCIPAL_COLOUR = '#0f766e';
const INTEREST_COLOUR = '#d97706';

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: 16px;
  figcaption { color: ${({ theme }) => theme.colors.muted}; font-size: .9rem; }
  svg { width: 100%; height: auto; display: block; }
`;

const Split = styled.div`
  display: flex;
  height: 18px;
  border-radius: 999px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.line};
`;

const Legend = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  li { display: flex; align-items: center; gap: 8px; }
  i { width: 12px; height: 12px; border-radius: 3px; display: inline-block; }
  strong { color: ${({ theme }) => theme.colors.ink}; }
`;

/** Share of `part` in `whole` as a whole percentage (0 when there is nothing). */
export function sharePercent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}

const BAR = 16;
const GAP = 6;
const HEIGHT = 160;
const AXIS = 18;

interface Props {
  schedule: AmortisationYear[];
  principal: number;
  totalInterest: number;
}

/**
 * Principal against interest: the split of the whole repayment, and year by
 * year how each EMI shifts from mostly interest to mostly principal. The
 * schedule table beside it carries the same figures for screen readers.
 */
export function PrincipalInterestChart({ schedule, principal, totalInterest }: Props) {
  const principalShare = sharePercent(principal, principal + totalInterest);
  const interestShare = principal + totalInterest > 0 ? 100 - principalShare : 0;
  const tallest = Math.max(1, ...schedule.map((year) => year.principalPaid + year.interestPaid));
  const width = Math.max(1, schedule.length * (BAR + GAP) - GAP);
  const scale = (amount: number) => (amount / tallest) * HEIGHT;

  return (
    <Figure>
      <Split role="img" aria-label={`Principal ${principalShare}% and interest ${interestShare}% of the total payment`}>
        <span style={{ width: `${principalShare}%`, background: PRINCIPAL_COLOUR }} />
        <span style={{ width: `${interestShare}%`, background: INTEREST_COLOUR }} />
      </Split>
      <Legend>
        <li><i style={{ background: PRINCIPAL_COLOUR }} aria-hidden="true" />Principal <strong>{formatRupees(principal)}</strong> ({principalShare}%)</li>
        <li><i style={{ background: INTEREST_COLOUR }} aria-hidden="true" />Interest <strong>{formatRupees(totalInterest)}</strong> ({interestShare}%)</li>
      </Legend>
      <svg viewBox={`0 0 ${width} ${HEIGHT + AXIS}`} role="img" aria-label="Principal and interest paid each year" data-testid="yearly-chart">
        {schedule.map((year, index) => {
          const x = index * (BAR + GAP);
          const principalHeight = scale(year.principalPaid);
          const interestHeight = scale(year.interestPaid);
          return (
            <g key={year.year} data-testid="year-bar">
              <title>{`Year ${year.year}: principal ${formatRupees(year.principalPaid)}, interest ${formatRupees(year.interestPaid)}`}</title>
              <rect x={x} y={HEIGHT - principalHeight} width={BAR} height={principalHeight} fill={PRINCIPAL_COLOUR} />
              <rect x={x} y={HEIGHT - principalHeight - interestHeight} width={BAR} height={interestHeight} fill={INTEREST_COLOUR} />
              {(year.year === 1 || year.year % 5 === 0) && (
                <text x={x + BAR / 2} y={HEIGHT + 14} textAnchor="middle" fontSize="11" fill="#475569">{year.year}</text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption>Each bar is one year of EMIs: interest (amber) shrinks as the principal (teal) is repaid.</figcaption>
    </Figure>
  );
}
