import styled from 'styled-components';

/** A label above its control, with room for a hint and an error. */
export const Field = styled.label`
  display: grid;
  align-content: start;
  gap: 6px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.ink};
  .hint { font-weight: 400; font-size: .85rem; color: ${({ theme }) => theme.colors.muted}; }
  .error { font-weight: 500; font-size: .9rem; color: ${({ theme }) => theme.colors.danger}; }
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

