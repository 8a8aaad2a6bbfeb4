import { ButtonLink, COMPANY, Link, usePageMeta } from '@plotwise/ui';
import styled from 'styled-components';
import { AUTH_TEXTS } from '@plotwise/contracts';
import { AuthPage, AuthPanel } from '../../components/auth-layout';

const Panel = styled(AuthPanel)`
  width: min(560px, 100%);
  text-align: center;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
  margin-top: 24px;
`;

/** `/agent-pending`: where an agent waits for an admin's approval. */
export function AgentPendingPage() {
  usePageMeta('Approval pending');
  return (
    <AuthPage>
      <Panel>
        <h1>Your agent account is pending approval</h1>
        <p>
          Thank you for registering as an agent. An administrator reviews every agent account; approval usually takes{' '}
          {AUTH_TEXTS.agentApprovalTime}. You can log in again once it is approved.
        </p>
        <p>Questions? Call our support team at {COMPANY.supportPhone}.</p>
        <Actions>
          <ButtonLink as={Link} to="/projects">Browse Projects</ButtonLink>
          <ButtonLink href={COMPANY.supportPhoneHref} $variant="secondary">Call Support</ButtonLink>
          <ButtonLink as={Link} to="/" $variant="ghost">Back to Home</ButtonLink>
        </Actions>
      </Panel>
    </AuthPage>
  );
}
