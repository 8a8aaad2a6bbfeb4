import { useId, useState } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import { ADMIN_TRENDS_TEXTS as TEXTS } from '@plotwise/contracts';
import { Button, Card } from '@plotwise/ui';

export interface BarDatum {
  key: string;
  /** Under the bar (columns: a line break starts a second line) or beside it (rows). */
  label: string;
  /** In the table and the tooltip, when the short label is not enough ('Week of 2 November 2026'). */
  fullLabel?: string;
  value: number;
  tone?: 'muted' | 'urgent';
}

export interface BarChartProps {
  title: string;
  description: string;
  emptyText: string;
  /** The table's first column heading. */
  categoryLabel: string;
  /** What a value counts: the table's second column and the tooltips. */
  valueLabel: string;
  data: BarDatum[];
  /** Columns for a time series (weeks), rows for named categories. */
  layout: 'columns' | 'rows';
}

const fullNumber = new Intl.NumberFormat('en-IN');
// A column is narrow on a phone: 1,250 becomes 1.3K above it (the table keeps the whole number).
const shortNumber = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 });

const barColour = (theme: DefaultTheme, tone: BarDatum['tone']) =>
  tone === 'muted' ? theme.colors.muted : tone === 'urgent' ? theme.colors.accent : theme.colors.brand;

const Figure = styled(Card).attrs({ as: 'section' })`
  padding: 20px;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 12px;
  h3 { margin: 0; font-size: 1.05rem; }
  > p { margin: 0; color: ${({ theme }) => theme.colors.muted}; font-size: .9rem; }
`;

const Empty = styled.p`
  margin: 0;
  padding: 28px 12px;
  text-align: center;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
  background: ${({ theme }) => theme.colors.page};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const LABEL_ROOM = '18px';

const Columns = styled.div<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
  gap: 4px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
`;

const Column = styled.div`
  position: relative;
  height: 160px;
`;

const ColumnBar = styled.div<{ $ratio: number; $tone: BarDatum['tone'] }>`
  position: absolute;
  bottom: 0;
  left: 12%;
  right: 12%;
  height: calc((100% - ${LABEL_ROOM}) * ${({ $ratio }) => $ratio});
  min-height: ${({ $ratio }) => ($ratio > 0 ? '2px' : '0')};
  border-radius: 4px 4px 0 0;
  background: ${({ theme, $tone }) => barColour(theme, $tone)};
`;

const ColumnValue = styled.span<{ $ratio: number }>`
  position: absolute;
  left: 0;
  right: 0;
  bottom: calc((100% - ${LABEL_ROOM}) * ${({ $ratio }) => $ratio} + 2px);
  text-align: center;
  font-size: .7rem;
  font-weight: 700;
  line-height: 1.2;
  color: ${({ theme }) => theme.colors.ink};
`;

const ColumnLabels = styled(Columns)`
  border: 0;
  margin-top: 4px;
  span {
    text-align: center;
    /* A label's second line is its month. */
    white-space: pre-line;
    overflow-wrap: normal;
    font-size: .68rem;
    line-height: 1.25;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Rows = styled.div`
  display: grid;
  grid-template-columns: minmax(4.5rem, max-content) minmax(0, 1fr) auto;
  align-items: center;
  gap: 8px 10px;
  font-size: .85rem;
`;

const RowLabel = styled.span`
  max-width: 10rem;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.text};
`;

const RowTrack = styled.div`
  height: 18px;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.page};
`;

const RowBar = styled.div<{ $ratio: number; $tone: BarDatum['tone'] }>`
  height: 100%;
  width: ${({ $ratio }) => $ratio * 100}%;
  min-width: ${({ $ratio }) => ($ratio > 0 ? '2px' : '0')};
  border-radius: 4px;
  background: ${({ theme, $tone }) => barColour(theme, $tone)};
`;

const RowValue = styled.span`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.ink};
  text-align: right;
`;

const tableShown = css`
  width: 100%;
  border-collapse: collapse;
  font-size: .85rem;
  caption { text-align: left; font-weight: 600; padding-bottom: 4px; }
  th, td { padding: 6px 8px; border-bottom: 1px solid ${({ theme }) => theme.colors.line}; text-align: left; }
  td:last-child, th:last-child { text-align: right; }
