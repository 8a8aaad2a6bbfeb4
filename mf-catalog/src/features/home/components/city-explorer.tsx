import { useState } from 'react';
import { Button, catalogueCounts, CITY_PLACEHOLDER_IMAGE, Container, FallbackImage, Link, Section, withQuery } from '@plotwise/ui';
import styled from 'styled-components';
import { CATALOG_SCREEN_TEXTS, CITIES, formatIndianNumber, HOME_FEATURED_CITIES } from '@plotwise/contracts';
import { SectionMessage } from '../../../components/section-message';
import { findCityStats, useCities } from '../../city';
import { SectionHead } from './project-carousel-section';
import { bareList, columnGrid } from '../../../components/layout';

/** The four first, then the rest of the twelve in the admin hub's order. */
const ORDERED_CITIES: readonly string[] = [...HOME_FEATURED_CITIES, ...CITIES.filter((city) => !(HOME_FEATURED_CITIES as readonly string[]).includes(city))];

const Grid = styled.ul`
  ${bareList}
  ${columnGrid(4, 1024)}
  gap: 16px;
`;

const CityCard = styled(Link)`
  position: relative;
  display: block;
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  color: #fff;
  text-decoration: none;
  aspect-ratio: 3 / 2;
  background: ${({ theme }) => theme.colors.brandDark};
  img { width: 100%; height: 100%; object-fit: cover; transition: transform .3s; }
  &:hover img { transform: scale(1.04); }
  @media (prefers-reduced-motion: reduce) { &:hover img { transform: none; } }
`;

const Caption = styled.span`
  position: absolute;
  inset: auto 0 0 0;
  padding: 28px 14px 12px;
  background: linear-gradient(transparent, rgba(2, 6, 23, .82));
  display: grid;
  strong { font-size: 1.15rem; }
  span { font-size: .9rem; color: #e2e8f0; }
`;

const More = styled.div`
  margin-top: 20px;
  text-align: center;
`;

const countLabel = (count: number) => `${count} ${count === 1 ? 'Project' : 'Projects'}`;

/** City cards with live counts: four first, expandable to all twelve. */
export function CityExplorer() {
  const cities = useCities();
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? ORDERED_CITIES : ORDERED_CITIES.slice(0, HOME_FEATURED_CITIES.length);
  const counts = cities.data ? catalogueCounts(cities.data) : null;

  return (
    <Section aria-labelledby="cities-heading">
      <Container>
        <SectionHead>
          <div>
            <h2 id="cities-heading">{CATALOG_SCREEN_TEXTS.exploreByCityHeading}</h2>
            <p>
              {counts
                ? `${formatIndianNumber(counts.projects)} ${counts.projects === 1 ? 'project' : 'projects'} across ${counts.cities} ${counts.cities === 1 ? 'city' : 'cities'}`
                : 'Plotting projects across India'}
            </p>
          </div>
        </SectionHead>
        {cities.isError && <SectionMessage tone="error">{CATALOG_SCREEN_TEXTS.citiesFailed}</SectionMessage>}
        <Grid id="city-cards">
          {shown.map((city) => {
            const stats = findCityStats(cities.data, city);
            return (
              <li key={city}>
                <CityCard to={withQuery('/city', { location: city })} data-testid="city-card">
                  <FallbackImage
                    src={stats?.imageUrl ?? CITY_PLACEHOLDER_IMAGE}
                    fallback={CITY_PLACEHOLDER_IMAGE}
                    alt=""
                    width={600}
                    height={400}
                    sizes="(max-width: 640px) 50vw, 300px"
                  />
                  <Caption>
                    <strong>{city}</strong>
                    <span data-testid="city-count">{cities.isSuccess ? countLabel(stats?.projectCount ?? 0) : ' '}</span>
                  </Caption>
                </CityCard>
              </li>
            );
          })}
        </Grid>
        <More>
          <Button type="button" $variant="secondary" aria-expanded={expanded} aria-controls="city-cards" onClick={() => setExpanded((open) => !open)}>
            {expanded ? CATALOG_SCREEN_TEXTS.showFewerCities : CATALOG_SCREEN_TEXTS.showAllCities(ORDERED_CITIES.length)}
          </Button>
        </More>
      </Container>
    </Section>
  );
}
