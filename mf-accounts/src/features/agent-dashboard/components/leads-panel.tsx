import { useEffect, useState } from 'react';
import { Pagination, Skeleton } from '@plotwise/ui';
import styled from 'styled-components';
import { AGENT_LEAD_TEXTS, LEAD_STAGES, LEAD_STAGE_LABELS, type AgentProject, type LeadStage } from '@plotwise/contracts';
import { leadsCsvUrl, useAgentLeads, type LeadFilters } from '../api/agent-leads';
import { useMarkLeadsSeen, useNewLeadCount } from '../api/lead-alerts';
import { LeadItem } from './lead-item';

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: end;
  margin-bottom: 16px;
  label { display: grid; gap: 4px; font-weight: 600; font-size: .9rem; }
`;

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 12px;
`;

/**
 * Opening the tab marks the agent's leads seen; the ones that were new keep
 * their marker while the tab stays open (the list is newest first, as the count).
 */
function useFreshLeads(): number {
  const count = useNewLeadCount(true);
  const seen = useMarkLeadsSeen();
  const [fresh, setFresh] = useState<number | null>(null);
  const loaded = count.data?.newLeads;
  useEffect(() => {
    if (fresh !== null || loaded === undefined) return;
    setFresh(loaded);
    seen.mutate();
  }, [fresh, loaded, seen]);
  return fresh ?? 0;
}

/** The Leads tab: inquiries about the agent's projects, filtered by stage and project, with a CSV of what is shown. */
export function LeadsPanel({ projects }: { projects: AgentProject[] }) {
  const [filters, setFilters] = useState<LeadFilters>({});
  const [page, setPage] = useState(1);
  const leads = useAgentLeads(filters, page);
  const fresh = useFreshLeads();
  const filter = (next: LeadFilters) => {
    setFilters(next);
    setPage(1);
  };
  const filtered = filters.stage !== undefined || filters.projectId !== undefined;

  return (
    <>
      <h2>Leads</h2>
      <Filters>
        <label>
          Filter by stage
          <select value={filters.stage ?? ''} onChange={(event) => filter({ ...filters, stage: (event.target.value || undefined) as LeadStage | undefined })}>
            <option value="">All stages</option>
            {LEAD_STAGES.map((stage) => <option key={stage} value={stage}>{LEAD_STAGE_LABELS[stage]}</option>)}
          </select>
        </label>
        <label>
          Filter by project
          <select value={filters.projectId ?? ''} onChange={(event) => filter({ ...filters, projectId: event.target.value ? Number(event.target.value) : undefined })}>
            <option value="">All projects</option>
            {projects.map((project) => <option key={project.id} value={project.id}>{project.title}</option>)}
          </select>
        </label>
        <a href={leadsCsvUrl(filters)} download>Export CSV</a>
      </Filters>
      {leads.isLoading && <Skeleton $height="160px" aria-label="Loading your leads" />}
      {leads.isError && <p role="alert">{AGENT_LEAD_TEXTS.listFailed}</p>}
      {leads.data && leads.data.items.length === 0 && <p>{filtered ? AGENT_LEAD_TEXTS.noMatches : AGENT_LEAD_TEXTS.noLeads}</p>}
      {leads.data && leads.data.items.length > 0 && (
        <List aria-label="Your leads">
          {leads.data.items.map((lead, position) => (
            <LeadItem key={`${lead.id}-${lead.stage}-${lead.followUpOn}-${lead.notes}`} lead={lead} isNew={!filtered && page === 1 && position < fresh} />
          ))}
        </List>
      )}
      {leads.data && (
        <Pagination label={AGENT_LEAD_TEXTS.pagesLabel} page={page} pageSize={leads.data.pageSize} total={leads.data.total} onPageChange={setPage} />
      )}
    </>
  );
}
