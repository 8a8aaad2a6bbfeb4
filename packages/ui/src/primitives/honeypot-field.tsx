import { HONEYPOT_FIELD } from '@plotwise/contracts';

const hidden = { position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' } as const;

/**
 * The bots' trap every public form carries: off screen, out of the tab order
 * and hidden from assistive technology, so people leave it empty.
 */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div style={hidden} aria-hidden="true">
      <label htmlFor={`hp-${HONEYPOT_FIELD}`}>Leave this field empty</label>
      <input
        id={`hp-${HONEYPOT_FIELD}`}
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
