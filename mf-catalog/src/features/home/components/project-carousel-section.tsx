import { Container, Link } from '@plotwise/ui';
import { BelowFoldSection } from '../../../components/below-fold-section';
import styled from 'styled-components';
import type { UseQueryResult } from '@plotwise/ui';
import { CATALOG_SCREEN_TEXTS, CATALOG_TEXTS, type ProjectSummary } from '@plotwise/contracts';
import { Carousel } from '../../../components/carousel/carousel';
import { CAROUSEL_INTERVALS_MS } from '../../../components/carousel/carousel-constants';
import { CardGrid } from '../../../components/card-grid';
import { SectionMessage } from '../../../components/section-message';
import { ProjectCard, ProjectCardSkeleton } from '../../projects';

export const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px 16px;
  margin-bottom: 20px;
  h2 { margin: 0; font-size: clamp(1.4rem, 3vw, 1.9rem); }
  p { margin: 4px 0 0; color: ${({ theme }) => theme.colors.muted}; }
  a { font-weight: 600; }
`;

/** The home page's project carousels; each turns at its own pace (`CAROUSEL_INTERVALS_MS`). */
const PROJECT_CAROUSELS = {
  featured: {
    id: 'featured',
    heading: CATALOG_SCREEN_TEXTS.featuredHeading,
    intro: 'Hand-picked projects our team recommends this month.',
    failureText: CATALOG_TEXTS.fetchFeaturedFailed,
  },
  newlyLaunched: {
    id: 'newly-launched',
    heading: CATALOG_SCREEN_TEXTS.newlyLaunchedHeading,
    intro: 'Fresh launches with early-bird prices and the best choice of plots.',
    failureText: CATALOG_TEXTS.fetchPropertiesFailed,
  },
} as const;

interface ProjectCarouselSectionProps {
  kind: keyof typeof PROJECT_CAROUSELS;
  query: UseQueryResult<ProjectSummary[]>;
  tinted?: boolean;
}

const Tinted = styled(BelowFoldSection)<{ $tinted: boolean }>`
  background: ${({ $tinted, theme }) => ($tinted ? theme.colors.surface : 'transparent')};
`;

/** A home-page carousel of project cards with its loading, failure and empty states. */
export function ProjectCarouselSection({ kind, query, tinted = false }: ProjectCarouselSectionProps) {
  const { id, heading, intro, failureText } = PROJECT_CAROUSELS[kind];
  const projects = query.data ?? [];
  if (query.isSuccess && projects.length === 0) return null;
  return (
    // The carousel inside is the labelled region; the section itself stays unnamed.
    <Tinted $tinted={tinted}>
      <Container>
        <SectionHead>
          <div>
            <h2 id={`${id}-heading`}>{heading}</h2>
            <p>{intro}</p>
          </div>
          <Link to="/listings">View all projects</Link>
        </SectionHead>
        {query.isPending && (
          <CardGrid aria-busy="true" aria-label={`Loading ${heading}`}>
            {Array.from({ length: 3 }, (_, index) => <li key={index}><ProjectCardSkeleton /></li>)}
          </CardGrid>
        )}
        {query.isError && <SectionMessage tone="error">{failureText}</SectionMessage>}
        {query.isSuccess && (
          <Carousel
            label={heading}
            items={projects}
            intervalMs={CAROUSEL_INTERVALS_MS[kind]}
            getKey={(project) => project.id}
            renderItem={(project) => <ProjectCard project={project} />}
          />
        )}
      </Container>
    </Tinted>
  );
}
