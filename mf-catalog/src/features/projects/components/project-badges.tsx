import styled from 'styled-components';
import { CATALOG_TEXTS, PROJECT_STATUS_LABELS, type ProjectStatus } from '@plotwise/contracts';
import { VERIFICATION } from '@plotwise/ui';

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 3px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: .78rem;
  font-weight: 700;
  line-height: 1.4;
  white-space: nowrap;
`;

const STATUS_COLOURS = { ready: 'ready', ongoing: 'ongoing', upcoming: 'upcoming' } as const;

const Status = styled(Badge)<{ $status: ProjectStatus }>`
  background: ${({ theme, $status }) => theme.colors[STATUS_COLOURS[$status]]};
  color: #fff;
`;

/** Ready green, Ongoing orange, anything else Upcoming blue. */
export function StatusBadge({ status }: { status: string }) {
  const known: ProjectStatus = status === 'ready' || status === 'ongoing' ? status : 'upcoming';
  return <Status $status={known} data-status={known}>{PROJECT_STATUS_LABELS[known]}</Status>;
}

const Featured = styled(Badge)`
  background: ${({ theme }) => theme.colors.accentSoft};
  color: #92400e;
`;

export function FeaturedBadge() {
  return <Featured>★ {CATALOG_TEXTS.featured}</Featured>;
}

const Rera = styled(Badge)<{ $verified: boolean }>`
  background: ${({ theme, $verified }) => ($verified ? theme.colors.successSoft : theme.colors.page)};
  color: ${({ theme, $verified }) => ($verified ? theme.colors.success : theme.colors.muted)};
  border: 1px solid ${({ theme, $verified }) => ($verified ? '#86efac' : theme.colors.line)};
`;

/** 'RERA Verified' or 'Not Verified', with what it means on hover (the project page says it in full). */
export function ReraBadge({ verified }: { verified: boolean }) {
  return (
    <Rera $verified={verified} title={verified ? VERIFICATION.verifiedMeans : VERIFICATION.notVerifiedMeans}>
      <span aria-hidden="true">{verified ? '✓' : '•'}</span>
      {verified ? CATALOG_TEXTS.reraVerified : CATALOG_TEXTS.notVerified}
    </Rera>
  );
}
