import { useId } from 'react';
import styled from 'styled-components';

const Field = styled.div`
  display: grid;
  gap: 6px;
  label { font-weight: 600; color: ${({ theme }) => theme.colors.ink}; display: flex; justify-content: space-between; }
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
  onChange: (value: number) => void;
}

export function SliderField({ label, value, min, max, step, display, onChange }: SliderFieldProps) {
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
      <small aria-hidden="true"><span>{display(min)}</span><span>{display(max)}</span></small>
    </Field>
  );
}
