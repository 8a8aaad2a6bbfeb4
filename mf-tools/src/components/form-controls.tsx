import { useField } from 'formik';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/** The look of every labelled control in the tools' forms. */
export const FieldBox = styled.div`
  display: grid;
  gap: 6px;
  min-width: 0;
  label { font-weight: 600; color: ${({ theme }) => theme.colors.ink}; }
  input, textarea, select {
    width: 100%;
    min-height: 44px;
    padding: 10px 12px;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.colors.line};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.ink};
    font: inherit;
  }
  textarea { min-height: 110px; resize: vertical; }
  input:focus-visible, textarea:focus-visible, select:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brand};
    outline-offset: 1px;
  }
  [aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  .field-error { color: ${({ theme }) => theme.colors.danger}; font-size: .9rem; margin: 0; }
  .field-hint { color: ${({ theme }) => theme.colors.muted}; font-size: .85rem; margin: 0; }
`;

export const FieldGrid = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
`;

interface BaseProps {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
}

function useControl(name: string) {
  const [field, meta] = useField(name);
  const id = `field-${name}`;
  const invalid = Boolean(meta.touched && meta.error);
  const describedBy = [invalid ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(' ');
  return { field, meta, id, invalid, describedBy };
}

function Messages({ id, invalid, error, hint }: { id: string; invalid: boolean; error?: string; hint?: string }) {
  return (
    <>
      {hint && <p className="field-hint" id={`${id}-hint`}>{hint}</p>}
      {invalid && <p className="field-error" role="alert" id={`${id}-error`}>{error}</p>}
    </>
  );
}

const labelText = (label: string, required?: boolean) => (required ? `${label} *` : label);

interface TextFieldProps extends BaseProps {
  type?: string;
  autoComplete?: string;
  placeholder?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email';
  multiline?: boolean;
}

/** A labelled Formik input or textarea showing its message once touched. */
export function TextField({ name, label, hint, required, type = 'text', autoComplete, placeholder, inputMode, multiline }: TextFieldProps) {
  const { field, meta, id, invalid, describedBy } = useControl(name);
  const common = {
    id,
    placeholder,
    'aria-invalid': invalid,
    'aria-required': required || undefined,
    'aria-describedby': describedBy || undefined,
    ...field,
    value: field.value ?? '',
  };
  return (
    <FieldBox>
      <label htmlFor={id}>{labelText(label, required)}</label>
      {multiline ? <textarea {...common} /> : <input {...common} type={type} autoComplete={autoComplete} inputMode={inputMode} />}
      <Messages id={id} invalid={invalid} error={meta.error} hint={hint} />
    </FieldBox>
  );
}

interface SelectFieldProps extends BaseProps {
  children: ReactNode;
}

export function SelectField({ name, label, hint, required, children }: SelectFieldProps) {
  const { field, meta, id, invalid, describedBy } = useControl(name);
  return (
    <FieldBox>
      <label htmlFor={id}>{labelText(label, required)}</label>
      <select id={id} aria-invalid={invalid} aria-required={required || undefined} aria-describedby={describedBy || undefined} {...field} value={field.value ?? ''}>
        {children}
      </select>
      <Messages id={id} invalid={invalid} error={meta.error} hint={hint} />
    </FieldBox>
  );
}
