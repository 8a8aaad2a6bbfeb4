import { useState } from 'react';
import { ApiError, Button, ButtonLink, CITY_PLACEHOLDER_IMAGE, Container, Dialog, FallbackImage, formatLakhsPlus, Link, PageLinks, Skeleton, Tabs, usePageMeta, useSearchParams, withQuery } from '@plotwise/ui';
import { breadcrumbs, realImage } from '../../lib/structured-data';
import styled from 'styled-components';
import {
  CATALOG_SCREEN_TEXTS,
  CATALOG_TEXTS,
  CITIES,
  INQUIRY_TEXTS,
  PROJECT_PAGE_SIZE_DEFAULT,
  type CityDetail,
  type ProjectSummary,
} from '@plotwise/contracts';
import { CardGrid } from '../../components/card-grid';
import { SectionMessage } from '../../components/section-message';
import { LazyInquiryForm } from '../inquiry';
import { useProjects } from '../projects';
import { ProjectCard, ProjectCardSkeleton } from '../projects';
import { useCity } from './api/get-cities';
import { cityStatCards } from './city-stats';

const Banner = styled.section`
  position: relative;
  color: #fff;
  min-height: 300px;
  display: flex;
  align-items: flex-end;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.brandDark};
  > img, > picture > img { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; }
  &::after { content: ''; position: absolute; inset: 0; background: linear-gradient(180deg, rgba(2, 6, 23, .15), rgba(2, 6, 23, .78)); }
  > div { position: relative; z-index: 1; padding-top: 88px; padding-bottom: 64px; }
  h1 { color: #fff; margin: 0 0 6px; font-size: clamp(2rem, 6vw, 3rem); }
  p { margin: 0; font-size: 1.1rem; color: #e2e8f0; }
`;

const Stats = styled.ul`
  list-style: none;
  margin: -32px 0 0;
  padding: 0;
  position: relative;
  z-index: 1;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(1, minmax(0, 1fr));
  @media (min-width: 640px) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  @media (min-width: 1024px) { grid-template-columns: repeat(4, minmax(0, 1fr)); }
  li {
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.lg};
    box-shadow: ${({ theme }) => theme.shadow.card};
    padding: 16px;
  }
  h2 { font-size: .85rem; text-transform: uppercase; letter-spacing: .04em; color: ${({ theme }) => theme.colors.muted}; margin: 0 0 6px; }
  strong { display: block; font-size: 1.05rem; line-height: 1.35; color: ${({ theme }) => theme.colors.ink}; }
  p { margin: 6px 0 0; font-size: .88rem; }
`;

const Body = styled(Container)`
  padding-bottom: 32px;
`;

const TabsWrap = styled.div`
  margin-top: 32px;
`;

const Localities = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  a {
    display: grid;
    gap: 4px;
    padding: 16px;
    border-radius: ${({ theme }) => theme.radius.lg};
    border: 1px solid ${({ theme }) => theme.colors.line};
    background: ${({ theme }) => theme.colors.surface};
    text-decoration: none;
    color: ${({ theme }) => theme.colors.text};
  }
  a:hover { border-color: ${({ theme }) => theme.colors.brand}; }
  strong { color: ${({ theme }) => theme.colors.ink}; font-size: 1.05rem; }
`;

const ChooseCity = styled(Container)`
  padding-top: 48px;
  padding-bottom: 48px;
  ul { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 10px; }
