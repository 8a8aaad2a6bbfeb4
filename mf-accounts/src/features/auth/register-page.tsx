import { Link, usePageMeta } from '@plotwise/ui';
import { AuthLinks, AuthPage, AuthPanel } from '../../components/auth-layout';
import { RegisterForm } from './components/register-form';

/** `/register`: the standalone page with User and Agent tabs. */
export function RegisterPage() {
  usePageMeta('Create an account');
  return (
    <AuthPage>
      <AuthPanel>
        <h1>Create your account</h1>
        <p>Register as a user to save plots, or as an agent to list projects.</p>
        <RegisterForm variant="standalone" />
        <AuthLinks>
          <span>Already have an account? <Link to="/login">Login</Link></span>
          <Link to="/">Back to Home</Link>
        </AuthLinks>
      </AuthPanel>
    </AuthPage>
  );
}
