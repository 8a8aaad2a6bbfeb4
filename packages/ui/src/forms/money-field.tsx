import { useField } from 'formik';
import { useId, useRef, type ChangeEvent, type ReactNode } from 'react';
import { formatPriceINR } from '../format/price';
import { formatIndianNumber } from '../format/money';
import { FieldFrame } from './controls';

/** Rupee amounts up to 15 digits stay exact as JavaScript numbers. */
const MAX_DIGITS = 15;

/** Where the caret goes in `formatted` so that `digits` digits stand before it. */
function caretAfterDigits(formatted: string, digits: number): number {
  if (digits === 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted[index]!)) seen += 1;
    if (seen === digits) return index + 1;
  }
  return formatted.length;
}

interface MoneyFieldProps {
  name: string;
  label: string;
  hint?: ReactNode;
  required?: boolean;
}

/**
 * A rupee amount typed with Indian digit grouping (45,00,000) and echoed in
 * words (₹45.00 Lakhs), so a missing or extra zero shows while typing. The
 * Formik value stays a whole number ('' when empty).
 */
export function MoneyField({ name, label, hint, required }: MoneyFieldProps) {
  const [field, meta, helpers] = useField<number | string | null>(name);
  const input = useRef<HTMLInputElement>(null);
  const id = `${useId()}${name}`;
  const error = meta.touched && meta.error ? meta.error : undefined;
  const digits = String(field.value ?? '').replace(/\D/g, '').slice(0, MAX_DIGITS);
  const amount = digits === '' ? null : Number(digits);
  const shown = amount === null ? '' : formatIndianNumber(amount);
  const describedBy = [hint ? `${id}-hint` : '', amount ? `${id}-words` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    const before = typed.slice(0, event.target.selectionStart ?? typed.length).replace(/\D/g, '').length;
    const next = typed.replace(/\D/g, '').slice(0, MAX_DIGITS);
    void helpers.setValue(next === '' ? '' : Number(next));
    // The commas move as digits arrive: keep the caret after the digit just typed.
    requestAnimationFrame(() => {
      const element = input.current;
      if (!element || document.activeElement !== element) return;
      const position = caretAfterDigits(element.value, Math.min(before, next.length));
      element.setSelectionRange(position, position);
    });
  };

  return (
    <FieldFrame>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {hint && <p className="field-hint" id={`${id}-hint`}>{hint}</p>}
      <input
        ref={input}
        id={id}
        name={field.name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={shown}
        onChange={onChange}
        onBlur={field.onBlur}
        aria-invalid={Boolean(error)}
        aria-required={required || undefined}
        aria-describedby={describedBy}
      />
      {amount ? <p className="field-hint" id={`${id}-words`} aria-live="polite">{formatPriceINR(amount)}</p> : null}
      {error && <p className="field-error" role="alert" id={`${id}-error`}>{error}</p>}
    </FieldFrame>
  );
}
