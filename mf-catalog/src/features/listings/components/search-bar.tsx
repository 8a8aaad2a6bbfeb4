import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@plotwise/ui';
import type { SearchSuggestion } from '@plotwise/contracts';
import { PlaceCombobox } from '../../../components/place-combobox';

const Form = styled.form`
  display: grid;
  gap: 10px;
  grid-template-columns: 1fr;
  @media (min-width: 768px) { grid-template-columns: 2fr 1.3fr auto; align-items: end; }
  input {
    width: 100%;
    min-height: 48px;
    padding: 0 14px;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid #94a3b8;
    font-size: 1rem;
    background: ${({ theme }) => theme.colors.surface};
  }
  .field { display: grid; gap: 6px; }
  label { font-weight: 600; font-size: .9rem; color: ${({ theme }) => theme.colors.ink}; }
  button { min-height: 48px; }
`;

interface SearchBarProps {
  search: string;
  location: string;
  onSubmit: (values: { search: string; location: string; city?: string }) => void;
}

/**
 * Text search and location: applied on submit, so typing does not flood the
 * history. Both boxes suggest places; choosing one filters by it at once.
 */
export function SearchBar({ search, location, onSubmit }: SearchBarProps) {
  const id = useId();
  const [searchText, setSearchText] = useState(search);
  const [locationText, setLocationText] = useState(location);
  // Back and forward change the URL: the boxes follow it.
  useEffect(() => { setSearchText(search); }, [search]);
  useEffect(() => { setLocationText(location); }, [location]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ search: searchText.trim(), location: locationText.trim() });
  };
  /** A place chosen in the search box replaces the text; in the location box, the location. */
  const pickFrom = (box: 'search' | 'location') => (place: SearchSuggestion) => {
    const location = place.kind === 'city' ? '' : place.name;
    const search = box === 'search' ? '' : searchText.trim();
    setSearchText(search);
    setLocationText(location);
    onSubmit({ search, location, city: place.city });
  };

  /** One of the two boxes: a labelled place combobox, the same search field and length limit for both. */
  const placeBox = (name: 'search' | 'location', label: string, placeholder: string, value: string, onValueChange: (text: string) => void) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <PlaceCombobox id={`${id}-${name}`} type="search" name={name} placeholder={placeholder} value={value} onValueChange={onValueChange} onPick={pickFrom(name)} maxLength={200} />
    </div>
  );

  return (
    <Form role="search" aria-label="Search projects" onSubmit={submit}>
      {placeBox('search', 'Search', 'Project name, locality, city or state', searchText, setSearchText)}
      {placeBox('location', 'Location', 'e.g. Hinjewadi or Pune', locationText, setLocationText)}
      <Button type="submit">Search</Button>
    </Form>
  );
}
