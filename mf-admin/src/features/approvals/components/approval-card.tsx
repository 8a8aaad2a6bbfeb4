import { useId, useState } from 'react';
import styled from 'styled-components';
import { ADMIN_OPS_TEXTS as TEXTS, plotReference, type ApprovalItem, type PendingProjectItem } from '@plotwise/contracts';
import { Badge, Button, Card, formatArea, formatDateIN, formatStartingPrice } from '@plotwise/ui';
import { CardActions, CardHead, Contact, Fact, factRows } from '../../../components/card-parts';

const Item = styled(Card).attrs({ as: 'article' })`
  padding: 16px;
  display: grid;
  gap: 10px;
  h3 { margin: 0; font-size: 1.1rem; overflow-wrap: anywhere; }
  p { margin: 0; }
`;

const Facts = styled.dl`
  margin: 0;
  display: grid;
  gap: 4px 16px;
  grid-template-columns: 1fr;
  font-size: .925rem;
  @media (min-width: 768px) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${factRows}
  dt { flex: none; }
`;

const Actions = styled(CardActions)`
  .toggle {
    min-height: 40px;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.brand};
    font-weight: 600;
    cursor: pointer;
    padding: 0 4px;
    margin-left: auto;
  }
`;

const Photos = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  img { width: 120px; height: 90px; object-fit: cover; border-radius: ${({ theme }) => theme.radius.sm}; background: ${({ theme }) => theme.colors.line}; }
`;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function ProjectDetails({ project }: { project: PendingProjectItem }) {
  return (
    <>
      <Facts>
        {project.possessionTimeline && <Fact label={TEXTS.detailLabels.possession}>{project.possessionTimeline}</Fact>}
        {project.reraNumber && <Fact label={TEXTS.detailLabels.rera}>{project.reraNumber}</Fact>}
        {project.roadWidth !== null && <Fact label={TEXTS.detailLabels.road}>{`${project.roadWidth} ${project.roadWidthUnit ?? 'ft'}`}</Fact>}
        {project.facing && <Fact label={TEXTS.detailLabels.facing}>{capitalise(project.facing)}</Fact>}
      </Facts>
      <div>
        <strong>{TEXTS.detailLabels.description}</strong>
        <p style={{ whiteSpace: 'pre-line' }}>{project.description}</p>
      </div>
      {project.images.length > 0 && (
        <Photos aria-label={TEXTS.detailLabels.photos}>
          {project.images.map((image) => (
            <li key={image.url}>
              <a href={image.url} target="_blank" rel="noreferrer">
                <img src={image.url} alt={image.caption || `${project.title} photo`} loading="lazy" />
              </a>
            </li>
          ))}
        </Photos>
      )}
    </>
  );
}

interface ApprovalCardProps {
  item: ApprovalItem;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}

/** One agent or project waiting for a decision, with its details and Approve / Reject. */
export function ApprovalCard({ item, busy, onApprove, onReject }: ApprovalCardProps) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const title = item.type === 'agent' ? item.name : item.title;
  return (
    <Item aria-label={title}>
      <CardHead>
        <Badge $tone={item.type === 'agent' ? 'info' : 'warning'}>{TEXTS.approvalTypeBadges[item.type]}</Badge>
        {item.type === 'project' && <Badge>{TEXTS.submissionSourceLabels[item.source]}</Badge>}
        {item.type === 'project' && item.changesToLiveListing && <Badge $tone="info">{TEXTS.changesToLiveListing}</Badge>}
        <time dateTime={item.createdAt}>
          {item.type === 'agent' ? TEXTS.createdOn(formatDateIN(item.createdAt)) : TEXTS.submittedOn(formatDateIN(item.createdAt))}
        </time>
      </CardHead>
      <h3>{title}</h3>
      {item.type === 'agent' ? (
        <Facts>
          <Contact email={item.email} phone={item.phone} />
          {item.agencyName && <Fact label={TEXTS.detailLabels.agency}>{item.agencyName}</Fact>}
          {item.reraAgentNumber && <Fact label={TEXTS.detailLabels.reraAgent}>{item.reraAgentNumber}</Fact>}
        </Facts>
      ) : (
        <>
          <p>
            <strong>{item.submittedBy.name || '—'}</strong>
          </p>
          <Facts>
            {item.source === 'public' && <Fact label={TEXTS.detailLabels.reference}>{plotReference(item.id)}</Fact>}
            <Contact email={item.submittedBy.email} phone={item.submittedBy.phone} />
            <Fact label={TEXTS.detailLabels.location}>{`${item.location}, ${item.city}, ${item.state}`}</Fact>
            <Fact label={TEXTS.detailLabels.type}>{capitalise(item.projectType)}</Fact>
            <Fact label={TEXTS.detailLabels.area}>{formatArea(item.totalArea, item.areaUnit)}</Fact>
            <Fact label={TEXTS.detailLabels.price}>{formatStartingPrice(item.startingPrice)}</Fact>
          </Facts>
          {open && (
            <div id={detailsId} style={{ display: 'grid', gap: 10 }}>
              <ProjectDetails project={item} />
            </div>
          )}
        </>
      )}
      <Actions>
        <Button type="button" onClick={onApprove} disabled={busy}>
          {TEXTS.approve}
        </Button>
        <Button type="button" $variant="secondary" onClick={onReject} disabled={busy}>
          {TEXTS.reject}
        </Button>
        {item.type === 'project' && (
          <button type="button" className="toggle" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen((value) => !value)}>
            {open ? TEXTS.hideDetails : TEXTS.details}
          </button>
        )}
      </Actions>
    </Item>
  );
}
