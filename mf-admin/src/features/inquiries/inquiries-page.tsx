import styled from 'styled-components';
import {
  ADMIN_OPS_TEXTS as TEXTS,
  INQUIRY_STATUSES,
  LEAD_BULK_ACTIONS,
  LEAD_BULK_LABELS,
  LEAD_KINDS,
  LEAD_RECORDS,
  LEAD_SORT_FIELDS,
  SORT_ORDERS,
  type InquiryStatus,
  type Lead,
  type LeadBulkAction,
  type LeadSortField,
} from '@plotwise/contracts';
import { Pagination, Tabs, readableError, useToast } from '@plotwise/ui';
import { AdminPage } from '../../components/admin-page';
import { BulkActions, useBulkRun, type BulkActionChoice } from '../../components/bulk-actions';
import { ViewSwitch } from '../../components/view-switch';
import { useInvalidateAdmin } from '../../lib/invalidate-admin';
import { useListView } from '../../lib/use-list-view';
import { useRowSelection } from '../../lib/use-row-selection';
import { FilterBar, ListSummary, SearchField, SelectFilter } from '../../components/filter-bar';
import { ListBody } from '../../components/list-states';
import { SegmentedFilter } from '../../components/segmented-filter';
import { useKeepPageInRange, useListParams } from '../../lib/use-list-params';
import { bulkUpdateLeads, useLeads, useUpdateLeadStatus } from './api/inquiries';
import { LeadCard } from './components/lead-card';
import { LeadTable, leadKey } from './components/lead-table';
import { NewsletterList } from './components/newsletter-list';

const KIND_OPTIONS = [{ value: 'all', label: TEXTS.kindAll }, ...LEAD_KINDS.map((kind) => ({ value: kind, label: TEXTS.leadKindLabels[kind] }))];

const List = styled.div`
  display: grid;
  gap: 12px;
`;

type TabKey = 'inquiries' | 'newsletter';

const BULK_CHOICES: BulkActionChoice<LeadBulkAction>[] = LEAD_BULK_ACTIONS.map((action) => ({ action, ...LEAD_BULK_LABELS[action] }));

/** A selection key back to the lead it names. */
function leadOfKey(key: string) {
  const [record, id] = key.split(':');
  return { record: LEAD_RECORDS.find((value) => value === record) ?? 'enquiry', id: Number(id) };
}

/** /admin/inquiries: every lead the site received, new → in progress → responded; newsletter sign-ups in their own tab. */
export default function InquiriesPage() {
  const { values, page, setFilter, setFilters, setPage } = useListParams(['tab', 'kind', 'status', 'search', 'sortBy', 'sortOrder'] as const);
  const tab: TabKey = values.tab === 'newsletter' ? 'newsletter' : 'inquiries';
  const kind = LEAD_KINDS.find((value) => value === values.kind) ?? 'all';
  const status = INQUIRY_STATUSES.find((value) => value === values.status) ?? 'all';
  const sortBy: LeadSortField = LEAD_SORT_FIELDS.find((field) => field === values.sortBy) ?? 'createdAt';
  const sortOrder = SORT_ORDERS.find((order) => order === values.sortOrder) ?? 'desc';
  const filters = { kind: values.kind, status: values.status, search: values.search, sortBy, sortOrder, page };
  const leads = useLeads(filters, tab === 'inquiries');
  useKeepPageInRange(leads.data, page, setPage);
  const [view, setView] = useListView();
  const { selection, setSelection, clear } = useRowSelection((leads.data?.items ?? []).map(leadKey), JSON.stringify(filters));
  const update = useUpdateLeadStatus();
  const toast = useToast();
  const invalidate = useInvalidateAdmin();
  const bulkRun = useBulkRun('lead', clear, invalidate);

  const runBulk = (action: LeadBulkAction) => bulkRun(() => bulkUpdateLeads({ action, leads: [...selection].map(leadOfKey) }), LEAD_BULK_LABELS[action].past);

  const changeStatus = async (lead: Lead, next: InquiryStatus) => {
    try {
      await update.mutateAsync({ record: lead.record, id: lead.id, status: next });
      toast({ title: TEXTS.inquiryStatusUpdated, description: TEXTS.inquiryStatusLabels[next], variant: 'success' });
    } catch (error) {
      toast({ title: TEXTS.inquiryStatusFailed, description: readableError(error, ''), variant: 'destructive' });
    }
  };

  const counts = leads.data?.statusCounts;
  const statusOptions = [
    { value: 'all' as const, label: TEXTS.allLabel },
    ...INQUIRY_STATUSES.map((value) => ({ value, label: `${TEXTS.inquiryStatusLabels[value]}${counts ? ` (${counts[value]})` : ''}` })),
  ];

  const inquiries = (
    <>
      <FilterBar>
        <SearchField label={TEXTS.searchLabel} placeholder={TEXTS.inquiriesSearchPlaceholder} value={values.search} onSearch={(text) => setFilter('search', text)} />
        <SelectFilter label={TEXTS.kindFilterLabel} value={kind} options={KIND_OPTIONS} onChange={(value) => setFilter('kind', value)} />
      </FilterBar>
      <ListSummary>
        <span aria-live="polite">{leads.data ? TEXTS.inquiriesCount(leads.data.total) : ''}</span>
        <SegmentedFilter label={TEXTS.statusFilterLabel} value={status} options={statusOptions} onChange={(value) => setFilter('status', value)} />
      </ListSummary>
      <ViewSwitch view={view} onChange={setView}>
        <ListBody read={leads} failed={TEXTS.inquiriesFailed} empty={TEXTS.noInquiries}>
          {(data) => (
            <>
              {view === 'table' ? (
                <>
                  <BulkActions count={selection.size} noun="lead" choices={BULK_CHOICES} onRun={runBulk} onClear={clear} />
                  <LeadTable
                    leads={data.items}
                    sort={{ field: sortBy, order: sortOrder }}
                    onSort={(sort) => setFilters({ sortBy: sort.field, sortOrder: sort.order })}
                    selection={selection}
                    onSelectionChange={setSelection}
                    busy={update.isPending}
                    onStatus={changeStatus}
                  />
                </>
              ) : (
                <List>
                  {data.items.map((lead) => (
                    <LeadCard key={`${lead.record}-${lead.id}`} lead={lead} busy={update.isPending} onStatus={(next) => changeStatus(lead, next)} />
                  ))}
                </List>
              )}
              <Pagination label="Inquiries pages" page={page} pageSize={data.pageSize} total={data.total} onPageChange={setPage} />
            </>
          )}
        </ListBody>
      </ViewSwitch>
    </>
  );

  return (
    <AdminPage title={TEXTS.inquiriesTitle} subtitle={TEXTS.inquiriesSubtitle}>
      <Tabs<TabKey>
        label={TEXTS.inquiriesTitle}
        selected={tab}
        onSelect={(key) => setFilters({ tab: key === 'inquiries' ? '' : key, kind: '', status: '', search: '', sortBy: '', sortOrder: '' })}
        tabs={[
          { key: 'inquiries', label: TEXTS.inquiriesTab, content: inquiries },
          {
            key: 'newsletter',
            label: TEXTS.newsletterTab,
            content: <NewsletterList search={values.search} page={page} onSearch={(text) => setFilter('search', text)} onPage={setPage} />,
          },
        ]}
      />
    </AdminPage>
  );
}
