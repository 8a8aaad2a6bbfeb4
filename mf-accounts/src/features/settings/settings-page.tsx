import { Card, Link, PageSkeleton } from '@plotwise/ui';
import styled from 'styled-components';
import { ACCOUNT_TEXTS } from '@plotwise/contracts';
import { AccountPage } from '../../components/account-page';
import { homeOf } from '../../lib/destination-after-login';
import { useSignedInPage } from '../../lib/use-require-session';
import { PasswordForm } from './components/password-form';
import { ProfileForm } from './components/profile-form';

const Page = styled(AccountPage)`
  max-width: 760px;
  h1 { margin: 0; }
  > header a { color: ${({ theme }) => theme.colors.brand}; font-weight: 600; }
`;

const Section = styled(Card)`
  padding: 24px;
  h2 { margin: 0 0 16px; font-size: 1.25rem; }
  form { display: grid; gap: 16px; }
  form > button { justify-self: start; }
  .email { margin: 0; color: ${({ theme }) => theme.colors.muted}; }
  .email strong { color: ${({ theme }) => theme.colors.ink}; }
`;

/** `/settings`: the signed-in person's name, phone and password. */
export function SettingsPage() {
  const user = useSignedInPage('Settings');
  if (!user) return <PageSkeleton />;

  return (
    <Page>
      <header>
        <Link to={homeOf(user)}>← Back to Dashboard</Link>
        <h1>Settings</h1>
      </header>
      {user.role === 'admin' ? (
        <Section>
          <p>{ACCOUNT_TEXTS.adminAccountManaged}.</p>
        </Section>
      ) : (
        <>
          <Section as="section" aria-labelledby="settings-profile">
            <h2 id="settings-profile">{ACCOUNT_TEXTS.profileHeading}</h2>
            <ProfileForm user={user} />
          </Section>
          <Section as="section" aria-labelledby="settings-password">
            <h2 id="settings-password">{ACCOUNT_TEXTS.passwordHeading}</h2>
            <PasswordForm />
          </Section>
        </>
      )}
    </Page>
  );
}
