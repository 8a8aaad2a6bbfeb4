import { useState } from 'react';
import styled from 'styled-components';
import {
  REPORT_LIMITS,
  REPORT_REASON_LABELS,
  REPORT_STATUSES,
  REPORT_STATUS_LABELS,
  REPORT_TEXTS as TEXTS,
  type ListingReport,
  type ReportStatus,
} from '@plotwise/contracts';
import { Button, Link, apiRequest, formatDateIN, readableError, useQuery, useQueryClient, useToast } from '@plotwise/ui';
import { AdminPage } from '../../components/admin-page';
import { CardList } from '../../components/card-parts';

const QUEUE_PATH = '/api/admin/listing-reports';

const Filter = styled.label`
  display: inline-flex;
  gap: 8px;
  align-items: center;
  margin-bottom: 16px;
  font-weight: 600;
  select { min-height: 40px; font: inherit; }
`;

// A report holds a status and a notes form, so its cards stand a little further apart.
const List = styled(CardList)`
  gap: 12px;
`;

const Item = styled.li`
  display: grid;
  gap: 8px;
  padding: 14px 16px;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  h2 { margin: 0; font-size: 1.05rem; }
  p { margin: 0; overflow-wrap: anywhere; }
  .meta { color: ${({ theme }) => theme.colors.muted}; font-size: .9rem; }
  .row { display: flex; flex-wrap: wrap; gap: 8px; align-items: end; }
  label { display: grid; gap: 4px; font-size: .85rem; font-weight: 600; }
  select, textarea { font: inherit; padding: 6px 8px; border: 1px solid ${({ theme }) => theme.colors.line}; border-radius: ${({ theme }) => theme.radius.sm}; }
  textarea { min-width: min(100%, 420px); min-height: 60px; }
`;

/** One report: what the buyer said, its status (saved as it changes) and the team's notes. */
function ReportItem({ report, onSaved }: { report: ListingReport; onSaved: () => Promise<void> }) {
  const toast = useToast();
  const [notes, setNotes] = useState(report.notes);
  const save = async (update: { status?: ReportStatus; notes?: string }) => {
    try {
      await apiRequest<ListingReport>('PATCH', `${QUEUE_PATH}/${report.id}`, update);
      toast({ title: TEXTS.updated, variant: 'success' });
      await onSaved();
    } catch (error) {
      toast({ title: TEXTS.queueTitle, description: readableError(error, TEXTS.queueTitle), variant: 'destructive' });
    }
  };
  return (
    <Item aria-label={`${REPORT_REASON_LABELS[report.reason]}: ${report.projectTitle}`} data-testid="listing-report">
      <h2><Link to={`/projects/${report.projectId}`}>{report.projectTitle}</Link></h2>
      <p><strong>{REPORT_REASON_LABELS[report.reason]}</strong></p>
      <p>{report.details}</p>
      <p className="meta">
        {TEXTS.columns.received} {formatDateIN(report.createdAt)}
        {report.contact && ` · ${TEXTS.columns.contact}: ${report.contact}`}
      </p>
      <div className="row">
        <label>
          {TEXTS.columns.status}
          <select value={report.status} onChange={(event) => void save({ status: event.target.value as ReportStatus })}>
            {REPORT_STATUSES.map((status) => <option key={status} value={status}>{REPORT_STATUS_LABELS[status]}</option>)}
          </select>
        </label>
        <label>
          {TEXTS.notes}
          <textarea value={notes} maxLength={REPORT_LIMITS.notesMax} onChange={(event) => setNotes(event.target.value)} />
        </label>
        <Button type="button" $variant="secondary" disabled={notes === report.notes} onClick={() => void save({ notes })}>{TEXTS.saveNotes}</Button>
      </div>
    </Item>
  );
}

/** /admin/listing-reports: buyers' reports of listings, newest first, by status. */
export default function ListingReportsPage() {
  const [status, setStatus] = useState<ReportStatus | ''>('open');
  const client = useQueryClient();
  const key = [QUEUE_PATH, status ? { status } : {}] as const;
  const { data, isLoading, isError } = useQuery<ListingReport[]>({ queryKey: key });
  const refresh = () => client.invalidateQueries({ queryKey: [QUEUE_PATH] });
  return (
    <AdminPage title={TEXTS.queueTitle} subtitle={TEXTS.queueSubtitle}>
      <Filter>
        {TEXTS.columns.status}
        <select value={status} onChange={(event) => setStatus(event.target.value as ReportStatus | '')}>
          <option value="">{TEXTS.allStatuses}</option>
          {REPORT_STATUSES.map((option) => <option key={option} value={option}>{REPORT_STATUS_LABELS[option]}</option>)}
        </select>
      </Filter>
      {isLoading && <p>Loading…</p>}
      {isError && <p role="alert">{TEXTS.queueTitle}: could not load the reports.</p>}
      {data && data.length === 0 && <p>{TEXTS.queueEmpty}</p>}
      {data && data.length > 0 && (
        <List>{data.map((report) => <ReportItem key={`${report.id}-${report.updatedAt}`} report={report} onSaved={refresh} />)}</List>
      )}
    </AdminPage>
  );
}
