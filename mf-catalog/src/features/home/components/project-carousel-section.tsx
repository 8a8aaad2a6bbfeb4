import { Container, Link } from '@plotwise/ui';
import { BelowFoldSection } from '../../../components/below-fold-section';
import styled from 'styled-components';
import type { UseQueryResult } from '@plotwise/ui';
import type { ProjectSummary } from '@plotwise/contracts';
import { Carousel } from '../../../components/carousel/carousel';
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

interface ProjectCarouselSectionProps {
  id: string;
  heading: string;
  intro: string;
  query: UseQueryResult<ProjectSummary[]>;
  intervalMs: number;
  failureText: string;
  tinted?: boolean;
}

const Tinted = styled(BelowFoldSection)<{ $tinted: boolean }>`
  background: ${({ $tinted, theme }) => ($tinted ? theme.colors.surface : 'transparent')};
`;

/** A home-page carousel of project cards with its loading, failure and empty states. */
export function ProjectCarouselSection({ id, heading, intro, query, intervalMs, failureText, tinted = false }: ProjectCarouselSectionProps) {
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
            intervalMs={intervalMs}
            getKey={(project) => project.id}
            renderItem={(project) => <ProjectCard project={project} />}
          />
        )}
      </Container>
    </Tinted>
  );
}
