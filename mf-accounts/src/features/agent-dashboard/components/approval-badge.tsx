import styled from 'styled-components';
import { APPROVAL_STATUS_LABELS, type ApprovalStatus } from '@plotwise/contracts';

const Badge = styled.span<{ $status: ApprovalStatus }>`
  display: inline-flex;
  align-items: center;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: .8rem;
  font-weight: 700;
  white-space: nowrap;
  color: ${({ $status }) => ({ pending: '#92400e', approved: '#166534', rejected: '#991b1b', withdrawn: '#374151' })[$status]};
  background: ${({ $status, theme }) => ({ pending: theme.colors.accentSoft, approved: theme.colors.successSoft, rejected: theme.colors.dangerSoft, withdrawn: theme.colors.line })[$status]};
`;

/** Pending (also for a missing status, the spec's default display), Approved, Rejected or Withdrawn. */
export function ApprovalBadge({ status }: { status: ApprovalStatus | null | undefined }) {
  const shown = status ?? 'pending';
  return <Badge $status={shown}>{APPROVAL_STATUS_LABELS[shown]}</Badge>;
}
