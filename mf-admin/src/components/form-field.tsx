import { useField } from 'formik';
import type { HTMLAttributes } from 'react';
import styled from 'styled-components';

export const FieldFrame = styled.div`
  display: grid;
  gap: 6px;
  margin-bottom: 14px;
  label { font-weight: 600; color: ${({ theme }) => theme.colors.ink}; }
  input:not([type='checkbox']):not([type='file']), textarea {
    min-height: 44px;
    padding: 0 12px;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.colors.line};
    font-size: 1rem;
    width: 100%;
  }
  textarea { padding: 10px 12px; min-height: 96px; resize: vertical; }
  textarea.tall { min-height: 200px; }
  input[aria-invalid='true'], textarea[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  [role='alert'] { color: ${({ theme }) => theme.colors.danger}; font-size: .9rem; margin: 0; }
  .hint { color: ${({ theme }) => theme.colors.muted}; font-size: .85rem; margin: 0; }
`;

interface FormFieldProps {
  name: string;
  label: string;
  type?: string;
  placeholder?: string;
  hint?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  multiline?: boolean;
  /** A taller textarea, for an article's body. */
  tall?: boolean;
  /** Suggestions offered while typing (a datalist). */
  suggestions?: readonly string[];
}

/** A labelled Formik input (or textarea) that shows its validation message once touched. */
export function FormField({ name, label, type = 'text', placeholder, hint, inputMode, multiline, tall, suggestions }: FormFieldProps) {
  const [field, meta] = useField<string>(name);
  const id = `field-${name}`;
  const invalid = Boolean(meta.touched && meta.error);
  const describedBy = [hint ? `${id}-hint` : '', invalid ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const shared = { id, placeholder, 'aria-invalid': invalid, 'aria-describedby': describedBy, ...field, value: field.value ?? '' };
  return (
    <FieldFrame>
      <label htmlFor={id}>{label}</label>
      {hint && <p className="hint" id={`${id}-hint`}>{hint}</p>}
      {multiline ? (
        <textarea className={tall ? 'tall' : undefined} {...shared} />
      ) : (
        <input type={type} inputMode={inputMode} list={suggestions ? `${id}-suggestions` : undefined} {...shared} />
      )}
      {suggestions && (
        <datalist id={`${id}-suggestions`}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      )}
      {invalid && <p role="alert" id={`${id}-error`}>{meta.error}</p>}
    </FieldFrame>
  );
}

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.ink};
  input { width: 20px; height: 20px; accent-color: ${({ theme }) => theme.colors.brand}; }
`;

/** A labelled Formik checkbox (the active and published toggles). */
export function CheckboxField({ name, label }: { name: string; label: string }) {
  const [field] = useField<boolean>({ name, type: 'checkbox' });
  return (
    <Check>
      <input type="checkbox" name={field.name} checked={Boolean(field.checked)} onChange={field.onChange} onBlur={field.onBlur} />
      {label}
    </Check>
  );
}
