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

/** A button-looking label over a hidden file input: a click anywhere on it opens the file chooser. */
export const FilePicker = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 14px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.colors.line};
  font-weight: 600;
  cursor: pointer;
  input { position: absolute; inset: 0; opacity: 0; cursor: pointer; width: 100%; }
  &:focus-within { outline: 3px solid ${({ theme }) => theme.colors.brand}; outline-offset: 2px; }
`;
