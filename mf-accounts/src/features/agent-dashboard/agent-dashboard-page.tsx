import { useState, type ReactNode } from 'react';
import { Card, PageSkeleton, Skeleton, Tabs, usePageMeta, useSearchParams } from '@plotwise/ui';
import { DueDiligenceEditor, PlotInventoryEditor, VisitingHoursEditor } from '@plotwise/ui/forms';
import styled from 'styled-components';
import { LEAD_ALERT_TEXTS, PROJECT_SUBMISSION_TEXTS, type AgentProject } from '@plotwise/contracts';
import { AccountPage } from '../../components/account-page';
import { useApprovedAgentSession } from '../../lib/use-agent-session';
import { useAgentProjects } from './api/agent-projects';
import { AgentOverview } from './components/agent-overview';
import { AgentProjectList } from './components/agent-project-list';
import { useNewLeadCount } from './api/lead-alerts';
import { LeadAlertsPanel } from './components/lead-alerts-panel';
import { ProjectFiguresPanel } from './components/project-figures-panel';
import { LeadsPanel } from './components/leads-panel';
import { ProjectSubmissionForm } from './components/project-submission-form';
import { WithdrawProjectDialog } from './components/withdraw-project-dialog';

const Heading = styled.div`
  h1 { margin: 0; }
  p { margin: 0 0 4px; color: ${({ theme }) => theme.colors.muted}; font-weight: 600; }
`;

const Panel = styled(Card)`
  padding: 24px;
  @media (max-width: 480px) { padding: 16px; }
  form { display: grid; gap: 20px; }
  form > button { justify-self: start; }
  h2 { margin-top: 0; }
`;

/** The workspace's tabs in order, each by the key `?tab=` names it with. */
const TAB_LABELS = { dashboard: 'Dashboard', submit: 'Submit Project', projects: 'My Projects', leads: 'Leads' } as const;
type AgentTab = keyof typeof TAB_LABELS;
const TAB_KEYS = Object.keys(TAB_LABELS) as AgentTab[];

/** The tabs; the Leads tab names how many leads came in since the agent last opened it. */
const withNewCount = (count: number) =>
  TAB_KEYS.map((key) => ({ key, label: key === 'leads' && count > 0 ? `${TAB_LABELS.leads} · ${LEAD_ALERT_TEXTS.newCount(count)}` : TAB_LABELS[key] }));

function tabFrom(value: string | null): AgentTab {
  return TAB_KEYS.find((key) => key === value) ?? 'dashboard';
}

/** `/agent-dashboard` (`?tab=submit`, `?tab=projects`, `?tab=projects&edit={id}`, `?tab=leads`): an approved agent's workspace. */
export function AgentDashboardPage() {
  usePageMeta('Agent Dashboard');
  // Logout is the header's, one for every page (docs/decisions.md).
  const { user, isLoading, isAgent } = useApprovedAgentSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabFrom(searchParams.get('tab'));
  const projects = useAgentProjects(isAgent ? user?.id : undefined);
  const [withdrawing, setWithdrawing] = useState<AgentProject | null>(null);
  const newLeads = useNewLeadCount(Boolean(isAgent && user)).data?.newLeads ?? 0;

  if (isLoading || !user || !isAgent) return <PageSkeleton />;
  const selectTab = (next: AgentTab) => setSearchParams(next === 'dashboard' ? {} : { tab: next });
  const edit = (project: AgentProject) => setSearchParams({ tab: 'projects', edit: String(project.id) });
  const editing = tab === 'projects' ? projects.data?.find((project) => String(project.id) === searchParams.get('edit')) : undefined;

  const projectsBody = (render: (items: AgentProject[]) => ReactNode) => {
    if (projects.isLoading) return <Skeleton $height="160px" aria-label="Loading your projects" />;
    if (projects.isError) return <p role="alert">{PROJECT_SUBMISSION_TEXTS.projectsFailed}</p>;
    return render(projects.data ?? []);
  };

  return (
    <AccountPage>
      <Heading>
        <p>Agent Dashboard</p>
        <h1>Welcome, {user.name}</h1>
      </Heading>
      <Panel>
        <Tabs look="segmented" label="Agent dashboard" tabs={withNewCount(newLeads)} selected={tab} onSelect={selectTab}>
          {tab === 'dashboard' &&
            projectsBody((items) => (
              <>
                <AgentOverview projects={items} onSubmitNew={() => selectTab('submit')} onViewAll={() => selectTab('projects')} onEdit={edit} onWithdraw={setWithdrawing} />
                <ProjectFiguresPanel />
                <LeadAlertsPanel hasPhone={Boolean(user.phone)} />
              </>
            ))}
          {tab === 'submit' && (
            <>
              <h2>Submit a Project</h2>
              <p>Your project is reviewed by our team before it appears on Plotwise.</p>
              <ProjectSubmissionForm agentId={user.id} onSubmitted={() => selectTab('projects')} />
            </>
          )}
          {tab === 'projects' && editing && (
            <>
              <h2>{PROJECT_SUBMISSION_TEXTS.editTitle(editing.title)}</h2>
              <p>
                {editing.approvalStatus === 'approved'
                  ? PROJECT_SUBMISSION_TEXTS.editIntroLive
                  : editing.approvalStatus === 'pending'
                    ? PROJECT_SUBMISSION_TEXTS.editIntroPending
                    : PROJECT_SUBMISSION_TEXTS.editIntroResubmit}
              </p>
              <ProjectSubmissionForm
                key={editing.id}
                agentId={user.id}
                project={editing}
                onSubmitted={() => selectTab('projects')}
                onCancel={() => selectTab('projects')}
              />
              {/* Plots and papers are kept apart from the reviewed listing: they change as plots sell. */}
              <PlotInventoryEditor projectId={editing.id} layoutImage={editing.layoutMapUrl} />
              <DueDiligenceEditor projectId={editing.id} />
              {editing.approvalStatus === 'approved' && <VisitingHoursEditor projectId={editing.id} />}
            </>
          )}
          {tab === 'projects' && !editing && (
            <>
              <h2>My Projects</h2>
              {projectsBody((items) =>
                items.length === 0 ? <p>{PROJECT_SUBMISSION_TEXTS.noProjects}</p> : <AgentProjectList projects={items} onEdit={edit} onWithdraw={setWithdrawing} />,
              )}
            </>
          )}
          {tab === 'leads' && <LeadsPanel projects={(projects.data ?? []).filter((project) => project.approvalStatus === 'approved')} />}
        </Tabs>
      </Panel>
      <WithdrawProjectDialog agentId={user.id} project={withdrawing} onClose={() => setWithdrawing(null)} />
    </AccountPage>
  );
}
