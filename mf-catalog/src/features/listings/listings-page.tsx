import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Container, Link, PageLinks, useLocation, usePageMeta, useSearchParams } from '@plotwise/ui';
import styled from 'styled-components';
import {
  CATALOG_SCREEN_TEXTS,
  CATALOG_TEXTS,
  CITIES,
  PROJECT_STATUS_LABELS,
  PROJECT_TYPE_LABELS,
  type CityStats,
  type ProjectStatus,
  type ProjectType,
  formatGeoBox,
  savedFiltersOf,
} from '@plotwise/contracts';
import { Carousel } from '../../components/carousel/carousel';
import { CAROUSEL_INTERVALS_MS } from '../../components/carousel/carousel-constants';
import { CardGrid } from '../../components/card-grid';
import { SectionMessage } from '../../components/section-message';
import { findCityStats, useCities } from '../city';
import { useProjects } from '../projects';
import { ProjectCard, ProjectCardSkeleton } from '../projects';
import { ActiveFilterChips } from './components/active-filter-chips';
import { FilterPanel } from './components/filter-panel';
import { FilterSheet } from './components/filter-sheet';
import { ResultsToolbar } from './components/results-toolbar';
import { ListingsMapSection } from './components/listings-map-section';
import { SearchBar } from './components/search-bar';
import {
  activeFilterCount,
  activeFilters,
  listingSearchParams,
  parseListingSearch,
  toProjectListQuery,
  type ListingSearch,
} from './listing-search';
import { understoodFilters } from './understood-filters';
import { RecentlyViewed } from '../recently-viewed';
import { SaveSearch } from '../saved-search';

const Page = styled(Container)`
  padding-top: 32px;
  padding-bottom: 32px;
  h1 { font-size: clamp(1.6rem, 4vw, 2.3rem); }
`;

const Panel = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: 16px;
  display: grid;
  gap: 16px;
`;

const FiltersToggle = styled(Button)`
  @media (min-width: 768px) { display: none; }
`;

/** Beside the results on a tablet or wider; on a phone the filters open as a sheet (FilterSheet). */
const Filters = styled.div`
  display: none;
  @media (min-width: 768px) { display: block; }
`;

const Relax = styled.div`
  display: grid;
  gap: 8px;
  justify-items: center;
  ul { margin: 0; padding: 0; list-style: none; display: flex; flex-wrap: wrap; justify-content: center; gap: 8px 16px; }
  a { font-weight: 600; }
`;

const PanelFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  a { font-weight: 600; }
`;

const Results = styled.div<{ $stale: boolean }>`
  opacity: ${({ $stale }) => ($stale ? 0.6 : 1)};
  transition: opacity .2s;
  scroll-margin-top: 80px;
`;

const DidYouMean = styled.p`
  margin: 0;
  a { font-weight: 600; }
`;

const SKELETON_COUNT = 6;

/** A place named in the URL as the site spells it when it is a city (one of CITIES, or one with public projects); null for any other text. */
function knownCity(value: string, cities: readonly CityStats[] | undefined): string | null {
  if (!value) return null;
  return CITIES.find((city) => city.toLowerCase() === value.toLowerCase()) ?? findCityStats(cities, value)?.city ?? null;
}

