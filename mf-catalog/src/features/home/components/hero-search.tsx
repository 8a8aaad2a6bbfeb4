import { useState, type FormEvent } from 'react';
import { Button, Container, media, useNavigate, useSiteFigures, withQuery } from '@plotwise/ui';
import styled from 'styled-components';
import type { ProjectType, SearchSuggestion } from '@plotwise/contracts';
import { PlaceCombobox } from '../../../components/place-combobox';

/** The hero's quick buttons, in the order shown. */
export const QUICK_TYPES: { label: string; projectType: ProjectType }[] = [
  { label: 'Residential', projectType: 'residential' },
  { label: 'Commercial', projectType: 'commercial' },
  { label: 'Agricultural', projectType: 'agricultural' },
];

const Hero = styled.section`
  background:
    linear-gradient(120deg, rgba(6, 78, 59, .92), rgba(15, 118, 110, .78)),
    radial-gradient(circle at 80% 20%, #f59e0b 0, transparent 40%),
    #0f766e;
  color: #fff;
  padding: 72px 0 88px;
  h1 { color: #fff; font-size: clamp(2rem, 5vw, 3.25rem); max-width: 16ch; }
  p { font-size: 1.125rem; max-width: 56ch; color: #d1fae5; }
`;

const SearchForm = styled.form`
  margin-top: 28px;
  display: flex;
  flex-direction: column;
  gap: 8px;
  background: #fff;
  padding: 8px;
  border-radius: 14px;
  max-width: 640px;
  box-shadow: 0 20px 40px rgba(0,0,0,.2);
  input {
    flex: 1;
    border: 0;
    min-height: 48px;
    padding: 0 14px;
    font-size: 1rem;
    color: #0f172a;
    border-radius: 10px;
    outline-offset: 0;
  }
  ${media.sm} { flex-direction: row; }
`;

const Quick = styled.div`
  margin-top: 20px;
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  button {
    border: 1px solid rgba(255,255,255,.5);
    background: rgba(255,255,255,.12);
    color: #fff;
    border-radius: 999px;
    min-height: 40px;
    padding: 0 18px;
    font-weight: 600;
    cursor: pointer;
  }
  button:hover { background: rgba(255,255,255,.24); }
`;

/** The site's figures, the same as About's and Services'. */
const Figures = styled.dl`
  margin: 32px 0 0;
  display: flex;
  flex-wrap: wrap;
  gap: 12px 32px;
  div { display: flex; flex-direction: column-reverse; }
  dt { font-size: .85rem; color: #d1fae5; }
  dd { margin: 0; font-size: 1.5rem; font-weight: 700; color: #fff; }
`;

export function HeroSearch() {
  const figures = useSiteFigures();
  const [location, setLocation] = useState('');
  const navigate = useNavigate();

  const goToListings = (projectType?: ProjectType) => {
    navigate(withQuery('/listings', { location: location.trim(), projectType }));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    goToListings();
  };
  const onPick = (place: SearchSuggestion) => {
    navigate(withQuery('/listings', place.kind === 'city' ? { city: place.city } : { location: place.name, city: place.city }));
  };

  return (
    <Hero>
      <Container>
        <h1>Find your plot across India</h1>
        <p>Plotting projects in Pune, Mumbai, Bangalore, Hyderabad and more, with clear prices. Every listing is reviewed before it goes live; look for the RERA Verified badge.</p>
        {/* A real form: a search made before the page's code has loaded still reaches /listings. */}
        <SearchForm id="hero-search" role="search" action="/listings" method="get" onSubmit={onSubmit}>
          <label htmlFor="hero-location" className="visually-hidden">Location</label>
          <PlaceCombobox
            id="hero-location"
            name="location"
            type="search"
            placeholder="Search by city or locality, e.g. Hinjewadi"
            value={location}
            onValueChange={setLocation}
            onPick={onPick}
          />
          <Button type="submit">Search Plots</Button>
        </SearchForm>
        <Quick aria-label="Search by project type">
          {QUICK_TYPES.map((type) => (
            <button
              key={type.projectType}
              type="submit"
              form="hero-search"
              name="projectType"
              value={type.projectType}
              onClick={(event) => {
                event.preventDefault();
                goToListings(type.projectType);
              }}
            >
              {type.label}
            </button>
          ))}
        </Quick>
        <Figures data-testid="site-figures" aria-label="Plotwise in figures">
          {figures.map((figure) => <div key={figure.key} data-figure={figure.key}><dt>{figure.label}</dt><dd>{figure.value}</dd></div>)}
        </Figures>
      </Container>
    </Hero>
  );
}
