import { useField } from 'formik';
import styled from 'styled-components';

const Field = styled.div`
  display: grid;
  gap: 6px;
  label { font-weight: 600; color: ${({ theme }) => theme.colors.ink}; }
  input {
    min-height: 44px;
    padding: 0 12px;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.colors.line};
    font-size: 1rem;
  }
  input[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  [role='alert'] { color: ${({ theme }) => theme.colors.danger}; font-size: .9rem; margin: 0; }
`;

interface FormFieldProps {
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  placeholder?: string;
}

/** A labelled Formik input that shows its validation message once touched. */
export function FormField({ name, label, type = 'text', autoComplete, placeholder }: FormFieldProps) {
  const [field, meta] = useField(name);
  const id = `field-${name}`;
  const invalid = Boolean(meta.touched && meta.error);
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
        {...field}
      />
      {invalid && <p role="alert" id={`${id}-error`}>{meta.error}</p>}
    </Field>
  );
}
