import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@plotwise/ui';

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
  label { display: grid; gap: 6px; font-weight: 600; font-size: .9rem; color: ${({ theme }) => theme.colors.ink}; }
  button { min-height: 48px; }
`;

interface SearchBarProps {
  search: string;
  location: string;
  onSubmit: (values: { search: string; location: string }) => void;
}

/** Text search and location: applied on submit, so typing does not flood the history. */
export function SearchBar({ search, location, onSubmit }: SearchBarProps) {
  const [searchText, setSearchText] = useState(search);
  const [locationText, setLocationText] = useState(location);
  // Back and forward change the URL: the boxes follow it.
  useEffect(() => { setSearchText(search); }, [search]);
  useEffect(() => { setLocationText(location); }, [location]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ search: searchText.trim(), location: locationText.trim() });
  };

  return (
    <Form role="search" aria-label="Search projects" onSubmit={submit}>
      <label>
        Search
        <input
          type="search"
          name="search"
          placeholder="Project name, locality, city or state"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          maxLength={200}
        />
      </label>
      <label>
        Location
        <input
          type="search"
          name="location"
          placeholder="e.g. Hinjewadi or Pune"
          value={locationText}
          onChange={(event) => setLocationText(event.target.value)}
          maxLength={200}
        />
      </label>
      <Button type="submit">Search</Button>
    </Form>
  );
}
