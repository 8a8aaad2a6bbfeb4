import { HydrateApart, useCompanyDetails, usePageMeta } from '@plotwise/ui';
import { organization, projectPreviewImage, website } from '../../lib/structured-data';
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
        <ProjectCarouselSection kind="featured" query={featured} tinted />
      </HydrateApart>
      <RecentlyViewed />
      <HydrateApart>
        <ProjectCarouselSection kind="newlyLaunched" query={newlyLaunched} />
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
