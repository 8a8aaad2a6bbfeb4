import { ADMIN_OPS_TEXTS as TEXTS, LEAD_ALERT_TEXTS, type InquiryStatus, type Lead, type LeadSortField } from '@plotwise/contracts';
import { Badge, formatRelativeTime, Link } from '@plotwise/ui';
import { DataTable, TableActions, type DataTableColumn, type TableViewState } from '../../../components/data-table';
import { LeadStatusActions, LeadStatusBadge } from './lead-card';

/** A lead's key in a selection: its table and id. */
export const leadKey = (lead: Pick<Lead, 'record' | 'id'>) => `${lead.record}:${lead.id}`;

interface LeadTableProps extends TableViewState<LeadSortField> {
  leads: readonly Lead[];
  busy: boolean;
  onStatus: (lead: Lead, status: InquiryStatus) => void;
}

/** Leads as a table: kind, who, how to reach them, what about, status, when, and the next step. */
export function LeadTable({ leads, busy, onStatus, ...view }: LeadTableProps) {
  const columns: DataTableColumn<Lead, LeadSortField>[] = [
    { key: 'kind', header: 'Kind', sortField: 'kind', render: (lead) => <Badge $tone="neutral">{TEXTS.leadKindLabels[lead.kind]}</Badge> },
    { key: 'name', header: 'Name', sortField: 'name', wrap: true, render: (lead) => lead.name },
    {
      key: 'contact',
      header: 'Contact',
      wrap: true,
      render: (lead) => (
        <>
          {[lead.email, lead.phone].filter(Boolean).join(' · ') || '—'}
          {lead.phoneVerified && <> <Badge $tone="success">{LEAD_ALERT_TEXTS.verifiedBadge}</Badge></>}
        </>
      ),
    },
    {
      key: 'about',
      header: 'About',
      wrap: true,
      render: (lead) =>
        lead.projectTitle ? (
          lead.projectId ? <Link to={`/projects/${lead.projectId}`}>{lead.projectTitle}</Link> : lead.projectTitle
        ) : (
          lead.subject || lead.position || '—'
        ),
    },
    { key: 'status', header: 'Status', sortField: 'status', render: (lead) => <LeadStatusBadge status={lead.status} /> },
    {
      key: 'received',
      header: 'Received',
      sortField: 'createdAt',
      firstOrder: 'desc',
      render: (lead) => <time dateTime={lead.createdAt}>{formatRelativeTime(lead.createdAt)}</time>,
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (lead) => (
        <TableActions>
          <LeadStatusActions lead={lead} busy={busy} onStatus={(status) => onStatus(lead, status)} />
        </TableActions>
      ),
    },
  ];
  return (
    <DataTable
      label={TEXTS.inquiriesTitle}
      rows={leads}
      columns={columns}
      rowKey={leadKey}
      rowLabel={(lead) => `${TEXTS.leadKindLabels[lead.kind]} from ${lead.name}`}
      {...view}
    />
  );
}
