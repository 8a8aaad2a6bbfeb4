import { apiRequest, Button, Card, Container, Link, media, useMutation, useNavigate, usePageMeta, useRefreshSession, useSession, useToast } from '@plotwise/ui';
import styled from 'styled-components';
import { AUTH_TEXTS } from '@plotwise/contracts';
import { ADMIN_AREAS } from './admin-areas';

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
  display: block;
  height: 100%;
  padding: 20px;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
  box-shadow: ${({ theme }) => theme.shadow.card};
  text-decoration: none;
  color: ${({ theme }) => theme.colors.text};
  h2 { font-size: 1.1rem; color: ${({ theme }) => theme.colors.brand}; }
  &:hover { border-color: ${({ theme }) => theme.colors.brand}; }
`;

export function AdminDashboardPage() {
  usePageMeta('Admin Dashboard');
  const { user } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  const logout = useMutation({
    mutationFn: () => apiRequest('POST', '/api/auth/logout'),
    onSuccess: async () => {
      toast({ title: AUTH_TEXTS.loggedOut });
      navigate('/');
      await refreshSession();
    },
  });

  return (
    <Page>
      <Welcome>
        <div>
          <h1>Welcome, {user?.name ?? 'Administrator'}</h1>
          <p>Admin Portal · run the catalogue, the people and the leads.</p>
        </div>
        <Button type="button" $variant="secondary" onClick={() => logout.mutate()} disabled={logout.isPending}>
          Logout
        </Button>
      </Welcome>
      <Grid>
        {ADMIN_AREAS.map((area) => (
          <li key={area.to}>
            <AreaCard to={area.to}>
              <h2>{area.title}</h2>
              <p>{area.text}</p>
            </AreaCard>
          </li>
        ))}
      </Grid>
    </Page>
  );
}
