import styled from 'styled-components';
import { APPROVAL_STATUS_LABELS, HUB_CARD_TEXTS as TEXTS, HUB_STATUS_LABELS, HUB_TYPE_LABELS, type AdminProjectListItem } from '@plotwise/contracts';
import { Badge, Button, ButtonLink, Card, chooseProjectImage, FallbackImage, formatDateIN, formatIndianNumber, Link, projectPlaceholderImage } from '@plotwise/ui';

const Frame = styled(Card).attrs({ as: 'article' })`
  display: grid;
  grid-template-rows: auto 1fr;
  height: 100%;
  overflow: hidden;
  img { width: 100%; height: auto; aspect-ratio: 16 / 9; object-fit: cover; display: block; background: ${({ theme }) => theme.colors.page}; }
`;

const Body = styled.div`
  display: grid;
  gap: 8px;
  align-content: start;
  padding: 16px;
  h3 { margin: 0; font-size: 1.1rem; color: ${({ theme }) => theme.colors.ink}; overflow-wrap: anywhere; }
  p { margin: 0; }
  .place { color: ${({ theme }) => theme.colors.text}; }
  .price { font-weight: 700; font-size: 1.05rem; color: ${({ theme }) => theme.colors.brandDark}; }
  .meta { display: flex; flex-wrap: wrap; gap: 6px 12px; font-size: .9rem; color: ${({ theme }) => theme.colors.muted}; }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  align-items: center;
  .id { font-size: .85rem; font-weight: 700; color: ${({ theme }) => theme.colors.muted}; margin-right: auto; }
`;

type Fill = 'brand' | 'accent' | 'upcoming' | 'ongoing' | 'ready' | 'muted' | 'danger' | 'success';

/** The hub's pills: the portal's badge in solid colours, wrapping when a table cell is narrow. */
export const HubBadge = styled(Badge)<{ $fill: Fill }>`
  white-space: normal;
  color: #fff;
  background: ${({ theme, $fill }) =>
    ({
      brand: theme.colors.brand,
      accent: theme.colors.accent,
      upcoming: theme.colors.upcoming,
      ongoing: theme.colors.ongoing,
      ready: theme.colors.ready,
      muted: '#475569',
      danger: theme.colors.danger,
      success: theme.colors.success,
    })[$fill]};
`;

// A narrow card moves whole buttons to the next line rather than split a label.
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin-top: 8px;
  > * { flex: 1 1 auto; padding: 0 10px; white-space: nowrap; }
`;

export const APPROVAL_FILLS = { pending: 'accent', approved: 'success', rejected: 'danger', withdrawn: 'muted' } as const;

/** The hub's price line: '₹25,00,000 onwards' in Indian grouping. */
export function hubPrice(amount: number | null): string {
  return amount && amount > 0 ? `₹${formatIndianNumber(amount)} ${TEXTS.onwards}` : TEXTS.priceNotSet;
}

type ProjectHandler = (project: AdminProjectListItem) => void;

/** What a project's Edit and Delete do, and Images where it is offered. */
export interface ProjectActionHandlers {
  onEdit: ProjectHandler;
  onDelete: ProjectHandler;
  onImages?: ProjectHandler;
}

/** A project's Edit, Images (where offered) and Delete buttons, the same on a card and in a table row. */
export function ProjectActionButtons({ project, onEdit, onImages, onDelete }: ProjectActionHandlers & { project: AdminProjectListItem }) {
  return (
    <>
      <Button type="button" $variant="secondary" onClick={() => onEdit(project)}>
        {TEXTS.edit}
      </Button>
      {onImages && (
        <Button type="button" $variant="secondary" onClick={() => onImages(project)}>
          {TEXTS.images}
        </Button>
      )}
      <Button type="button" $variant="danger" onClick={() => onDelete(project)}>
        {TEXTS.delete}
      </Button>
    </>
  );
}

interface ProjectCardProps extends ProjectActionHandlers {
  project: AdminProjectListItem;
  onImages: ProjectHandler;
}

/** One project in the hub: ID, badges, place, type, price, verification, date, actions. */
export function ProjectCard({ project, onEdit, onDelete, onImages }: ProjectCardProps) {
  return (
    <Frame aria-labelledby={`hub-project-${project.id}`}>
      <FallbackImage src={chooseProjectImage(project)} fallback={projectPlaceholderImage(project.projectType)} alt="" width={600} height={400} />
      <Body>
        <Top>
          <span className="id">{TEXTS.id(project.id)}</span>
          {project.featured && <HubBadge $fill="brand">{TEXTS.featured}</HubBadge>}
          <HubBadge $fill={project.status}>{HUB_STATUS_LABELS[project.status]}</HubBadge>
          {project.approvalStatus !== 'approved' && <HubBadge $fill={APPROVAL_FILLS[project.approvalStatus]}>{APPROVAL_STATUS_LABELS[project.approvalStatus]}</HubBadge>}
        </Top>
        <h3 id={`hub-project-${project.id}`}>{project.title}</h3>
        <p className="place">
          {project.city}, {project.state}
        </p>
        <p className="meta">
          <span>{HUB_TYPE_LABELS[project.projectType]}</span>
          <span>{project.verified ? `✓ ${TEXTS.verified}` : TEXTS.unverified}</span>
          <span>{TEXTS.created(formatDateIN(project.createdAt))}</span>
        </p>
        <p className="price">{hubPrice(project.startingPrice)}</p>
        <Actions role="group" aria-label={TEXTS.actionsFor(project.title)}>
          <ButtonLink as={Link} to={`/projects/${project.id}`} $variant="secondary">
            {TEXTS.view}
          </ButtonLink>
          <ProjectActionButtons project={project} onEdit={onEdit} onImages={onImages} onDelete={onDelete} />
        </Actions>
      </Body>
    </Frame>
  );
}
