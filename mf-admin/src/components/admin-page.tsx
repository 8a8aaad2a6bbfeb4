import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ADMIN_PAGE_TEXTS } from '@plotwise/contracts';
import { Container, Link, formatDateIN, media, usePageMeta } from '@plotwise/ui';

const Page = styled(Container)`
  padding-top: 24px;
  padding-bottom: 48px;
  display: grid;
  gap: 24px;
  /* Grid items may shrink below their content (a tab list scrolls instead of widening the page). */
  > * { min-width: 0; }
`;

const Header = styled.header`
  display: grid;
  gap: 16px;
  ${media.md} {
    grid-template-columns: 1fr auto;
    align-items: end;
  }
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.brandDark};
  text-decoration: none;
  &:hover { text-decoration: underline; }
`;

const Label = styled.p`
  margin: 0;
  justify-self: start;
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brandDark};
  font-size: .8rem;
  font-weight: 700;
  letter-spacing: .04em;
  text-transform: uppercase;
`;

const Titles = styled.div`
  display: grid;
  gap: 6px;
  h1 { margin: 0; font-size: clamp(1.5rem, 4vw, 2rem); color: ${({ theme }) => theme.colors.ink}; }
  p.subtitle { margin: 0; color: ${({ theme }) => theme.colors.muted}; }
  p.updated { margin: 0; color: ${({ theme }) => theme.colors.muted}; font-size: .9rem; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  > * { flex: 1 1 auto; }
  ${media.sm} { > * { flex: 0 0 auto; } }
`;

export interface AdminPageProps {
  title: string;
  subtitle?: string;
  /** Shown as 'Last updated: 5 March 2025' when given. */
  lastUpdated?: string | Date | null;
  /** Buttons beside the title (Create Project, Bulk Upload, ...). */
  actions?: ReactNode;
  /** Where the back link leads (the dashboard; /admin and /admin/dashboard show the same). */
  backTo?: string;
  children: ReactNode;
}

/**
 * The frame of every admin page: the Back to Dashboard link, the 'Admin Portal'
 * label, title, subtitle, an optional last-updated date and the page's actions.
 */
export function AdminPage({ title, subtitle, lastUpdated, actions, backTo = '/admin/dashboard', children }: AdminPageProps) {
  usePageMeta(title);
  const updated = lastUpdated ? formatDateIN(lastUpdated) : '';
  return (
    <Page>
      <div>
        <Back to={backTo}>
          <span aria-hidden="true">←</span> {ADMIN_PAGE_TEXTS.backToDashboard}
        </Back>
      </div>
      <Header>
        <Titles>
          <Label>{ADMIN_PAGE_TEXTS.portalLabel}</Label>
          <h1>{title}</h1>
          {subtitle && <p className="subtitle">{subtitle}</p>}
          {updated && <p className="updated">{ADMIN_PAGE_TEXTS.lastUpdated(updated)}</p>}
        </Titles>
        {actions && <Actions>{actions}</Actions>}
      </Header>
      {children}
    </Page>
  );
}
