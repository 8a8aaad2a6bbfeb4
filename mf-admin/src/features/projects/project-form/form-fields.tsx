import { useField } from 'formik';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '@plotwise/ui';
import { Field, Input, Select, TextArea } from '../../../components/controls';

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

interface BaseProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
}

function FieldFrame({ label, required, hint, error, children }: { label: string; required?: boolean; hint?: ReactNode; error?: string; children: ReactNode }) {
  return (
    <Field>
      <span>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </span>
      {children}
      {hint && <span className="hint">{hint}</span>}
      {error && (
        <span className="error" role="alert">
          {error}
        </span>
      )}
    </Field>
  );
}

export function TextInput({ name, label, required, hint, ...rest }: BaseProps & { type?: string; inputMode?: 'decimal' | 'numeric' | 'email' | 'tel'; list?: string; placeholder?: string; maxLength?: number }) {
  const [field, meta] = useField<string>(name);
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <FieldFrame label={label} required={required} hint={hint} error={error}>
      <Input {...field} {...rest} aria-required={required || undefined} aria-invalid={error ? true : undefined} />
    </FieldFrame>
  );
}

export function TextAreaInput({ name, label, required, hint }: BaseProps) {
  const [field, meta] = useField<string>(name);
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <FieldFrame label={label} required={required} hint={hint} error={error}>
      <TextArea {...field} aria-required={required || undefined} aria-invalid={error ? true : undefined} />
    </FieldFrame>
  );
}

export function SelectInput({ name, label, required, hint, options, placeholder }: BaseProps & { options: readonly { value: string; label: string }[]; placeholder?: string }) {
  const [field, meta] = useField<string>(name);
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <FieldFrame label={label} required={required} hint={hint} error={error}>
      <Select {...field} aria-required={required || undefined} aria-invalid={error ? true : undefined}>
        {placeholder && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FieldFrame>
  );
}

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  font-weight: 600;
  input { width: 20px; height: 20px; accent-color: ${({ theme }) => theme.colors.brand}; }
`;

export function CheckboxInput({ name, label }: { name: string; label: string }) {
  const [field, , helpers] = useField<boolean>(name);
  return (
    <Check>
      <input type="checkbox" name={field.name} checked={Boolean(field.value)} onBlur={field.onBlur} onChange={(event) => void helpers.setValue(event.target.checked)} />
      {label}
    </Check>
  );
}
