import { css } from 'styled-components';

/** A list without its bullets and indent, for laying out as a row or a grid. */
export const bareList = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;

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

/** A grid of two equal columns on a phone, `wide` of them from `from` px up. */
export const columnGrid = (wide: number, from: number) => css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  @media (min-width: ${from}px) { grid-template-columns: repeat(${wide}, minmax(0, 1fr)); }
`;
