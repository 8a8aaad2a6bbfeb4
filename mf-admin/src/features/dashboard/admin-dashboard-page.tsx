import { Button, Card, Container, Link, media, Skeleton, useLogout, usePageMeta, useSession } from '@plotwise/ui';
import styled from 'styled-components';
import { ADMIN_OPS_TEXTS as TEXTS } from '@plotwise/contracts';
import { ADMIN_AREAS } from './admin-areas';
import { useAdminOverview } from './api/get-overview';
import { areaCount } from './area-counts';
import { TrendsSection } from './components/trends-section';

const Page = styled(Container)`
  padding-top: 32px;
  padding-bottom: 32px;
`;

const Welcome = styled(Card)`
  padding: 24px;
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  align-items: center;
  justify-content: space-between;
  background: linear-gradient(120deg, #0f766e, #115e59);
  color: #d1fae5;
  h1 { color: #fff; margin: 0; }
  p { margin: 4px 0 0; }
`;

const Stats = styled.ul`
  list-style: none;
  padding: 0;
  margin: 24px 0 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(3, 1fr);
  li a {
    display: block;
    padding: 14px 16px;
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.line};
    text-decoration: none;
    color: ${({ theme }) => theme.colors.muted};
    font-size: .85rem;
    font-weight: 600;
  }
  li a:hover { border-color: ${({ theme }) => theme.colors.brand}; }
  strong { display: block; font-size: 1.75rem; color: ${({ theme }) => theme.colors.ink}; line-height: 1.2; }
`;

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  margin: 24px 0 0;
  display: grid;
  gap: 16px;
  grid-template-columns: 1fr;
  ${media.sm} { grid-template-columns: repeat(2, 1fr); }
  ${media.lg} { grid-template-columns: repeat(4, 1fr); }
`;

const AreaCard = styled(Link)`
  display: flex;
  flex-direction: column;
  height: 100%;
  padding: 20px;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
  box-shadow: ${({ theme }) => theme.shadow.card};
  text-decoration: none;
  color: ${({ theme }) => theme.colors.text};
  h2 { font-size: 1.1rem; color: ${({ theme }) => theme.colors.brand}; }
  p { margin: 0 0 12px; }
  &:hover { border-color: ${({ theme }) => theme.colors.brand}; }
`;

const Count = styled.span<{ $urgent: boolean }>`
  margin-top: auto;
  align-self: flex-start;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: .85rem;
  font-weight: 700;
  color: ${({ $urgent }) => ($urgent ? '#92400e' : '#115e59')};
  background: ${({ $urgent }) => ($urgent ? '#fef3c7' : '#ccfbf1')};
`;

const Failure = styled.p`
  margin: 16px 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

export function AdminDashboardPage() {
  usePageMeta(TEXTS.dashboardTitle);
  const { user } = useSession();
  const overview = useAdminOverview();
  const logout = useLogout();

  const counts = overview.data;
  const stats = counts
    ? [
        { to: '/admin/pending-approvals', label: 'Pending approvals', value: counts.pendingApprovals.total },
        { to: '/admin/inquiries?status=new', label: 'New inquiries', value: counts.newInquiries },
        { to: '/admin/notifications?unread=true', label: 'Unread notifications', value: counts.unreadNotifications },
      ]
    : [];

  return (
    <Page>
      <Welcome>
        <div>
          <h1>{TEXTS.welcome(user?.name ?? 'Administrator')}</h1>
          <p>Admin Portal · {TEXTS.welcomeText}</p>
        </div>
        <Button type="button" $variant="secondary" onClick={() => logout.mutate()} disabled={logout.isPending}>
          {TEXTS.logout}
        </Button>
      </Welcome>
      {overview.isError && <Failure role="alert">{TEXTS.overviewFailed}</Failure>}
      {overview.isPending ? (
        <Stats aria-hidden="true">
          {[0, 1, 2].map((index) => (
            <li key={index}><Skeleton $height="72px" /></li>
          ))}
        </Stats>
      ) : (
        stats.length > 0 && (
          <Stats aria-label="At a glance">
            {stats.map((stat) => (
              <li key={stat.to}>
                <Link to={stat.to}>
                  <strong>{stat.value}</strong>
                  {stat.label}
                </Link>
              </li>
            ))}
          </Stats>
        )
      )}
      <Grid>
        {ADMIN_AREAS.map((area) => {
          const count = counts ? areaCount(area.to, counts) : null;
          return (
            <li key={area.to}>
              <AreaCard to={area.to}>
                <h2>{area.title}</h2>
                <p>{area.text}</p>
                {count && <Count $urgent={count.urgent}>{count.text}</Count>}
              </AreaCard>
            </li>
          );
        })}
      </Grid>
      <TrendsSection />
    </Page>
  );
}
