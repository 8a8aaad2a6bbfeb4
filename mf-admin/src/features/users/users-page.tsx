import {
  ADMIN_OPS_TEXTS as TEXTS,
  ACCOUNT_STATUSES,
  ADMIN_USER_SORT_FIELDS,
  SORT_ORDERS,
  USER_BULK_ACTIONS,
  USER_BULK_LABELS,
  USER_ROLES,
  accountStatusOf,
  type AccountStatus,
  type AdminAccount,
  type AdminUserSortField,
  type UserBulkAction,
} from '@plotwise/contracts';
import { Badge, type BadgeTone, Button, formatDateIN, Pagination, readableError, useSession, useToast } from '@plotwise/ui';
import { useApproveAgent, useSetAccountActive } from '../../lib/account-actions';
import { AccountCard, AccountGrid } from '../../components/account-card';
import { AdminPage } from '../../components/admin-page';
import { BulkActions, useBulkRun, type BulkActionChoice } from '../../components/bulk-actions';
import { DataTable, TableActions, type DataTableColumn } from '../../components/data-table';
import { FilterBar, ListSummary, SearchField, SelectFilter } from '../../components/filter-bar';
import { ListBody } from '../../components/list-states';
import { ViewSwitch } from '../../components/view-switch';
import { useInvalidateAdmin } from '../../lib/invalidate-admin';
import { useKeepPageInRange, useListParams } from '../../lib/use-list-params';
import { useListView } from '../../lib/use-list-view';
import { useRowSelection } from '../../lib/use-row-selection';
import { bulkChangeUsers, useUsers } from './api/users';

const ROLE_OPTIONS = [{ value: 'all', label: TEXTS.roleAll }, ...USER_ROLES.map((role) => ({ value: role, label: TEXTS.roleLabels[role] }))];
const STATUS_OPTIONS = [{ value: 'all', label: TEXTS.statusAll }, ...ACCOUNT_STATUSES.map((status) => ({ value: status, label: TEXTS.accountStatusLabels[status] }))];
const STATUS_TONES: Record<AccountStatus, BadgeTone> = { pending: 'warning', active: 'success', suspended: 'danger' };
const BULK_CHOICES: BulkActionChoice<UserBulkAction>[] = USER_BULK_ACTIONS.map((action) => ({ action, ...USER_BULK_LABELS[action] }));

/** /admin/users: every account, searchable and sortable, as cards or a table, with approve (agents), suspend and activate, one by one or in bulk. */
export default function UsersPage() {
  const { values, page, setFilter, setFilters, setPage } = useListParams(['search', 'role', 'status', 'sortBy', 'sortOrder'] as const);
  const sortBy: AdminUserSortField = ADMIN_USER_SORT_FIELDS.find((field) => field === values.sortBy) ?? 'createdAt';
  const sortOrder = SORT_ORDERS.find((order) => order === values.sortOrder) ?? 'desc';
  const filters = { search: values.search, role: values.role, status: values.status, sortBy, sortOrder, page };
  const users = useUsers(filters);
  useKeepPageInRange(users.data, page, setPage);
  const [view, setView] = useListView();
  const { selection, setSelection, clear } = useRowSelection((users.data?.items ?? []).map((account) => String(account.id)), JSON.stringify(filters));
  const { user: me } = useSession();
  const toast = useToast();
  const invalidate = useInvalidateAdmin();
  const bulkRun = useBulkRun('user', clear, invalidate);
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

  const runBulk = (action: UserBulkAction) => bulkRun(() => bulkChangeUsers({ action, ids: [...selection].map(Number) }), USER_BULK_LABELS[action].past);

  /** The actions one account offers, in its card or its row. */
  const actionsOf = (account: AdminAccount) => {
    const status = accountStatusOf(account);
    const isSelf = account.id === me?.id;
    return (
      <>
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
      </>
    );
  };

  const columns: DataTableColumn<AdminAccount, AdminUserSortField>[] = [
    { key: 'name', header: 'Name', sortField: 'name', wrap: true, render: (account) => account.name },
    { key: 'email', header: TEXTS.detailLabels.email, sortField: 'email', wrap: true, render: (account) => account.email ?? '—' },
    { key: 'phone', header: TEXTS.detailLabels.phone, render: (account) => account.phone ?? '—' },
    { key: 'role', header: 'Role', sortField: 'role', render: (account) => <Badge $tone="info">{TEXTS.roleLabels[account.role]}</Badge> },
    {
      key: 'status',
      header: 'Status',
      render: (account) => <Badge $tone={STATUS_TONES[accountStatusOf(account)]}>{TEXTS.accountStatusLabels[accountStatusOf(account)]}</Badge>,
    },
    { key: 'created', header: 'Registered', sortField: 'createdAt', firstOrder: 'desc', render: (account) => formatDateIN(account.createdAt) },
    { key: 'actions', header: 'Actions', render: (account) => <TableActions>{actionsOf(account)}</TableActions> },
  ];

  return (
    <AdminPage title={TEXTS.usersTitle} subtitle={TEXTS.usersSubtitle}>
      <FilterBar>
        <SearchField label={TEXTS.searchLabel} placeholder={TEXTS.usersSearchPlaceholder} value={values.search} onSearch={(text) => setFilter('search', text)} />
        <SelectFilter label={TEXTS.roleFilterLabel} value={values.role || 'all'} options={ROLE_OPTIONS} onChange={(value) => setFilter('role', value)} />
        <SelectFilter label={TEXTS.statusFilterLabel} value={values.status || 'all'} options={STATUS_OPTIONS} onChange={(value) => setFilter('status', value)} />
      </FilterBar>
      <ViewSwitch view={view} onChange={setView}>
        <ListBody read={users} placeholders={6} failed={TEXTS.usersFailed} empty={TEXTS.noUsers}>
          {(data) => (
            <>
              <ListSummary>
                <span aria-live="polite">{TEXTS.usersCount(data.total)}</span>
              </ListSummary>
              {view === 'table' ? (
                <>
                  <BulkActions count={selection.size} noun="user" choices={BULK_CHOICES} onRun={runBulk} onClear={clear} />
                  <DataTable
                    label={TEXTS.usersTitle}
                    rows={data.items}
                    columns={columns}
                    rowKey={(account) => String(account.id)}
                    rowLabel={(account) => account.name}
                    sort={{ field: sortBy, order: sortOrder }}
                    onSort={(sort) => setFilters({ sortBy: sort.field, sortOrder: sort.order })}
                    selection={selection}
                    onSelectionChange={setSelection}
                  />
                </>
              ) : (
                <AccountGrid>
                  {data.items.map((account) => (
                    <AccountCard key={account.id} account={account} isSelf={account.id === me?.id}>
                      {actionsOf(account)}
                    </AccountCard>
                  ))}
                </AccountGrid>
              )}
              <Pagination label="Users pages" page={page} pageSize={data.pageSize} total={data.total} onPageChange={setPage} />
            </>
          )}
        </ListBody>
      </ViewSwitch>
    </AdminPage>
  );
}