`;

type CityTab = 'projects' | 'areas';

/** /city?location={city}: the banner, the live count, stats from the data, projects and popular areas. */
export function CityPage() {
  const [params] = useSearchParams();
  const location = (params.get('location') ?? '').trim();
  const city = useCity(location);

  if (!location) return <CityChooser heading="Explore plots by city" />;
  if (city.isError) {
    const unknown = city.error instanceof ApiError && (city.error.status === 404 || city.error.status === 400);
    // A place with no projects gets the same message as a city without any: nothing here yet (404, not indexed).
    if (unknown) return <CityChooser heading={`Plots in ${location}`} message={CATALOG_TEXTS.cityEmpty(location)} status={404} />;
    return <CityChooser heading={CATALOG_SCREEN_TEXTS.citiesFailed} status={503} />;
  }
  if (city.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading the city">
        <Skeleton $height="300px" style={{ borderRadius: 0 }} />
      </div>
    );
  }
  return <CityView city={city.data} />;
}

function CityChooser({ heading, message, status }: { heading: string; message?: string; status?: number }) {
  usePageMeta(heading, message, status ? { status, noindex: true } : undefined);
  return (
    <ChooseCity>
      <h1>{heading}</h1>
      {message && <SectionMessage tone="info" action={<Link to="/listings">Browse all projects</Link>}>{message}</SectionMessage>}
      <p>Choose a city to see its plotting projects.</p>
      <ul>
        {CITIES.map((name) => <li key={name}><ButtonLink as={Link} to={withQuery('/city', { location: name })} $variant="secondary">{name}</ButtonLink></li>)}
      </ul>
    </ChooseCity>
  );
}

function CityView({ city }: { city: CityDetail }) {
  const [params] = useSearchParams();
  const [tab, setTab] = useState<CityTab>('projects');
  const [inquiring, setInquiring] = useState<ProjectSummary | null>(null);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const projects = useProjects({ city: city.city, page, pageSize: PROJECT_PAGE_SIZE_DEFAULT });

  usePageMeta(
    `Plots in ${city.city}`,
    `${city.projectCount} plotting projects in ${city.city}${city.minPrice ? ` from ${formatLakhsPlus(city.minPrice)}` : ''}: prices, popular localities and RERA details.`,
    {
      image: realImage(city.imageUrl),
      canonicalPath: withQuery('/city', { location: city.city, page: page > 1 ? page : undefined }),
      jsonLd: (absolute) => [breadcrumbs([{ name: 'Home', path: '/' }, { name: `Plots in ${city.city}`, path: withQuery('/city', { location: city.city }) }], absolute)],
    },
  );

  const hrefFor = (target: number) => withQuery('/city', { location: params.get('location'), page: target > 1 ? target : undefined });
  const pageCount = projects.data ? Math.max(1, Math.ceil(projects.data.total / projects.data.pageSize)) : 1;

  const projectsPanel = (
    <>
      {projects.isPending && (
        <CardGrid aria-label="Loading projects">
          {Array.from({ length: 3 }, (_, index) => <li key={index}><ProjectCardSkeleton /></li>)}
        </CardGrid>
      )}
      {projects.isError && <SectionMessage tone="error">{CATALOG_TEXTS.listingsFailed}</SectionMessage>}
      {projects.data && projects.data.total === 0 && (
        <SectionMessage tone="info" action={<Link to="/listings">Browse all projects</Link>}>{CATALOG_TEXTS.cityEmpty(city.city)}</SectionMessage>
      )}
      {projects.data && projects.data.items.length > 0 && (
        <CardGrid>
          {projects.data.items.map((project) => (
            <li key={project.id}>
              <ProjectCard
                project={project}
                href={`/projects/${project.id}`}
                actions={(
                  <>
                    <ButtonLink as={Link} to={`/projects/${project.id}`} $variant="secondary" aria-label={`View Details of ${project.title}`}>View Details</ButtonLink>
                    <Button type="button" aria-label={`Enquire about ${project.title}`} onClick={() => setInquiring(project)}>Enquire</Button>
                  </>
                )}
              />
            </li>
          ))}
        </CardGrid>
      )}
      {projects.data && (
        <PageLinks page={page} pageCount={pageCount} hrefFor={hrefFor} label={`Pages of projects in ${city.city}`} />
      )}
    </>
  );

  const areasPanel = city.popularLocalities.length === 0 ? (
    <SectionMessage tone="info">{CATALOG_TEXTS.cityEmpty(city.city)}</SectionMessage>
  ) : (
    <Localities>
      {city.popularLocalities.map((locality) => (
        <li key={locality.name}>
          <Link to={withQuery('/listings', { city: city.city, location: locality.name })}>
            <strong>{locality.name}</strong>
            <span>{locality.projectCount} {locality.projectCount === 1 ? 'project' : 'projects'}</span>
            <span>{locality.minPrice ? `From ${formatLakhsPlus(locality.minPrice)}` : CATALOG_TEXTS.priceOnRequest}</span>
          </Link>
        </li>
      ))}
    </Localities>
  );

  return (
    <>
      <Banner aria-labelledby="city-heading">
        <FallbackImage
          src={city.imageUrl ?? CITY_PLACEHOLDER_IMAGE}
          fallback={CITY_PLACEHOLDER_IMAGE}
          alt={city.imageCaption ?? ''}
          width={1600}
          height={600}
          sizes="100vw"
          eager
        />
        <Container>
          <h1 id="city-heading">{city.city}</h1>
          <p data-testid="city-project-count">{CATALOG_SCREEN_TEXTS.cityProjectCount(city.projectCount)}{city.state ? ` · ${city.state}` : ''}</p>
        </Container>
      </Banner>
      <Body>
        <Stats aria-label={`${city.city} at a glance`}>
          {cityStatCards(city).map((card) => (
            <li key={card.label}>
              <h2>{card.label}</h2>
              <strong>{card.value}</strong>
              <p>{card.detail}</p>
            </li>
          ))}
        </Stats>
        <TabsWrap>
          <Tabs<CityTab>
            label={`${city.city} projects and areas`}
            selected={tab}
            onSelect={setTab}
            tabs={[
              { key: 'projects', label: 'Projects', content: projectsPanel },
              { key: 'areas', label: 'Popular Areas', content: areasPanel },
            ]}
          />
        </TabsWrap>
      </Body>
      <Dialog title={inquiring ? `Enquire about ${inquiring.title}` : INQUIRY_TEXTS.heading} open={inquiring !== null} onClose={() => setInquiring(null)}>
        {inquiring && <LazyInquiryForm project={inquiring} onSent={() => setInquiring(null)} />}
      </Dialog>
    </>
  );
}
