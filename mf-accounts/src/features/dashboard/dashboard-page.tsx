import { Card, Link, PageSkeleton } from '@plotwise/ui';
import styled from 'styled-components';
import type { SessionUser } from '@plotwise/contracts';
import { AccountPage } from '../../components/account-page';
import { useSignedInPage } from '../../lib/use-require-session';
import { MyActivity } from './components/my-activity';
import { SavedSearches } from './components/saved-searches';

const Title = styled.h1`
  margin: 0;
`;

const Profile = styled(Card)`
  padding: 24px;
  dl { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 8px 16px; margin: 0; }
  dt { color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0; font-weight: 600; }
`;

const Shortcuts = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
`;

const Shortcut = styled(Card)`
  display: block;
  padding: 20px;
  text-decoration: none;
  color: inherit;
  strong { display: block; color: ${({ theme }) => theme.colors.ink}; margin-bottom: 4px; }
  span { color: ${({ theme }) => theme.colors.muted}; }
  &:hover { border-color: ${({ theme }) => theme.colors.brand}; }
`;

interface ShortcutLink {
  to: string;
  title: string;
  description: string;
}

const EVERYONE: ShortcutLink[] = [
  { to: '/projects', title: 'Browse Projects', description: 'Explore plots and projects' },
  { to: '/wishlist', title: 'My Wishlist', description: 'Plots you have saved' },
  { to: '/settings', title: 'Settings', description: 'Your name, phone and password' },
];

/** /submit-property and /agent-properties (the latter served by the agent dashboard's My Projects tab). */
const APPROVED_AGENTS: ShortcutLink[] = [
  { to: '/submit-property', title: 'Submit Property', description: 'List a new property for approval' },
  { to: '/agent-dashboard?tab=projects', title: 'My Projects', description: 'Your submissions and their status' },
];

function shortcutsFor(user: SessionUser): ShortcutLink[] {
  return user.role === 'agent' && user.isApproved ? [...EVERYONE, ...APPROVED_AGENTS] : EVERYONE;
}

const ROLE_LABELS: Record<SessionUser['role'], string> = { user: 'User', agent: 'Agent', admin: 'Administrator' };

/** `/dashboard`: the signed-in person's home. */
export function DashboardPage() {
  // Logout is the header's, one for every page (docs/decisions.md).
  const user = useSignedInPage('My Dashboard');
  if (!user) return <PageSkeleton />;
  return (
    <AccountPage>
      <Title>Welcome, {user.name}</Title>
      <Profile aria-label="Profile">
        <h2>Profile</h2>
        <dl>
          <dt>Name</dt><dd>{user.name}</dd>
          <dt>Email</dt><dd>{user.email ?? '—'}</dd>
          <dt>Phone</dt><dd>{user.phone ?? '—'}</dd>
          <dt>Account</dt>
          <dd>{ROLE_LABELS[user.role]}{user.role === 'agent' && !user.isApproved ? ' (pending approval)' : ''}</dd>
        </dl>
      </Profile>
      <MyActivity />
      <SavedSearches />
      <nav aria-label="Dashboard">
        <Shortcuts>
          {shortcutsFor(user).map((link) => (
            <li key={link.to}>
              <Shortcut as={Link} to={link.to}>
                <strong>{link.title}</strong>
                <span>{link.description}</span>
              </Shortcut>
            </li>
          ))}
        </Shortcuts>
      </nav>
    </AccountPage>
  );
}
