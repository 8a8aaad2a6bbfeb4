import styled from 'styled-components';
import { ADMIN_OPS_TEXTS as TEXTS, accountStatusOf, type AdminAccount, type AgentCounts } from '@plotwise/contracts';
import { Button, Card, Pagination, readableError, useToast } from '@plotwise/ui';
import { useApproveAgent, useSetAccountActive, useSuspendAgent } from '../../lib/account-actions';
import { AccountCard, AccountGrid } from '../../components/account-card';
import { AdminPage } from '../../components/admin-page';
import { FilterBar, SearchField } from '../../components/filter-bar';
import { ListBody } from '../../components/list-states';
import { SegmentedFilter } from '../../components/segmented-filter';
import { useKeepPageInRange, useListParams } from '../../lib/use-list-params';
import { useAgents } from './api/agents';

const FILTERS = (['all', 'pending', 'approved'] as const).map((value) => ({ value, label: TEXTS.agentFilterLabels[value] }));

const Counters = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 12px;
  margin: 0 0 20px;
  div { padding: 14px 16px; display: flex; flex-direction: column; justify-content: space-between; gap: 4px; }
  dt { color: ${({ theme }) => theme.colors.muted}; font-weight: 600; font-size: .9rem; }
  dd { margin: 0; font-size: 1.75rem; font-weight: 800; color: ${({ theme }) => theme.colors.ink}; }
`;

function AgentCounters({ counts }: { counts: AgentCounts | undefined }) {
  return (
    <Counters aria-label="Agent counters">
      {(['pending', 'approved', 'total'] as const).map((key) => (
        <Card key={key} as="div">
          <dt>{TEXTS.agentCounters[key]}</dt>
          <dd>{counts ? counts[key] : '–'}</dd>
        </Card>
      ))}
    </Counters>
  );
}

/** /admin/agents: counters, search, All/Pending/Approved, approve, suspend and activate. */
export default function AgentsPage() {
  const { values, page, setFilter, setPage } = useListParams(['search', 'status'] as const);
  const status = (['pending', 'approved'] as const).find((value) => value === values.status) ?? 'all';
  const agents = useAgents({ search: values.search, status: values.status, page });
  useKeepPageInRange(agents.data, page, setPage);
  const toast = useToast();
  const approve = useApproveAgent();
  const suspend = useSuspendAgent();
  const activate = useSetAccountActive();
  const busy = approve.isPending || suspend.isPending || activate.isPending;

  const run = async (action: () => Promise<unknown>, success: string, failure: string) => {
    try {
      await action();
      toast({ title: success, variant: 'success' });
    } catch (error) {
      toast({ title: failure, description: readableError(error, ''), variant: 'destructive' });
    }
  };

  const actionsFor = (agent: AdminAccount) => {
    const state = accountStatusOf(agent);
    return (
      <>
        {state === 'pending' && (
          <Button type="button" onClick={() => run(() => approve.mutateAsync(agent.id), TEXTS.agentApproved, TEXTS.agentApproveFailed)} disabled={busy}>
            {TEXTS.approve}
          </Button>
        )}
        {state === 'suspended' ? (
          <Button
            type="button"
            $variant="secondary"
            onClick={() => run(() => activate.mutateAsync({ id: agent.id, isActive: true }), TEXTS.userStatusUpdated, TEXTS.userStatusFailed)}
            disabled={busy}
          >
            {TEXTS.activate}
          </Button>
        ) : (
          <Button type="button" $variant="secondary" onClick={() => run(() => suspend.mutateAsync(agent.id), TEXTS.agentSuspended, TEXTS.agentSuspendFailed)} disabled={busy}>
            {TEXTS.suspend}
          </Button>
        )}
      </>
    );
  };

  return (
    <AdminPage title={TEXTS.agentsTitle} subtitle={TEXTS.agentsSubtitle}>
      <AgentCounters counts={agents.data?.counts} />
      <FilterBar>
        <SearchField label={TEXTS.searchLabel} placeholder={TEXTS.agentsSearchPlaceholder} value={values.search} onSearch={(text) => setFilter('search', text)} />
        <SegmentedFilter label={TEXTS.agentFilterLabel} value={status} options={FILTERS} onChange={(value) => setFilter('status', value)} />
      </FilterBar>
      <ListBody read={agents} placeholders={6} failed={TEXTS.agentsFailed} empty={TEXTS.noAgents}>
        {(data) => (
          <>
            <AccountGrid>
              {data.items.map((agent) => (
                <AccountCard key={agent.id} account={agent} isSelf={false}>
                  {actionsFor(agent)}
                </AccountCard>
              ))}
            </AccountGrid>
            <Pagination label="Agents pages" page={page} pageSize={data.pageSize} total={data.total} onPageChange={setPage} />
          </>
        )}
      </ListBody>
    </AdminPage>
  );
}
