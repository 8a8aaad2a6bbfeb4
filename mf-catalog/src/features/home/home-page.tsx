import { CATALOG_SCREEN_TEXTS, CATALOG_TEXTS } from '@plotwise/contracts';
import { HydrateApart, useCompanyDetails, usePageMeta } from '@plotwise/ui';
import { organization, projectPreviewImage, website } from '../../lib/structured-data';
import { CAROUSEL_INTERVALS_MS } from '../../components/carousel/carousel-constants';
import { useFeaturedProjects, useNewlyLaunchedProjects } from '../projects';
import { HeroSearch } from './components/hero-search';
import { ApproachSection } from './components/approach-section';
import { ProjectCarouselSection } from './components/project-carousel-section';
import { CityExplorer } from './components/city-explorer';
import { BlogCarouselSection } from './components/blog-carousel-section';
import { RecentlyViewed } from '../recently-viewed';

export function HomePage() {
  const featured = useFeaturedProjects();
  const firstFeatured = featured.data?.[0];
  const company = useCompanyDetails();
  usePageMeta('', 'Residential, commercial and agricultural plots across India, every listing reviewed and RERA Verified ones checked by our team.', {
    image: firstFeatured ? projectPreviewImage(firstFeatured) : null,
    jsonLd: (absolute) => [organization(absolute, company.data), website(absolute)],
  });
  const newlyLaunched = useNewlyLaunchedProjects();
  // Each section below the hero hydrates apart, so a phone is not blocked for the whole page.
  return (
    <>
      <HeroSearch />
      <HydrateApart>
        <ApproachSection />
      </HydrateApart>
      <HydrateApart>
        <ProjectCarouselSection
          id="featured"
          heading={CATALOG_SCREEN_TEXTS.featuredHeading}
          intro="Hand-picked projects our team recommends this month."
          query={featured}
          intervalMs={CAROUSEL_INTERVALS_MS.featured}
          failureText={CATALOG_TEXTS.fetchFeaturedFailed}
          tinted
        />
      </HydrateApart>
      <RecentlyViewed />
      <HydrateApart>
        <ProjectCarouselSection
          id="newly-launched"
          heading={CATALOG_SCREEN_TEXTS.newlyLaunchedHeading}
          intro="Fresh launches with early-bird prices and the best choice of plots."
          query={newlyLaunched}
          intervalMs={CAROUSEL_INTERVALS_MS.newlyLaunched}
          failureText={CATALOG_TEXTS.fetchPropertiesFailed}
        />
      </HydrateApart>
      <HydrateApart>
        <CityExplorer />
      </HydrateApart>
      <HydrateApart>
        <BlogCarouselSection />
      </HydrateApart>
    </>
  );
}
