import { css } from 'styled-components';

/** Items side by side that wrap onto another line where the screen is narrow. */
export const wrappingRow = (gap: string, align = 'center') => css`
  display: flex;
  flex-wrap: wrap;
  align-items: ${align};
  gap: ${gap};
`;

/** A wrapping row with its first and last items at either end: a heading and its link, a count and the sort. */
export const spreadRow = (gap: string, align = 'center') => css`
  ${wrappingRow(gap, align)}
  justify-content: space-between;
`;
