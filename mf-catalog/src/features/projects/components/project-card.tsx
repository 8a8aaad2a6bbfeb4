import type { ReactNode } from 'react';
import { chooseProjectImage, FallbackImage, formatArea, formatStartingPrice, hasPrice, Link, projectPlaceholderImage } from '@plotwise/ui';
import styled, { keyframes } from 'styled-components';
import { PLOT_TEXTS, PROJECT_TYPE_LABELS, type ProjectSummary } from '@plotwise/contracts';
import { CatalogCard } from '../../../components/card-grid';
import { FeaturedBadge, ReraBadge, StatusBadge } from './project-badges';
import { WishlistButton } from './wishlist-button';
import { CompareToggle } from '../../compare';
import { spreadRow } from '../../../components/layout';

/** The catalogue's pictures are 3:2; width and height reserve the space before they load. */
export const CARD_IMAGE_WIDTH = 600;
export const CARD_IMAGE_HEIGHT = 400;

const Article = styled(CatalogCard)`
  transition: box-shadow .2s, transform .2s;
  &:hover { box-shadow: ${({ theme }) => theme.shadow.raised}; }
  &:focus-within { box-shadow: ${({ theme }) => theme.shadow.raised}; }
`;

const Media = styled.div`
  position: relative;
  aspect-ratio: 3 / 2;
  background: ${({ theme }) => theme.colors.brandSoft};
  img { width: 100%; height: 100%; object-fit: cover; }
`;

const TopBadges = styled.div`
  position: absolute;
  top: 12px;
  left: 12px;
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const HeartSlot = styled.div`
  position: absolute;
  top: 10px;
  right: 10px;
  z-index: 2;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 16px;
  flex: 1;
  h2, h3 { font-size: 1.1rem; margin: 0; }
  :is(h2, h3) a {
    color: ${({ theme }) => theme.colors.ink};
    text-decoration: none;
  }
  /* The title's link covers the whole card; buttons sit above it. */
  :is(h2, h3) a::after { content: ''; position: absolute; inset: 0; z-index: 1; }
  :is(h2, h3) a:focus-visible { outline: none; }
  :is(h2, h3) a:focus-visible::after { outline: 3px solid ${({ theme }) => theme.colors.accent}; outline-offset: -3px; border-radius: inherit; }
`;

const Place = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: .92rem;
`;

const Price = styled.p<{ $onRequest: boolean }>`
  margin: 4px 0 0;
  font-weight: 700;
  font-size: 1.05rem;
  color: ${({ theme, $onRequest }) => ($onRequest ? theme.colors.text : theme.colors.brandDark)};
`;

const Facts = styled.p`
  margin: 0;
  font-size: .9rem;
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
`;

const Availability = styled.p`
  margin: 0;
  font-size: .88rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.brandDark};
`;

const Footer = styled.div`
  ${spreadRow('8px')}
  margin-top: auto;
  padding-top: 10px;
`;

const Actions = styled.div`
  position: relative;
  z-index: 2;
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
`;

interface ProjectCardProps {
  project: ProjectSummary;
  /** Where the card leads: `/listings/{id}` by default, `/projects/{id}` on city pages. */
  href?: string;
  /** Heading level inside the page's outline. */
  headingLevel?: 'h2' | 'h3';
  /** Extra buttons under the card (the city page's View Details and Enquire). */
  actions?: ReactNode;
  /**
   * The card leads a list on the first screen: its picture is loaded at once
   * and first (on a phone it is the largest thing the visitor waits for).
   */
  first?: boolean;
}

/** A project as every list shows it: a real link, a picture with its size (lazy unless `first`), price, area, badges and the heart. */
export function ProjectCard({ project, href = `/listings/${project.id}`, headingLevel = 'h3', actions, first = false }: ProjectCardProps) {
  const Heading = headingLevel;
  return (
    <Article aria-labelledby={`project-${project.id}-title`} data-testid="project-card">
      <Media>
        <FallbackImage
          src={chooseProjectImage(project)}
          fallback={projectPlaceholderImage(project.projectType)}
          alt={project.title}
          width={CARD_IMAGE_WIDTH}
          height={CARD_IMAGE_HEIGHT}
          sizes="(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 400px"
          eager={first}
        />
        <TopBadges>
          <StatusBadge status={project.status} />
          {project.featured && <FeaturedBadge />}
        </TopBadges>
        <HeartSlot>
          <WishlistButton projectId={project.id} projectTitle={project.title} />
        </HeartSlot>
      </Media>
      <Body>
        <Heading>
          <Link id={`project-${project.id}-title`} to={href}>{project.title}</Link>
        </Heading>
        <Place>{[project.location, project.city].filter(Boolean).join(', ')}</Place>
        <Price $onRequest={!hasPrice(project.startingPrice)}>{formatStartingPrice(project.startingPrice)}</Price>
        <Facts>
          <span>{formatArea(project.totalArea, project.areaUnit)}</span>
          <span aria-hidden="true">·</span>
          <span>{PROJECT_TYPE_LABELS[project.projectType] ?? project.projectType}</span>
        </Facts>
        {project.plotsTotal > 0 && <Availability data-testid="card-availability">{PLOT_TEXTS.availability(project.plotsAvailable, project.plotsTotal)}</Availability>}
        <Footer>
          <ReraBadge verified={project.verified} />
          <Actions>
            {actions}
            <CompareToggle projectId={project.id} projectTitle={project.title} />
          </Actions>
        </Footer>
      </Body>
    </Article>
  );
}

const SkeletonCard = styled.div`
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const shimmer = keyframes`
  from { background-position: -400px 0; }
  to { background-position: 400px 0; }
`;

const Shimmer = styled.div<{ $height: string; $width?: string; $inset?: boolean }>`
  height: ${({ $height }) => $height};
  width: ${({ $width = '100%' }) => $width};
  margin: ${({ $inset }) => ($inset ? '12px 16px 0' : '0')};
  border-radius: ${({ $inset }) => ($inset ? '6px' : '0')};
  background: linear-gradient(90deg, #e2e8f0 0, #f1f5f9 40%, #e2e8f0 80%);
  background-size: 800px 100%;
  animation: ${shimmer} 1.2s linear infinite;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

/** Stands where a card is loading, at the card's size. */
export function ProjectCardSkeleton() {
  return (
    <SkeletonCard aria-hidden="true" data-testid="project-card-skeleton">
      <Shimmer $height="0" style={{ aspectRatio: '3 / 2', height: 'auto' }} />
      <Shimmer $inset $height="20px" $width="70%" />
      <Shimmer $inset $height="14px" $width="50%" />
      <Shimmer $inset $height="18px" $width="45%" />
      <div style={{ height: 16 }} />
    </SkeletonCard>
  );
}
