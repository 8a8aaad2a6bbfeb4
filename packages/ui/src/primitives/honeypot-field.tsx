import { useId } from 'react';
import { HONEYPOT_FIELD } from '@plotwise/contracts';

const hidden = { position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' } as const;

/**
 * The bots' trap every public form carries: off screen, out of the tab order
 * and hidden from assistive technology, so people leave it empty. Its id is
 * the form's own: a page with two forms (one in the footer) has no duplicate id.
 */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = `hp-${HONEYPOT_FIELD}-${useId()}`;
  return (
    <div style={hidden} aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input
        id={id}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** The honeypot's value for a payload: omitted when empty, as people send it. */
export function honeypotOf(value: string): { website?: string } {
  return value ? { [HONEYPOT_FIELD]: value } : {};
}
