import { useId } from 'react';
import styled from 'styled-components';

const Field = styled.div`
  display: grid;
  gap: 6px;
  label { font-weight: 600; color: ${({ theme }) => theme.colors.ink}; display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0 12px; }
  output { color: ${({ theme }) => theme.colors.brand}; font-weight: 700; }
  input[type='range'] { width: 100%; accent-color: ${({ theme }) => theme.colors.brand}; min-height: 32px; }
  small { color: ${({ theme }) => theme.colors.muted}; display: flex; justify-content: space-between; }
`;

interface SliderFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  display: (value: number) => string;
  /** How the range's two ends are written under the slider, when shorter than `display`. */
  rangeDisplay?: (value: number) => string;
  onChange: (value: number) => void;
}

export function SliderField({ label, value, min, max, step, display, rangeDisplay = display, onChange }: SliderFieldProps) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>
        {label}
        <output htmlFor={id}>{display(value)}</output>
      </label>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <small aria-hidden="true"><span>{rangeDisplay(min)}</span><span>{rangeDisplay(max)}</span></small>
    </Field>
  );
}
