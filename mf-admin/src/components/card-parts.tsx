import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { ADMIN_OPS_TEXTS as TEXTS } from '@plotwise/contracts';

/** A column of cards (notifications, blog posts, social links). */
export const CardList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
`;

/** A card's first line: its badges (or its name and badges), and the time at the end. */
export const CardHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 8px;
  align-items: center;
  time { margin-left: auto; color: ${({ theme }) => theme.colors.muted}; font-size: .9rem; }
`;

/** A card's row of buttons and links. */
export const CardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  button { min-height: 40px; }
`;

/** The rows of a card's `dl`: each label and its value on one line, a long value wrapping. */
export const factRows = css`
  div { display: flex; gap: 6px; min-width: 0; }
  dt { color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0; overflow-wrap: anywhere; min-width: 0; }
`;

/** One label and value of a card's `dl`. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}:</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The email and phone a card shows, each as a link, each only when there is one. */
export function Contact({ email, phone }: { email: string | null; phone: string | null }) {
  return (
    <>
      {email && <Fact label={TEXTS.detailLabels.email}><a href={`mailto:${email}`}>{email}</a></Fact>}
      {phone && <Fact label={TEXTS.detailLabels.phone}><a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a></Fact>}
    </>
  );
}
