import { useField } from 'formik';
import styled from 'styled-components';

const Field = styled.div`
  display: grid;
  gap: 6px;
  label { font-weight: 600; color: ${({ theme }) => theme.colors.ink}; }
  select {
    min-height: 44px;
    padding: 0 12px;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.colors.line};
    background: ${({ theme }) => theme.colors.surface};
    font-size: 1rem;
  }
  select[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  [role='alert'] { color: ${({ theme }) => theme.colors.danger}; font-size: .9rem; margin: 0; }
`;

interface SelectFieldProps {
  name: string;
  label: string;
  /** An empty first choice; leave out when the field always has a value. */
  placeholder?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

/** A labelled Formik select that shows its validation message once touched. */
export function SelectField({ name, label, placeholder, options }: SelectFieldProps) {
  const [field, meta] = useField(name);
  const id = `field-${name}`;
  const invalid = Boolean(meta.touched && meta.error);
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <select id={id} aria-invalid={invalid} aria-describedby={invalid ? `${id}-error` : undefined} {...field}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>{option.label}</option>
        ))}
      </select>
      {invalid && <p role="alert" id={`${id}-error`}>{meta.error}</p>}
    </Field>
  );
}
