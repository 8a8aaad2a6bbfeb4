import { useState } from 'react';
import styled from 'styled-components';
import { ADMIN_OPS_TEXTS as TEXTS, type ApprovalItem } from '@plotwise/contracts';
import { Pagination, readableError, useToast } from '@plotwise/ui';
import { useApproveAgent, useRejectAgent } from '../../lib/account-actions';
import { AdminPage } from '../../components/admin-page';
import { ListSummary } from '../../components/filter-bar';
import { ListBody } from '../../components/list-states';
import { SegmentedFilter } from '../../components/segmented-filter';
import { useKeepPageInRange, useListParams } from '../../lib/use-list-params';
import { useApprovals, useApproveProject, useRejectProject } from './api/approvals';
import { ApprovalCard } from './components/approval-card';
import { RejectDialog } from './components/reject-dialog';

const TYPES = (['all', 'agent', 'project'] as const).map((value) => ({ value, label: TEXTS.approvalTypeLabels[value] }));

const List = styled.div`
  display: grid;
  gap: 12px;
`;

/** /admin/pending-approvals: the real queue of agents and projects; Approve and Reject take an item off it. */
export default function PendingApprovalsPage() {
  const { values, page, setFilter, setPage } = useListParams(['type'] as const);
  const type = (['agent', 'project'] as const).find((value) => value === values.type) ?? 'all';
  const approvals = useApprovals({ type: values.type, page });
  useKeepPageInRange(approvals.data, page, setPage);
  const toast = useToast();
  const approveAgent = useApproveAgent();
  const rejectAgent = useRejectAgent();
  const approveProject = useApproveProject();
  const rejectProject = useRejectProject();
  const [rejecting, setRejecting] = useState<ApprovalItem | null>(null);
  const busy = approveAgent.isPending || rejectAgent.isPending || approveProject.isPending || rejectProject.isPending;

  const approve = async (item: ApprovalItem) => {
    try {
      if (item.type === 'agent') {
        await approveAgent.mutateAsync(item.id);
        toast({ title: TEXTS.agentApproved, variant: 'success' });
      } else {
        const result = await approveProject.mutateAsync(item.id);
        toast({ title: TEXTS.projectApproved, description: TEXTS.projectApprovedAlerts(result.alertsQueued), variant: 'success' });
      }
    } catch (error) {
      toast({ title: item.type === 'agent' ? TEXTS.agentApproveFailed : TEXTS.projectApproveFailed, description: readableError(error, ''), variant: 'destructive' });
    }
  };

  const reject = async (reason: string) => {
    const item = rejecting;
    if (!item) return;
    try {
      if (item.type === 'agent') {
        await rejectAgent.mutateAsync(item.id);
        toast({ title: TEXTS.agentRejected, variant: 'success' });
      } else {
        await rejectProject.mutateAsync({ id: item.id, reason });
        toast({ title: TEXTS.projectRejected, variant: 'success' });
      }
      setRejecting(null);
    } catch (error) {
      toast({ title: item.type === 'agent' ? TEXTS.agentRejectFailed : TEXTS.projectRejectFailed, description: readableError(error, ''), variant: 'destructive' });
    }
  };

  return (
    <AdminPage title={TEXTS.approvalsTitle} subtitle={TEXTS.approvalsSubtitle}>
      <ListSummary>
        <span aria-live="polite">{approvals.data ? TEXTS.approvalsCount(approvals.data.counts.total) : ''}</span>
        <SegmentedFilter label={TEXTS.approvalTypeLabel} value={type} options={TYPES} onChange={(value) => setFilter('type', value)} />
      </ListSummary>
      <ListBody read={approvals} failed={TEXTS.approvalsFailed} empty={TEXTS.noApprovals}>
        {(data) => (
          <>
            <List>
              {data.items.map((item) => (
                <ApprovalCard key={`${item.type}-${item.id}`} item={item} busy={busy} onApprove={() => approve(item)} onReject={() => setRejecting(item)} />
              ))}
            </List>
            <Pagination label="Approvals pages" page={page} pageSize={data.pageSize} total={data.total} onPageChange={setPage} />
          </>
        )}
      </ListBody>
      <RejectDialog item={rejecting} busy={busy} onConfirm={reject} onClose={() => setRejecting(null)} />
    </AdminPage>
  );
}
