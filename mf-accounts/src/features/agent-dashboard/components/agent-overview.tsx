import styled from 'styled-components';
import { AGENT_RECENT_PROJECTS, APPROVAL_STATUSES, APPROVAL_STATUS_LABELS, PROJECT_SUBMISSION_TEXTS, type AgentProject } from '@plotwise/contracts';
import { Button } from '@plotwise/ui';
import { AgentProjectList } from './agent-project-list';

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: 12px;
  margin: 0 0 24px;
  @media (min-width: 768px) { grid-template-columns: repeat(5, 1fr); }
  div {
    padding: 16px;
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  dt { color: ${({ theme }) => theme.colors.muted}; font-size: .9rem; }
  dd { margin: 4px 0 0; font-size: 1.6rem; font-weight: 800; color: ${({ theme }) => theme.colors.ink}; }
`;

const SectionHead = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 12px;
  flex-wrap: wrap;
  margin-bottom: 12px;
  h2 { margin: 0; font-size: 1.25rem; }
`;

interface AgentOverviewProps {
  projects: AgentProject[];
  onSubmitNew: () => void;
  onViewAll: () => void;
  onEdit: (project: AgentProject) => void;
  onWithdraw: (project: AgentProject) => void;
}

/** The Dashboard tab: counts by approval status and the five most recent submissions. */
export function AgentOverview({ projects, onSubmitNew, onViewAll, onEdit, onWithdraw }: AgentOverviewProps) {
  const count = (status: (typeof APPROVAL_STATUSES)[number]) => projects.filter((project) => project.approvalStatus === status).length;
  const recent = projects.slice(0, AGENT_RECENT_PROJECTS);
  return (
    <>
      <Stats aria-label="Your projects at a glance">
        <div><dt>Total Projects</dt><dd>{projects.length}</dd></div>
        {APPROVAL_STATUSES.map((status) => (
          <div key={status}><dt>{APPROVAL_STATUS_LABELS[status]}</dt><dd>{count(status)}</dd></div>
        ))}
      </Stats>
      <SectionHead>
        <h2>Recent Projects</h2>
        <Button type="button" onClick={onSubmitNew}>Submit a New Project</Button>
      </SectionHead>
      {recent.length === 0 ? (
        <p>{PROJECT_SUBMISSION_TEXTS.noProjects}</p>
      ) : (
        <>
          <AgentProjectList projects={recent} onEdit={onEdit} onWithdraw={onWithdraw} />
          {projects.length > recent.length && (
            <Button type="button" $variant="ghost" onClick={onViewAll} style={{ marginTop: 12 }}>
              View all {projects.length} projects
            </Button>
          )}
        </>
      )}
    </>
  );
}
