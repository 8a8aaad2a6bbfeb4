import styled from 'styled-components';
import { formatRupees, rupeesInWords } from '@plotwise/ui';
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

/** The bars' own scale, inside a viewBox that shrinks to the screen; their labels are page text, so they stay readable on a phone. */
const Plot = styled.div`
  display: grid;
  gap: 4px;
`;

const Scale = styled.p`
  margin: 0;
  font-size: .85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Axis = styled.div`
  position: relative;
  height: 1.4em;
  font-size: .85rem;
  color: ${({ theme }) => theme.colors.text};
  span { position: absolute; top: 0; transform: translateX(-50%); white-space: nowrap; font-variant-numeric: tabular-nums; }
  span:first-child { transform: none; }
`;

const BAR = 16;
const GAP = 6;
const HEIGHT = 160;

/** Years with a label under their bar: the first, then every fifth. */
const labelled = (year: number) => year === 1 || year % 5 === 0;

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
      <Plot>
        <Scale>Tallest bar: ₹{rupeesInWords(tallest)} in a year</Scale>
        <svg viewBox={`0 0 ${width} ${HEIGHT}`} role="img" aria-label="Principal and interest paid each year" data-testid="yearly-chart">
          {schedule.map((year, index) => {
            const x = index * (BAR + GAP);
            const principalHeight = scale(year.principalPaid);
            const interestHeight = scale(year.interestPaid);
            return (
              <g key={year.year} data-testid="year-bar">
                <title>{`Year ${year.year}: principal ${formatRupees(year.principalPaid)}, interest ${formatRupees(year.interestPaid)}`}</title>
                <rect x={x} y={HEIGHT - principalHeight} width={BAR} height={principalHeight} fill={PRINCIPAL_COLOUR} />
                <rect x={x} y={HEIGHT - principalHeight - interestHeight} width={BAR} height={interestHeight} fill={INTEREST_COLOUR} />
              </g>
            );
          })}
        </svg>
        <Axis aria-hidden="true" data-testid="chart-years">
          {schedule.map((year, index) => labelled(year.year) && (
            <span key={year.year} style={{ left: index === 0 ? 0 : `${((index * (BAR + GAP) + BAR / 2) / width) * 100}%` }}>
              {year.year === 1 ? 'Year 1' : year.year}
            </span>
          ))}
        </Axis>
      </Plot>
      <figcaption>Each bar is one year of EMIs: interest (amber) shrinks as the principal (teal) is repaid.</figcaption>
    </Figure>
  );
}
