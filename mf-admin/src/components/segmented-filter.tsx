import styled from 'styled-components';
import type { ChoiceFilterProps } from './filter-bar';

const Group = styled.div`
  display: inline-flex;
  justify-self: start;
  align-self: end;
  flex-wrap: wrap;
  gap: 4px;
  padding: 4px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.line};
  button {
    min-height: 40px;
    padding: 0 14px;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: transparent;
    color: ${({ theme }) => theme.colors.ink};
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-pressed='true'] { background: ${({ theme }) => theme.colors.surface}; color: ${({ theme }) => theme.colors.brandDark}; box-shadow: 0 1px 2px rgba(15,23,42,.12); }
`;

/** A short list of exclusive choices as toggle buttons (All / Pending / Approved). */
export function SegmentedFilter<V extends string>({ label, value, options, onChange }: ChoiceFilterProps<V>) {
  return (
    <Group role="group" aria-label={label}>
      {options.map((option) => (
        <button key={option.value} type="button" aria-pressed={option.value === value} onClick={() => onChange(option.value)}>
          {option.label}
        </button>
      ))}
    </Group>
  );
}
