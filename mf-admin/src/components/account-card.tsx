import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ADMIN_OPS_TEXTS as TEXTS, accountStatusOf, type AccountStatus, type AdminAccount } from '@plotwise/contracts';
import { Badge, type BadgeTone, Card, formatDateIN } from '@plotwise/ui';
import { CardActions, CardHead, Contact, Fact, factRows } from './card-parts';

const STATUS_TONES: Record<AccountStatus, BadgeTone> = { pending: 'warning', active: 'success', suspended: 'danger' };

const Item = styled(Card).attrs({ as: 'article' })`
  padding: 16px;
  display: grid;
  gap: 12px;
  align-content: start;
  h3 { margin: 0; font-size: 1.05rem; overflow-wrap: anywhere; }
  dl { margin: 0; display: grid; gap: 2px; font-size: .925rem; ${factRows} }
`;

/** One account as the users and agents screens show it: who, role, status, contact, since when, and the actions offered. */
export function AccountCard({ account, isSelf, children }: { account: AdminAccount; isSelf: boolean; children?: ReactNode }) {
  const status = accountStatusOf(account);
  return (
    <Item aria-label={account.name}>
      <CardHead>
        <h3>{account.name}</h3>
        <Badge $tone="info">{TEXTS.roleLabels[account.role]}</Badge>
        <Badge $tone={STATUS_TONES[status]}>{TEXTS.accountStatusLabels[status]}</Badge>
        {isSelf && <Badge>{TEXTS.youLabel}</Badge>}
      </CardHead>
      <dl>
        <Contact email={account.email} phone={account.phone} />
        {account.agencyName && <Fact label={TEXTS.detailLabels.agency}>{account.agencyName}</Fact>}
        {account.reraAgentNumber && <Fact label={TEXTS.detailLabels.reraAgent}>{account.reraAgentNumber}</Fact>}
        <div>
          <dt className="visually-hidden">{TEXTS.detailLabels.registered}:</dt>
          <dd>{TEXTS.createdOn(formatDateIN(account.createdAt))}</dd>
        </div>
      </dl>
      {children && <CardActions>{children}</CardActions>}
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
