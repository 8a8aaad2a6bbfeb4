import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ADMIN_OPS_TEXTS as TEXTS, accountStatusOf, type AccountStatus, type AdminAccount } from '@plotwise/contracts';
import { Card, formatDateIN } from '@plotwise/ui';
import { Badge, type BadgeTone } from './badge';

const STATUS_TONES: Record<AccountStatus, BadgeTone> = { pending: 'warning', active: 'success', suspended: 'danger' };

const Item = styled(Card).attrs({ as: 'article' })`
  padding: 16px;
  display: grid;
  gap: 12px;
  align-content: start;
  h3 { margin: 0; font-size: 1.05rem; overflow-wrap: anywhere; }
  dl { margin: 0; display: grid; gap: 2px; font-size: .925rem; }
  dl div { display: flex; gap: 6px; min-width: 0; }
  dt { color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0; overflow-wrap: anywhere; min-width: 0; }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 8px;
  align-items: center;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  button { min-height: 40px; }
`;

/** One account as the users and agents screens show it: who, role, status, contact, since when, and the actions offered. */
export function AccountCard({ account, isSelf, children }: { account: AdminAccount; isSelf: boolean; children?: ReactNode }) {
  const status = accountStatusOf(account);
  return (
    <Item aria-label={account.name}>
      <Head>
        <h3>{account.name}</h3>
        <Badge $tone="info">{TEXTS.roleLabels[account.role]}</Badge>
        <Badge $tone={STATUS_TONES[status]}>{TEXTS.accountStatusLabels[status]}</Badge>
        {isSelf && <Badge>{TEXTS.youLabel}</Badge>}
      </Head>
      <dl>
        {account.email && (
          <div>
            <dt>{TEXTS.detailLabels.email}:</dt>
            <dd><a href={`mailto:${account.email}`}>{account.email}</a></dd>
          </div>
        )}
        {account.phone && (
          <div>
            <dt>{TEXTS.detailLabels.phone}:</dt>
            <dd><a href={`tel:${account.phone.replace(/[^\d+]/g, '')}`}>{account.phone}</a></dd>
          </div>
        )}
        {account.agencyName && (
          <div>
            <dt>{TEXTS.detailLabels.agency}:</dt>
            <dd>{account.agencyName}</dd>
          </div>
        )}
        {account.reraAgentNumber && (
          <div>
            <dt>{TEXTS.detailLabels.reraAgent}:</dt>
            <dd>{account.reraAgentNumber}</dd>
          </div>
        )}
        <div>
          <dt className="visually-hidden">{TEXTS.detailLabels.registered}:</dt>
          <dd>{TEXTS.createdOn(formatDateIN(account.createdAt))}</dd>
        </div>
      </dl>
      {children && <Actions>{children}</Actions>}
    </Item>
  );
}

/** Cards in one column on a phone, two or three beside each other on wider screens. */
export const AccountGrid = styled.div`
  display: grid;
  gap: 12px;
  grid-template-columns: 1fr;
  @media (min-width: 768px) { grid-template-columns: repeat(2, 1fr); }
  @media (min-width: 1024px) { grid-template-columns: repeat(3, 1fr); }
`;
