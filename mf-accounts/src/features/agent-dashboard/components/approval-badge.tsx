import styled from 'styled-components';
import { PROJECT_SUBMISSION_TEXTS, type ApprovalStatus } from '@plotwise/contracts';

const Badge = styled.span<{ $status: ApprovalStatus }>`
  display: inline-flex;
  align-items: center;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: .8rem;
  font-weight: 700;
  white-space: nowrap;
  color: ${({ $status }) => ({ pending: '#92400e', approved: '#166534', rejected: '#991b1b' })[$status]};
  background: ${({ $status, theme }) => ({ pending: theme.colors.accentSoft, approved: theme.colors.successSoft, rejected: theme.colors.dangerSoft })[$status]};
`;

/** Pending (also for a missing status, the spec's default display), Approved or Rejected. */
export function ApprovalBadge({ status }: { status: ApprovalStatus | null | undefined }) {
  const shown = status ?? 'pending';
  return <Badge $status={shown}>{PROJECT_SUBMISSION_TEXTS.approvalStatusLabels[shown]}</Badge>;
}
