import styled from 'styled-components';
import { media } from '@plotwise/ui';

/**
 * The look of the project page's plot tables (the inventory and the sizes):
 * a framed box that scrolls sideways when the table is wider than a phone.
 */
/** A grid item of the page's column: without min-width 0 a wide table widens the column past a phone's screen. */
export const PlotTableSection = styled.section`
  min-width: 0;
`;

export const PlotTableScroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

export const PlotTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th, td { padding: 10px; text-align: left; border-bottom: 1px solid ${({ theme }) => theme.colors.line}; }
  ${media.sm} { th, td { padding: 10px 14px; } }
  /* '3 acres' and '₹1.20 Cr' never break inside; the headings may. */
  tbody th, tbody td { white-space: nowrap; }
  thead th { font-size: .85rem; color: ${({ theme }) => theme.colors.muted}; font-weight: 600; background: ${({ theme }) => theme.colors.page}; }
  tbody th { font-weight: 700; color: ${({ theme }) => theme.colors.ink}; }
  tbody tr:last-child > * { border-bottom: 0; }
  /* Amounts line up on their right edge. */
  .amount { text-align: right; }
`;

export const PlotTableNote = styled.p`
  margin: 8px 0 0;
  font-size: .88rem;
  color: ${({ theme }) => theme.colors.muted};
`;