`;

const Table = styled.table<{ $shown: boolean }>`
  ${({ $shown }) => ($shown ? tableShown : '')}
`;

const TableBox = styled.div`
  max-width: 100%;
  overflow-x: auto;
`;

const Toggle = styled(Button)`
  align-self: flex-start;
  min-height: 36px;
  padding: 0 12px;
  font-size: .85rem;
`;

/**
 * A bar chart drawn with plain elements: the picture is one image to a screen
 * reader (named by a one-line summary), and the numbers are a real table,
 * hidden off-screen until "Show as table" puts it in view.
 */
export function BarChart({ title, description, emptyText, categoryLabel, valueLabel, data, layout }: BarChartProps) {
  const id = useId();
  const [tableShownNow, setTableShown] = useState(false);
  const total = data.reduce((sum, datum) => sum + datum.value, 0);
  const max = Math.max(0, ...data.map((datum) => datum.value));
  const highest = data.find((datum) => datum.value === max && max > 0);
  const tooltip = (datum: BarDatum) => `${datum.fullLabel ?? datum.label}: ${fullNumber.format(datum.value)} (${valueLabel.toLowerCase()})`;
  const ratio = (value: number) => (max === 0 ? 0 : value / max);

  return (
    <Figure aria-labelledby={`${id}-title`} aria-describedby={`${id}-description`}>
      <h3 id={`${id}-title`}>{title}</h3>
      <p id={`${id}-description`}>{description}</p>
      {total === 0 ? (
        <Empty>{emptyText}</Empty>
      ) : (
        <>
          <div
            role="img"
            aria-label={TEXTS.chartSummary(
              title,
              fullNumber.format(total),
              highest ? { label: highest.fullLabel ?? highest.label, value: fullNumber.format(highest.value) } : null,
            )}
          >
            {layout === 'columns' ? (
              <>
                <Columns $count={data.length}>
                  {data.map((datum) => (
                    <Column key={datum.key} title={tooltip(datum)}>
                      <ColumnBar $ratio={ratio(datum.value)} $tone={datum.tone} />
                      <ColumnValue $ratio={ratio(datum.value)}>{shortNumber.format(datum.value)}</ColumnValue>
                    </Column>
                  ))}
                </Columns>
                <ColumnLabels $count={data.length} aria-hidden="true">
                  {data.map((datum) => (
                    <span key={datum.key}>{datum.label}</span>
                  ))}
                </ColumnLabels>
              </>
            ) : (
              <Rows>
                {data.map((datum) => (
                  <Row key={datum.key} datum={datum} ratio={ratio(datum.value)} tooltip={tooltip(datum)} />
                ))}
              </Rows>
            )}
          </div>
          <Toggle type="button" $variant="secondary" aria-expanded={tableShownNow} aria-controls={`${id}-table`} onClick={() => setTableShown((shown) => !shown)}>
            {tableShownNow ? TEXTS.hideTable : TEXTS.showTable}
          </Toggle>
          {/* The wrapper hides the table: a table is never narrower than its content, so hidden itself it widened the page. */}
          <TableBox id={`${id}-table`} className={tableShownNow ? undefined : 'visually-hidden'}>
            <Table $shown={tableShownNow}>
              <caption>{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{categoryLabel}</th>
                  <th scope="col">{valueLabel}</th>
                </tr>
              </thead>
              <tbody>
                {data.map((datum) => (
                  <tr key={datum.key}>
                    <th scope="row">{datum.fullLabel ?? datum.label}</th>
                    <td>{fullNumber.format(datum.value)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableBox>
        </>
      )}
    </Figure>
  );
}

function Row({ datum, ratio, tooltip }: { datum: BarDatum; ratio: number; tooltip: string }) {
  return (
    <>
      <RowLabel>{datum.label}</RowLabel>
      <RowTrack title={tooltip}>
        <RowBar $ratio={ratio} $tone={datum.tone} />
      </RowTrack>
      <RowValue>{fullNumber.format(datum.value)}</RowValue>
    </>
  );
}
