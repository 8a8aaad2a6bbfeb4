import { Link, VERIFICATION } from '@plotwise/ui';
import styled from 'styled-components';
import { CATALOG_TEXTS } from '@plotwise/contracts';

const Note = styled.div<{ $verified: boolean }>`
  margin-top: 12px;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme, $verified }) => ($verified ? '#86efac' : theme.colors.line)};
  background: ${({ theme, $verified }) => ($verified ? theme.colors.successSoft : theme.colors.page)};
  font-size: .95rem;
  p { margin: 0; }
`;

/** What the project's badge means: checked by the team, or listed by its owner or agent and not yet checked. */
export function VerificationNote({ verified }: { verified: boolean }) {
  return (
    <Note $verified={verified} role="note" data-testid="verification-note">
      <p>
        <strong>{verified ? CATALOG_TEXTS.reraVerified : CATALOG_TEXTS.notVerified}:</strong>{' '}
        {verified ? VERIFICATION.verifiedMeans : VERIFICATION.notVerifiedMeans}{' '}
        <Link to={VERIFICATION.explainedAt}>What we check</Link>
      </p>
    </Note>
  );
}
