import { Button, Card, formatArea, formatStartingPrice, Link } from '@plotwise/ui';
import styled from 'styled-components';
import type { Project } from '@plotwise/contracts';
import { coverImage, formatPlace } from '../../../lib/project-facts';
import { PROJECT_TYPE_LABELS } from '@plotwise/contracts';

const Frame = styled(Card)`
  display: flex;
  flex-direction: column;
  overflow: hidden;
`;

const Cover = styled.div`
  aspect-ratio: 16 / 10;
  background: ${({ theme }) => theme.colors.brandSoft};
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.brandDark};
  font-size: 2.5rem;
  font-weight: 800;
  img { width: 100%; height: 100%; object-fit: cover; display: block; }
`;

const Body = styled.div`
  display: grid;
  gap: 6px;
  padding: 16px;
  flex: 1;
  h2 { font-size: 1.1rem; margin: 0; }
  h2 a { color: ${({ theme }) => theme.colors.ink}; text-decoration: none; }
  h2 a:hover { color: ${({ theme }) => theme.colors.brand}; text-decoration: underline; }
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; }
  .price { color: ${({ theme }) => theme.colors.ink}; font-weight: 700; }
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
  padding: 0 16px 16px;
  flex-wrap: wrap;
  > * { flex: 1 1 auto; white-space: nowrap; }
`;

interface SavedProjectCardProps {
  project: Project;
  onRemove: (project: Project) => void;
  removing: boolean;
}

/** One saved project: its picture, name, place, price and area, a link to it and a remove button. */
export function SavedProjectCard({ project, onRemove, removing }: SavedProjectCardProps) {
  const image = coverImage(project);
  return (
    <Frame as="article" aria-labelledby={`saved-${project.id}`}>
      <Cover>{image ? <img src={image} alt={project.title} loading="lazy" /> : <span aria-hidden="true">{project.title.charAt(0)}</span>}</Cover>
      <Body>
        <h2 id={`saved-${project.id}`}>
          <Link to={`/projects/${project.id}`}>{project.title}</Link>
        </h2>
        <p>{formatPlace(project)}</p>
        <p>{PROJECT_TYPE_LABELS[project.projectType]} · {formatArea(project.totalArea, project.areaUnit)}</p>
        <p className="price">{formatStartingPrice(project.startingPrice)}</p>
      </Body>
      <Actions>
        <Button as={Link} to={`/projects/${project.id}`} $variant="secondary">View Project</Button>
        <Button type="button" $variant="ghost" onClick={() => onRemove(project)} disabled={removing} aria-label={`Remove ${project.title} from wishlist`}>
          Remove
        </Button>
      </Actions>
    </Frame>
  );
}
