import { useEffect, useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '@plotwise/ui';

/** The row of search and filters above a list; stacked on a phone. */
export const FilterBar = styled.div`
  display: grid;
  gap: 12px;
  margin-bottom: 16px;
  /* On a phone the search takes the whole row and two filters share the next. */
  grid-template-columns: repeat(2, minmax(0, 1fr));
  align-items: end;
  & > :first-child, & > [role='group'] { grid-column: 1 / -1; }
  ${media.md} {
    grid-template-columns: minmax(0, 2fr) repeat(auto-fit, minmax(160px, 1fr));
    & > :first-child, & > [role='group'] { grid-column: auto; }
  }
`;

const Field = styled.div`
  display: grid;
  gap: 4px;
  label { font-weight: 600; font-size: .9rem; color: ${({ theme }) => theme.colors.ink}; }
  input, select {
    min-height: 44px;
    padding: 0 12px;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.colors.line};
    background: ${({ theme }) => theme.colors.surface};
    font-size: 1rem;
    width: 100%;
  }
`;

const SEARCH_DELAY_MS = 300;

/** A labelled search box that reports what was typed once typing pauses. */
export function SearchField({ label, placeholder, value, onSearch }: { label: string; placeholder: string; value: string; onSearch: (text: string) => void }) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value.trim()) return undefined;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <input id={id} type="search" placeholder={placeholder} value={text} onChange={(event) => setText(event.target.value)} />
    </Field>
  );
}

/** A filter that takes one of a few values: the select here, the toggle buttons of SegmentedFilter. */
export interface ChoiceFilterProps<V extends string> {
  label: string;
  value: V;
  options: ReadonlyArray<{ value: V; label: string }>;
  onChange: (value: V) => void;
}

export function SelectFilter<V extends string>({ label, value, options, onChange }: ChoiceFilterProps<V>) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as V)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A line above a list: how many there are, and room for a filter's extra controls. */
export const ListSummary = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 12px;
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 600;
`;

export function Toolbar({ children }: { children: ReactNode }) {
  return <ListSummary>{children}</ListSummary>;
}
