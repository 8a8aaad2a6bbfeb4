import { css } from 'styled-components';
import { bareList } from './layout';

/** A pill: icon and words in one rounded row (a chip, a quiet action). */
export const pillStyles = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  border-radius: ${({ theme }) => theme.radius.pill};
`;

/** A quiet rounded action beside a project (compare, share): a 40px target in the page's ink. */
export const pillButtonStyles = css`
  ${pillStyles}
  min-height: 40px;
  padding: 0 12px;
  border: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
  font-weight: 600;
  font-size: .9rem;
  text-decoration: none;
  cursor: pointer;
`;

/** A list of pills, wrapping onto more lines where the screen is narrow. */
export const pillListStyles = css`
  ${bareList}
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
