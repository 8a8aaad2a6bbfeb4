import styled, { css } from 'styled-components';

/** The admin portal's form controls: 44 px targets, visible focus, theme colours. */
const control = css`
  width: 100%;
  min-height: 44px;
  padding: 0 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid #94a3b8;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.brand}; outline-offset: 1px; }
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  &:disabled { background: ${({ theme }) => theme.colors.page}; }
`;

export const Input = styled.input`
  ${control}
`;

export const Select = styled.select`
  ${control}
  padding-right: 8px;
`;

export const TextArea = styled.textarea`
  ${control}
  min-height: 110px;
  padding: 10px 12px;
  resize: vertical;
`;

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

