import { APPROVAL_STATUS_LABELS, type ApprovalStatus } from '@plotwise/contracts';
import { Badge, type BadgeTone } from '@plotwise/ui';

const TONES: Record<ApprovalStatus, BadgeTone> = { pending: 'warning', approved: 'success', rejected: 'danger', withdrawn: 'neutral' };

/** Pending (also for a missing status), Approved, Rejected or Withdrawn. */
export function ApprovalBadge({ status }: { status: ApprovalStatus | null | undefined }) {
  const shown = status ?? 'pending';
  return <Badge $tone={TONES[shown]}>{APPROVAL_STATUS_LABELS[shown]}</Badge>;
}
