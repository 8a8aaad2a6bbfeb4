import { useId, useState, type InputHTMLAttributes, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useDebouncedValue, useQuery } from '@plotwise/ui';
import { SEARCH_SUGGESTIONS_PATH, type SearchSuggestion, type SearchSuggestionsResponse } from '@plotwise/contracts';

/** Typing settles this long before suggestions are asked for. */
const SUGGEST_DELAY_MS = 150;
/** Fewer characters than this ask for nothing: one letter names half the country. */
const SUGGEST_MIN_LENGTH = 2;

const Wrapper = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
  input { width: 100%; box-sizing: border-box; }
`;

const List = styled.ul`
  position: absolute;
  z-index: 20;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  margin: 0;
  padding: 6px;
  list-style: none;
  background: #fff;
  border: 1px solid #cbd5e1;
  border-radius: 12px;
  box-shadow: 0 12px 32px rgba(15, 23, 42, .18);
  max-height: 320px;
  overflow-y: auto;
  text-align: left;
`;

const Option = styled.li<{ $active: boolean }>`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 12px;
  min-height: 44px;
  padding: 6px 12px;
  border-radius: 8px;
  cursor: pointer;
  color: #0f172a;
  background: ${({ $active }) => ($active ? '#ccfbf1' : 'transparent')};
  strong { font-weight: 600; }
  small { color: #475569; font-size: .82rem; white-space: nowrap; }
`;

/** "Whitefield, Bangalore" or "Bangalore". */
export function suggestionLabel(suggestion: SearchSuggestion): string {
  return suggestion.kind === 'city' ? suggestion.name : `${suggestion.name}, ${suggestion.city}`;
}

function suggestionDetail(suggestion: SearchSuggestion): string {
  const projects = `${suggestion.projectCount} ${suggestion.projectCount === 1 ? 'project' : 'projects'}`;
  return suggestion.kind === 'city' ? `City · ${projects}` : `Locality · ${projects}`;
}

interface PlaceComboboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'role'> {
  value: string;
  onValueChange: (text: string) => void;
  /** A suggestion was chosen (click, or Enter on the highlighted one). */
  onPick: (suggestion: SearchSuggestion) => void;
}

/**
 * A search box that suggests the catalogue's cities and localities while
 * typing, with their project counts: the ARIA combobox pattern (list
 * autocomplete), so arrow keys move through the suggestions, Enter picks the
 * highlighted one (or submits the form when none is), Escape closes them.
 */
export function PlaceCombobox({ value, onValueChange, onPick, onKeyDown, onBlur, ...inputProps }: PlaceComboboxProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const text = useDebouncedValue(value.trim(), SUGGEST_DELAY_MS);
  const wanted = open && text.length >= SUGGEST_MIN_LENGTH;
  const query = useQuery<SearchSuggestionsResponse>({
    queryKey: [SEARCH_SUGGESTIONS_PATH, { q: text }],
    enabled: wanted,
    staleTime: 60_000,
  });
  const suggestions = wanted && value.trim().length >= SUGGEST_MIN_LENGTH ? (query.data?.suggestions ?? []) : [];
  const expanded = suggestions.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const pick = (suggestion: SearchSuggestion) => {
    setOpen(false);
    setActive(-1);
    onPick(suggestion);
  };

  const onKeys = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) {
        setOpen(true);
        return;
      }
      event.preventDefault();
      // Down from the last and up from the first come back to the typed text (-1).
      const last = suggestions.length - 1;
      const down = event.key === 'ArrowDown';
      setActive((current) => (down ? (current >= last ? -1 : current + 1) : current === -1 ? last : current - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0 && active < suggestions.length) {
      event.preventDefault();
      pick(suggestions[active]!);
    } else if (event.key === 'Enter') {
      // Enter on the typed text submits the form: the list would otherwise stay over the results.
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
    onKeyDown?.(event);
  };

  return (
    <Wrapper>
      <input
        {...inputProps}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 && active < suggestions.length ? optionId(active) : undefined}
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeys}
        onBlur={(event) => {
          setOpen(false);
          setActive(-1);
          onBlur?.(event);
        }}
      />
      <List id={listId} role="listbox" aria-label="Suggested places" hidden={!expanded}>
        {suggestions.map((suggestion, index) => (
          <Option
            key={`${suggestion.kind}-${suggestion.city}-${suggestion.name}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            $active={index === active}
            // Keeps the focus in the box, so blur does not close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(suggestion)}
          >
            <strong>{suggestionLabel(suggestion)}</strong>
            <small>{suggestionDetail(suggestion)}</small>
          </Option>
        ))}
      </List>
      <span className="visually-hidden" role="status">
        {expanded ? `${suggestions.length} ${suggestions.length === 1 ? 'place' : 'places'} suggested` : ''}
      </span>
    </Wrapper>
  );
}
