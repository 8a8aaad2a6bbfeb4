import styled from 'styled-components';
import { media } from '@plotwise/ui';

export const Section = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 16px;
  margin: 0;
  display: grid;
  gap: 14px;
  min-width: 0;
  legend { font-weight: 700; font-size: 1.05rem; color: ${({ theme }) => theme.colors.ink}; padding: 0 6px; }
  @media (max-width: 480px) { padding: 12px; }
`;

export const Columns = styled.div`
  display: grid;
  gap: 14px;
  grid-template-columns: 1fr;
  ${media.sm} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;