/** /listings and /projects: search, filters, sort, views and pages, all in the URL. */
export function ListingsPage() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const search = useMemo(() => parseListingSearch(params), [params]);
  const listQuery = toProjectListQuery(search);
  const projects = useProjects(listQuery);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const resultsRef = useRef<HTMLDivElement>(null);

  const cities = useCities().data;
  const city = knownCity(search.city, cities);
  const near = knownCity(search.location, cities);
  const data = projects.data;
  // How the API read the words typed: of this search, not of the previous one still shown while it loads.
  const understood = projects.isPlaceholderData ? undefined : data?.understood;
  const readCity = understood?.city ? knownCity(understood.city, cities) : null;
  // Only a known city is named in the title and heading: any other text in the URL would make a page saying it.
  const place = city ?? (search.city ? null : (near ?? readCity));
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // A page past the last one is not a page: 404, and kept out of search results.
  const pastLastPage = data !== undefined && search.page > pageCount;
  // Words typed, or a place that is no known city, make a search, not a page: kept out of search results.
  const typedSearch = search.search !== '' || (search.city !== '' && !city) || (search.location !== '' && !near);
  const canonicalQuery = listingSearchParams({ ...search, city: city ?? '', location: near ?? '', view: 'grid', bbox: '' }).toString();
  usePageMeta(
    place ? `Plots in ${place}` : 'Property Listings',
    place
      ? `Plotting projects in ${place}: prices, plot sizes, RERA numbers and approvals.`
      : 'Search residential, commercial and agricultural plotting projects across India by city, type, status, budget and area.',
    pastLastPage
      ? { status: 404, noindex: true }
      : typedSearch
        ? { noindex: true, canonicalPath: '/listings' }
        : { canonicalPath: canonicalQuery ? `${pathname}?${canonicalQuery}` : pathname },
  );

  /** A new search starts at page 1; changing the view keeps the page. */
  const update = (changes: Partial<ListingSearch>) => {
    const keepPage = 'page' in changes || 'view' in changes;
    setParams(listingSearchParams({ ...search, ...(keepPage ? {} : { page: 1 }), ...changes }));
  };
  const hrefFor = (page: number) => {
    const query = listingSearchParams({ ...search, page }).toString();
    return query ? `${pathname}?${query}` : pathname;
  };

  // Turning a page brings the results' top into view.
  const shownPage = useRef(search.page);
  useEffect(() => {
    if (shownPage.current === search.page) return;
    shownPage.current = search.page;
    const top = resultsRef.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) resultsRef.current?.scrollIntoView?.({ block: 'start' });
  }, [search.page]);

  const filterCount = activeFilterCount(search);
  const labels = { type: (type: ProjectType) => PROJECT_TYPE_LABELS[type], status: (status: ProjectStatus) => PROJECT_STATUS_LABELS[status] };
  // The words typed show as what they were read as (Pune, Residential, Up to ₹50 Lakh), each removable.
  const inUse = understood
    ? [...understoodFilters(search, understood, labels), ...activeFilters(search, labels).filter((filter) => filter.key !== 'search' && filter.key !== 'location')]
    : activeFilters(search, labels);
  const didYouMean = projects.isPlaceholderData ? undefined : data?.didYouMean;
  const hrefWithout = (changes: Partial<ListingSearch>) => {
    const query = listingSearchParams({ ...search, page: 1, ...changes }).toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  const countText = projects.isPending
    ? 'Loading projects…'
    : projects.isError
      ? ''
      : CATALOG_SCREEN_TEXTS.projectCount(data?.total ?? 0);

  return (
    <>
      <Page>
        <h1>{place ? `Plots in ${place}` : CATALOG_SCREEN_TEXTS.listingsHeading}</h1>
        <Panel>
          <SearchBar search={search.search} location={search.location} onSubmit={(values) => update(values)} />
          <FiltersToggle type="button" $variant="secondary" aria-haspopup="dialog" onClick={() => setFiltersOpen(true)}>
            {filterCount > 0 ? `Filters (${filterCount})` : 'Filters'}
          </FiltersToggle>
          <FilterSheet key={filtersOpen ? 'open' : 'closed'} search={search} open={filtersOpen} onClose={() => setFiltersOpen(false)} onApply={update} />
          <Filters id="listing-filters">
            <FilterPanel search={search} onChange={update} />
            {filterCount + (search.search ? 1 : 0) > 0 && (
              <PanelFooter><Link to={pathname}>Clear all filters</Link></PanelFooter>
            )}
          </Filters>
          <ActiveFilterChips filters={inUse} onRemove={(filter) => update(filter.without)} />
          <PanelFooter><SaveSearch filters={savedFiltersOf({ ...listQuery, page: undefined, pageSize: undefined, sortBy: undefined })} /></PanelFooter>
          {didYouMean && (
            <DidYouMean>
              {CATALOG_SCREEN_TEXTS.didYouMean} <Link to={hrefWithout({ search: didYouMean, location: '' })}>{didYouMean}</Link>?
            </DidYouMean>
          )}
        </Panel>

        <ResultsToolbar
          countText={countText}
          sortBy={search.sortBy}
          view={search.view}
          onSort={(sortBy) => update({ sortBy })}
          // The map's area belongs to the map: another view lists everywhere again.
          onView={(view) => update(view === 'map' ? { view } : { view, bbox: '' })}
        />

        {search.view === 'map' && <ListingsMapSection query={listQuery} onSearchArea={(box) => update({ bbox: formatGeoBox(box) })} />}

        <Results ref={resultsRef} $stale={projects.isPlaceholderData} aria-busy={projects.isFetching}>
          {projects.isPending && (
            <CardGrid aria-label="Loading projects">
              {Array.from({ length: SKELETON_COUNT }, (_, index) => <li key={index}><ProjectCardSkeleton /></li>)}
            </CardGrid>
          )}
          {projects.isError && (
            <SectionMessage tone="error" action={<Button type="button" $variant="secondary" onClick={() => projects.refetch()}>Try again</Button>}>
              {CATALOG_TEXTS.listingsFailed}
            </SectionMessage>
          )}
          {data && !projects.isError && data.total === 0 && (
            <SectionMessage tone="info" action={inUse.length > 0 ? <Link to={pathname}>Clear all filters</Link> : undefined}>
              {inUse.length > 0 ? (
                <Relax>
                  <p>{CATALOG_TEXTS.listingsEmpty}</p>
                  <p>Try without one of your filters:</p>
                  <ul aria-label="Filters to relax">
                    {inUse.map((filter) => (
                      <li key={filter.key}><Link to={hrefWithout(filter.without)}>Without {filter.label}</Link></li>
                    ))}
                  </ul>
                </Relax>
              ) : (
                CATALOG_TEXTS.listingsEmpty
              )}
            </SectionMessage>
          )}
          {data && !projects.isError && data.total > 0 && data.items.length === 0 && (
            <SectionMessage tone="info" action={<Link to={hrefFor(pageCount)}>Go to the last page</Link>}>
              {`There is no page ${search.page}: the results end on page ${pageCount}.`}
            </SectionMessage>
          )}
          {data && !projects.isError && data.items.length > 0 && (
            search.view === 'carousel' ? (
              <Carousel
                label="Projects"
                items={data.items}
                intervalMs={CAROUSEL_INTERVALS_MS.listings}
                getKey={(project) => project.id}
                renderItem={(project) => <ProjectCard project={project} headingLevel="h2" />}
              />
            ) : (
              <CardGrid>
                {data.items.map((project, index) => <li key={project.id}><ProjectCard project={project} headingLevel="h2" first={index === 0} /></li>)}
              </CardGrid>
            )
          )}
          {data && !projects.isError && <PageLinks page={search.page} pageCount={pageCount} hrefFor={hrefFor} label="Result pages" />}
        </Results>
      </Page>
      <RecentlyViewed />
    </>
  );
}
