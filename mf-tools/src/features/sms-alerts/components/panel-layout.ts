import styled from 'styled-components';

/** The popover's column, shared by its three states (choose, confirm, subscribed). */
export const Panel = styled.div`
  display: grid;
  gap: 12px;
  h2 { margin: 0; font-size: 1.05rem; }
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; font-size: .92rem; }
  fieldset { border: 0; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: 6px; }
  legend { font-weight: 600; color: ${({ theme }) => theme.colors.ink}; margin-bottom: 6px; font-size: .92rem; }
`;

export const ErrorText = styled.p`
  && { color: ${({ theme }) => theme.colors.danger}; }
`;

export const PANEL_TITLE = 'SMS alerts for new plots';
