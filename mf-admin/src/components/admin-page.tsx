import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ADMIN_PAGE_TEXTS } from '@plotwise/contracts';
import { Container, formatDateIN, Link, media, usePageMeta } from '@plotwise/ui';

const Page = styled(Container)`
  padding-top: 24px;
  padding-bottom: 48px;
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  font-weight: 600;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.brand};
  &:hover { text-decoration: underline; }
`;

const Head = styled.header`
  display: flex;
  flex-direction: column;
  gap: 16px;
  margin: 8px 0 24px;
  ${media.md} {
    flex-direction: row;
    align-items: flex-end;
    justify-content: space-between;
  }
  h1 { margin: 4px 0 0; font-size: 1.75rem; }
  p { margin: 4px 0 0; color: ${({ theme }) => theme.colors.muted}; }
`;

const PortalLabel = styled.span`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brandDark};
  font-size: .8rem;
  font-weight: 700;
  letter-spacing: .02em;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

interface AdminPageProps {
  title: string;
  subtitle?: string;
  /** Shown as 'Last updated: 5 March 2025' under the subtitle. */
  lastUpdated?: string | Date | null;
  /** Buttons beside the title (Create, Add, Mark all read …). */
  actions?: ReactNode;
  /** Where the back link leads: the dashboard (Media links to /admin, which shows the same dashboard). */
  backTo?: string;
  children: ReactNode;
}

/**
 * The frame of every admin screen but the dashboard: the Back to Dashboard
 * link, the Admin Portal label, the title and subtitle, an optional
 * last-updated date and the page's header buttons.
 */
export function AdminPage({ title, subtitle, lastUpdated, actions, backTo = '/admin/dashboard', children }: AdminPageProps) {
  usePageMeta(title);
  const updated = lastUpdated ? formatDateIN(lastUpdated) : '';
  return (
    <Page>
      <Back to={backTo}>
        <span aria-hidden="true">←</span> {ADMIN_PAGE_TEXTS.backToDashboard}
      </Back>
      <Head>
        <div>
          <PortalLabel>{ADMIN_PAGE_TEXTS.portalLabel}</PortalLabel>
          <h1>{title}</h1>
          {subtitle && <p>{subtitle}</p>}
          {updated && <p>{ADMIN_PAGE_TEXTS.lastUpdated(updated)}</p>}
        </div>
        {actions && <Actions>{actions}</Actions>}
      </Head>
      {children}
    </Page>
  );
}
