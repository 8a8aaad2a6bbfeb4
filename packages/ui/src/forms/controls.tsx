import styled, { css } from 'styled-components';
import { secondaryButtonStyles } from '../primitives/button';

/** The look of every text box, list and text area on the site: 44 px targets, visible focus, theme colours. */
export const controlStyles = css`
  width: 100%;
  min-height: 44px;
  padding: 0 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.colors.controlLine};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
  font-size: 1rem;
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.brand}; outline-offset: 1px; }
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  &:disabled { background: ${({ theme }) => theme.colors.page}; }
`;

const textAreaStyles = css`
  min-height: 120px;
  padding: 10px 12px;
  resize: vertical;
  &.tall { min-height: 240px; }
`;

export const Input = styled.input`
  ${controlStyles}
`;

export const Select = styled.select`
  ${controlStyles}
  padding-right: 8px;
`;

export const TextArea = styled.textarea`
  ${controlStyles}
  ${textAreaStyles}
`;

/**
 * A labelled control: the label, a hint, the control and its error, one under
 * the other. Formik's fields below render in it; a control that is not part of
 * a Formik form (a filter, a code box) is put in it by hand and looks the same.
 */
export const FieldFrame = styled.div`
  display: grid;
  align-content: start;
  gap: 6px;
  min-width: 0;
  label { font-weight: 600; color: ${({ theme }) => theme.colors.ink}; }
  input:not([type='checkbox']):not([type='radio']):not([type='file']), select, textarea { ${controlStyles} }
  select { padding-right: 8px; }
  textarea { ${textAreaStyles} }
  .field-hint { color: ${({ theme }) => theme.colors.muted}; font-size: .85rem; font-weight: 400; margin: 0; }
  .field-error { color: ${({ theme }) => theme.colors.danger}; font-size: .9rem; font-weight: 500; margin: 0; }
`;

/** Fields side by side where there is room, one per row on a phone. */
export const FieldGrid = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
`;

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.ink};
  input { width: 20px; height: 20px; accent-color: ${({ theme }) => theme.colors.brand}; }
`;

export { Check as CheckLabel };

/**
 * A button-looking label over a hidden file input (the input's name is the
 * label's text): a click anywhere on it opens the file chooser, and the
 * keyboard focus on the input shows on the button.
 */
export const FilePicker = styled.label`
  ${secondaryButtonStyles}
  position: relative;
  justify-self: start;
  padding: 0 16px;
  input { position: absolute; inset: 0; opacity: 0; cursor: pointer; width: 100%; }
  &:has(input:disabled) { opacity: .55; cursor: not-allowed; }
  input:disabled { cursor: not-allowed; }
  &:focus-within { outline: 3px solid ${({ theme }) => theme.colors.brand}; outline-offset: 2px; }
`;
