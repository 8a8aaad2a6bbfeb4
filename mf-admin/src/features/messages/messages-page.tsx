import { useState } from 'react';
import styled from 'styled-components';
import {
  MESSAGE_TEXTS as TEXTS, OUTGOING_MESSAGE_STATUSES, type MessageListResponse, type OutgoingMessageStatus, type OutgoingMessageView,
} from '@plotwise/contracts';
import { Badge, Button, Pagination, apiRequest, formatRelativeTime, invalidateByPrefix, readableError, useMutation, useQuery, useQueryClient, useToast, withQuery } from '@plotwise/ui';
import { AdminPage } from '../../components/admin-page';
import { DataTable, type DataTableColumn } from '../../components/data-table';

const LIST_PATH = '/api/admin/messages';
const PAGE_SIZE = 25;
const NEWEST_FIRST = { field: 'createdAt', order: 'desc' } as const;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  margin-bottom: 16px;
  label { display: inline-flex; gap: 8px; align-items: center; font-weight: 600; }
  select { min-height: 40px; font: inherit; }
`;

function useRetry() {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (id: number) => apiRequest<Pick<OutgoingMessageView, 'id' | 'status'>>('POST', `${LIST_PATH}/${id}/retry`),
    onSuccess: () => {
      toast({ title: TEXTS.retried, variant: 'success' });
      return invalidateByPrefix(client, [LIST_PATH]);
    },
    onError: (error) => toast({ title: TEXTS.retryFailed, description: readableError(error, ''), variant: 'destructive' }),
  });
}

/** /admin/messages: emails and texts the queue gave up on (or all of them), with why, and a Retry for each failed one. */
export default function MessagesPage() {
  const [status, setStatus] = useState<OutgoingMessageStatus | ''>('failed');
  const [page, setPage] = useState(1);
  const list = useQuery<MessageListResponse>({ queryKey: [withQuery(LIST_PATH, { status: status || undefined, page, pageSize: PAGE_SIZE })] });
  const retry = useRetry();

  const columns: DataTableColumn<OutgoingMessageView, 'createdAt'>[] = [
    { key: 'channel', header: TEXTS.columns.channel, render: (message) => <Badge $tone="neutral">{TEXTS.channelLabels[message.channel]}</Badge> },
    { key: 'recipient', header: TEXTS.columns.recipient, render: (message) => message.recipient },
    { key: 'purpose', header: TEXTS.columns.purpose, wrap: true, render: (message) => message.subject ?? message.purpose },
    { key: 'error', header: TEXTS.columns.lastError, wrap: true, render: (message) => message.lastError ?? '—' },
    { key: 'attempts', header: TEXTS.columns.attempts, render: (message) => message.attempts },
    { key: 'when', header: TEXTS.columns.when, render: (message) => formatRelativeTime(message.failedAt ?? message.createdAt) },
    {
      key: 'action',
      header: TEXTS.columns.action,
      render: (message) =>
        message.status === 'failed' ? (
          <Button type="button" $variant="secondary" disabled={retry.isPending} onClick={() => retry.mutate(message.id)} aria-label={`${TEXTS.retry} message ${message.id}`}>
            {TEXTS.retry}
          </Button>
        ) : (
          TEXTS.statusLabels[message.status]
        ),
    },
  ];

  return (
    <AdminPage title={TEXTS.pageTitle} subtitle={TEXTS.pageSubtitle}>
      <Bar>
        <label>
          {TEXTS.statusFilter}
          <select value={status} onChange={(event) => { setStatus(event.target.value as OutgoingMessageStatus | ''); setPage(1); }}>
            <option value="">{TEXTS.allStatuses}</option>
            {OUTGOING_MESSAGE_STATUSES.map((option) => <option key={option} value={option}>{TEXTS.statusLabels[option]}</option>)}
          </select>
        </label>
      </Bar>
      {list.isLoading && <p>Loading…</p>}
      {list.isError && <p role="alert">{TEXTS.loadFailed}</p>}
      {list.data && list.data.items.length === 0 && <p>{TEXTS.empty}</p>}
      {list.data && list.data.items.length > 0 && (
        <DataTable
          label={TEXTS.tableLabel}
          rows={list.data.items}
          columns={columns}
          rowKey={(message) => String(message.id)}
          rowLabel={(message) => `${TEXTS.channelLabels[message.channel]} to ${message.recipient}`}
          sort={NEWEST_FIRST}
          onSort={() => undefined}
        />
      )}
      {list.data && (
        <Pagination label={TEXTS.pagesLabel} page={page} pageSize={PAGE_SIZE} total={list.data.total} onPageChange={setPage} />
      )}
    </AdminPage>
  );
}
