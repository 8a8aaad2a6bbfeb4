import { useField } from 'formik';
import type { HTMLAttributes } from 'react';
import styled from 'styled-components';

export const FieldFrame = styled.div`
  display: grid;
  gap: 6px;
  label { font-weight: 600; color: ${({ theme }) => theme.colors.ink}; }
  input, textarea {
    min-height: 44px;
    padding: 0 12px;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.colors.line};
    font: inherit;
    font-size: 1rem;
    width: 100%;
  }
  textarea { padding: 10px 12px; min-height: 120px; resize: vertical; }
  input[aria-invalid='true'], textarea[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  [role='alert'] { color: ${({ theme }) => theme.colors.danger}; font-size: .9rem; margin: 0; }
  .hint { color: ${({ theme }) => theme.colors.muted}; font-size: .85rem; margin: 0; }
`;

interface FormFieldProps {
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  placeholder?: string;
  /** A line under the label, e.g. "Optional". */
  hint?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** A textarea instead of an input. */
  multiline?: boolean;
  readOnly?: boolean;
}

/** A labelled Formik input (or textarea) that shows its validation message once touched. */
export function FormField({ name, label, type = 'text', autoComplete, placeholder, hint, inputMode, multiline, readOnly }: FormFieldProps) {
  const [field, meta] = useField(name);
  const id = `field-${name}`;
  const invalid = Boolean(meta.touched && meta.error);
  const describedBy = [hint ? `${id}-hint` : '', invalid ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const shared = { id, placeholder, 'aria-invalid': invalid, 'aria-describedby': describedBy, readOnly, ...field, value: field.value ?? '' };
  return (
    <FieldFrame>
      <label htmlFor={id}>{label}</label>
      {hint && <p className="hint" id={`${id}-hint`}>{hint}</p>}
      {multiline ? <textarea {...shared} /> : <input type={type} autoComplete={autoComplete} inputMode={inputMode} {...shared} />}
      {invalid && <p role="alert" id={`${id}-error`}>{meta.error}</p>}
    </FieldFrame>
  );
}
