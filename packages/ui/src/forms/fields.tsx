import { useField } from 'formik';
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { CheckLabel, FieldFrame } from './controls';

interface FieldProps {
  /** The Formik value's name. */
  name: string;
  label: string;
  /** A line under the label ("Optional", "At least 8 characters"). */
  hint?: ReactNode;
  /** Marks the label with an asterisk and the control as required for assistive technology. */
  required?: boolean;
}

/** The ids of a field's control, hint and error; unique on the page even when two forms share names. */
function useFieldIds(name: string, hint: ReactNode, invalid: boolean) {
  const id = `${useId()}${name}`;
  const describedBy = [hint ? `${id}-hint` : '', invalid ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return { id, describedBy };
}

function Label({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={id}>
      {label}
      {required && <span aria-hidden="true"> *</span>}
    </label>
  );
}

function Messages({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint && <p className="field-hint" id={`${id}-hint`}>{hint}</p>}
      {error && <p className="field-error" role="alert" id={`${id}-error`}>{error}</p>}
    </>
  );
}

interface TextFieldProps extends FieldProps {
  type?: string;
  autoComplete?: string;
  placeholder?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  readOnly?: boolean;
  /** A text area instead of a one-line box; `tall` for an article's body. */
  multiline?: boolean;
  tall?: boolean;
  /** Values offered while typing (a datalist). */
  suggestions?: readonly string[];
}

/** A labelled Formik text box (or text area) that shows its validation message once touched. */
export function TextField({ name, label, hint, required, type = 'text', autoComplete, placeholder, inputMode, maxLength, readOnly, multiline, tall, suggestions }: TextFieldProps) {
  const [field, meta] = useField<string | number | null>(name);
  const error = meta.touched && meta.error ? meta.error : undefined;
  const { id, describedBy } = useFieldIds(name, hint, Boolean(error));
  const common = {
    id,
    placeholder,
    maxLength,
    readOnly,
    'aria-invalid': Boolean(error),
    'aria-required': required || undefined,
    'aria-describedby': describedBy,
    ...field,
    value: field.value ?? '',
  };
  return (
    <FieldFrame>
      <Label id={id} label={label} required={required} />
      <Messages id={id} hint={hint} />
      {multiline ? (
        <textarea className={tall ? 'tall' : undefined} {...common} />
      ) : (
        <input type={type} autoComplete={autoComplete} inputMode={inputMode} list={suggestions ? `${id}-suggestions` : undefined} {...common} />
      )}
      {suggestions && (
        <datalist id={`${id}-suggestions`}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      )}
      <Messages id={id} error={error} />
    </FieldFrame>
  );
}

interface SelectFieldProps extends FieldProps {
  /** An empty first choice; leave out when the field always has a value. */
  placeholder?: string;
  options?: ReadonlyArray<{ value: string; label: string }>;
  /** Options written out, for groups or computed labels. */
  children?: ReactNode;
}

/** A labelled Formik list that shows its validation message once touched. */
export function SelectField({ name, label, hint, required, placeholder, options = [], children }: SelectFieldProps) {
  const [field, meta] = useField<string>(name);
  const error = meta.touched && meta.error ? meta.error : undefined;
  const { id, describedBy } = useFieldIds(name, hint, Boolean(error));
  return (
    <FieldFrame>
      <Label id={id} label={label} required={required} />
      <Messages id={id} hint={hint} />
      <select id={id} aria-invalid={Boolean(error)} aria-required={required || undefined} aria-describedby={describedBy} {...field} value={field.value ?? ''}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>{option.label}</option>
        ))}
        {children}
      </select>
      <Messages id={id} error={error} />
    </FieldFrame>
  );
}

/** A labelled Formik checkbox for a yes/no value (active, published, featured). */
export function CheckboxField({ name, label }: { name: string; label: string }) {
  const [field, , helpers] = useField<boolean>(name);
  return (
    <CheckLabel>
      <input type="checkbox" name={field.name} checked={Boolean(field.value)} onBlur={field.onBlur} onChange={(event) => void helpers.setValue(event.target.checked)} />
      {label}
    </CheckLabel>
  );
}
