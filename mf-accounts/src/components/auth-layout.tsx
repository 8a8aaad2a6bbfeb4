import styled from 'styled-components';
import { Card, Container } from '@plotwise/ui';

/** The frame of the signed-out screens (login, registration, password reset, approval pending): one panel, centred. */
export const AuthPage = styled(Container)`
  display: grid;
  place-items: center;
  padding-top: 48px;
  padding-bottom: 64px;
`;

export const AuthPanel = styled(Card)`
  width: min(460px, 100%);
  padding: 32px;
  h1 { margin: 0 0 4px; }
  form { display: grid; gap: 16px; }
`;

export const AuthLinks = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 12px;
  margin: 20px 0 0;
  a { color: ${({ theme }) => theme.colors.brand}; font-weight: 600; }
`;

/** "Forgot password?" under the password field, at its end. */
export const ForgotPasswordLink = styled.a`
  justify-self: end;
  margin-top: -8px;
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 600;
`;

/** A note under a field that leads on (an email already registered: log in or reset the password). */
export const FieldNote = styled.p`
  margin: -8px 0 0;
  font-size: .92rem;
  color: ${({ theme }) => theme.colors.ink};
  a { color: ${({ theme }) => theme.colors.brand}; font-weight: 600; }
`;
