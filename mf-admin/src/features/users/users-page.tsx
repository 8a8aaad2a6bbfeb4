import { ADMIN_OPS_TEXTS as TEXTS, ACCOUNT_STATUSES, USER_ROLES, accountStatusOf, type AdminAccount } from '@plotwise/contracts';
import { Button, Pagination, readableError, useSession, useToast } from '@plotwise/ui';
import { useApproveAgent, useSetAccountActive } from '../../lib/account-actions';
import { AccountCard, AccountGrid } from '../../components/account-card';
import { AdminPage } from '../../components/admin-page';
import { FilterBar, ListSummary, SearchField, SelectFilter } from '../../components/filter-bar';
import { EmptyState, ErrorState, ListSkeleton } from '../../components/list-states';
import { useKeepPageInRange, useListParams } from '../../lib/use-list-params';
import { useUsers } from './api/users';

const ROLE_OPTIONS = [{ value: 'all', label: TEXTS.roleAll }, ...USER_ROLES.map((role) => ({ value: role, label: TEXTS.roleLabels[role] }))];
const STATUS_OPTIONS = [{ value: 'all', label: TEXTS.statusAll }, ...ACCOUNT_STATUSES.map((status) => ({ value: status, label: TEXTS.accountStatusLabels[status] }))];

/** /admin/users: every account, searchable, with approve (agents), suspend and activate. */
export default function UsersPage() {
  const { values, page, setFilter, setPage } = useListParams(['search', 'role', 'status'] as const);
  const users = useUsers({ ...values, page });
  useKeepPageInRange(users.data, page, setPage);
  const { user: me } = useSession();
  const toast = useToast();
  const setActive = useSetAccountActive();
  const approve = useApproveAgent();
  const busy = setActive.isPending || approve.isPending;

  const changeStatus = async (account: AdminAccount, isActive: boolean) => {
    try {
      await setActive.mutateAsync({ id: account.id, isActive });
      toast({ title: TEXTS.userStatusUpdated, variant: 'success' });
    } catch (error) {
      toast({ title: TEXTS.userStatusFailed, description: readableError(error, ''), variant: 'destructive' });
    }
  };

  const approveAgent = async (account: AdminAccount) => {
    try {
      await approve.mutateAsync(account.id);
      toast({ title: TEXTS.agentApproved, variant: 'success' });
    } catch (error) {
      toast({ title: TEXTS.agentApproveFailed, description: readableError(error, ''), variant: 'destructive' });
    }
  };

  return (
    <AdminPage title={TEXTS.usersTitle} subtitle={TEXTS.usersSubtitle}>
      <FilterBar>
        <SearchField label={TEXTS.searchLabel} placeholder={TEXTS.usersSearchPlaceholder} value={values.search} onSearch={(text) => setFilter('search', text)} />
        <SelectFilter label={TEXTS.roleFilterLabel} value={values.role || 'all'} options={ROLE_OPTIONS} onChange={(value) => setFilter('role', value)} />
        <SelectFilter label={TEXTS.statusFilterLabel} value={values.status || 'all'} options={STATUS_OPTIONS} onChange={(value) => setFilter('status', value)} />
      </FilterBar>
      {users.isPending ? (
        <ListSkeleton count={6} />
      ) : users.isError ? (
        <ErrorState message={TEXTS.usersFailed} onRetry={() => users.refetch()} />
      ) : users.data.items.length === 0 ? (
        <EmptyState message={TEXTS.noUsers} />
      ) : (
        <>
          <ListSummary>
            <span aria-live="polite">{TEXTS.usersCount(users.data.total)}</span>
          </ListSummary>
          <AccountGrid>
            {users.data.items.map((account) => {
              const status = accountStatusOf(account);
              const isSelf = account.id === me?.id;
              return (
                <AccountCard key={account.id} account={account} isSelf={isSelf}>
                  {account.role === 'agent' && !account.isApproved && account.isActive && (
                    <Button type="button" onClick={() => approveAgent(account)} disabled={busy}>
                      {TEXTS.approve}
                    </Button>
                  )}
                  {status === 'suspended' ? (
                    <Button type="button" $variant="secondary" onClick={() => changeStatus(account, true)} disabled={busy}>
                      {TEXTS.activate}
                    </Button>
                  ) : (
                    !isSelf && (
                      <Button type="button" $variant="secondary" onClick={() => changeStatus(account, false)} disabled={busy}>
                        {TEXTS.suspend}
                      </Button>
                    )
                  )}
                </AccountCard>
              );
            })}
          </AccountGrid>
          <Pagination label="Users pages" page={page} pageSize={users.data.pageSize} total={users.data.total} onPageChange={setPage} />
        </>
      )}
    </AdminPage>
  );
}
