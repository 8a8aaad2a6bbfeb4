import { Button, formatArea, formatStartingPrice, Link } from '@plotwise/ui';
import styled from 'styled-components';
import { type AgentProject, PROJECT_SUBMISSION_TEXTS, PROJECT_TYPE_LABELS } from '@plotwise/contracts';
import { coverImage, formatDate, formatPlace } from '../../../lib/project-facts';
import { ApprovalBadge } from './approval-badge';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 72px 1fr;
  gap: 12px;
  align-items: start;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  .thumb {
    width: 72px;
    height: 72px;
    border-radius: ${({ theme }) => theme.radius.sm};
    object-fit: cover;
    background: ${({ theme }) => theme.colors.brandSoft};
    display: grid;
    place-items: center;
    font-weight: 800;
    color: ${({ theme }) => theme.colors.brandDark};
  }
  .top { display: flex; gap: 8px; justify-content: space-between; align-items: start; flex-wrap: wrap; }
  h3 { margin: 0; font-size: 1rem; color: ${({ theme }) => theme.colors.ink}; }
  p { margin: 4px 0 0; color: ${({ theme }) => theme.colors.muted}; font-size: .9rem; overflow-wrap: anywhere; }
  a { color: ${({ theme }) => theme.colors.brand}; font-weight: 600; }
  .reason { color: ${({ theme }) => theme.colors.danger}; }
  .waiting { color: ${({ theme }) => theme.colors.ink}; font-weight: 600; }
  .actions { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 10px; }
`;

interface AgentProjectListProps {
  projects: AgentProject[];
  headingLevel?: 3 | 4;
  onEdit?: (project: AgentProject) => void;
  onWithdraw?: (project: AgentProject) => void;
}

/**
 * The agent's submissions with their approval badges; an approved one links to
 * its public page. Each can be edited (and so resubmitted) or withdrawn.
 */
export function AgentProjectList({ projects, headingLevel = 3, onEdit, onWithdraw }: AgentProjectListProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <List>
      {projects.map((project) => {
        const image = coverImage(project);
        return (
          <Item key={project.id} aria-label={project.title}>
            {image ? <img className="thumb" src={image} alt="" /> : <span className="thumb" aria-hidden="true">{project.title.charAt(0)}</span>}
            <div>
              <div className="top">
                <Heading>{project.title}</Heading>
                <ApprovalBadge status={project.approvalStatus} />
              </div>
              <p>{formatPlace(project)}</p>
              <p>
                {PROJECT_TYPE_LABELS[project.projectType]} · {formatArea(project.totalArea, project.areaUnit)} · {formatStartingPrice(project.startingPrice)}
              </p>
              {project.approvalStatus === 'rejected' && project.rejectionReason && (
                <p className="reason">{PROJECT_SUBMISSION_TEXTS.rejectionReason(project.rejectionReason)}</p>
              )}
              {project.pendingChanges && <p className="waiting">{PROJECT_SUBMISSION_TEXTS.changesWaiting}</p>}
              {!project.pendingChanges && typeof project.changesRejectionReason === 'string' && project.approvalStatus === 'approved' && (
                <p className="reason">{PROJECT_SUBMISSION_TEXTS.changesRejected(project.changesRejectionReason || null)}</p>
              )}
              <p>
                Submitted {formatDate(project.createdAt)}
                {project.approvalStatus === 'approved' && (
                  <>
                    {' · '}
                    <Link to={`/projects/${project.id}`}>View listing</Link>
                  </>
                )}
              </p>
              {(onEdit || onWithdraw) && (
                <div className="actions">
                  {onEdit && (
                    <Button type="button" $variant="secondary" onClick={() => onEdit(project)}>
                      {PROJECT_SUBMISSION_TEXTS.edit}
                    </Button>
                  )}
                  {onWithdraw && project.approvalStatus !== 'withdrawn' && (
                    <Button type="button" $variant="ghost" onClick={() => onWithdraw(project)}>
                      {PROJECT_SUBMISSION_TEXTS.withdraw}
                    </Button>
                  )}
                </div>
              )}
            </div>
          </Item>
        );
      })}
    </List>
  );
}
