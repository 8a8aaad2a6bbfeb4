import { AUTH_TEXTS, loginPayloadSchema, type LoginResponse } from '@plotwise/contracts';
import { KEEPS_PUBLIC_PAGES, PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { authenticateByEmail } from '../account-service';
import { signInThrottled } from '../present-user';

export const loginRoute = defineRoute('POST /api/auth/login', PUBLIC_ACCESS, {
  app: KEEPS_PUBLIC_PAGES,
  description:
    'Sign-in by email and password; sets the session cookie. An agent awaiting approval is signed in with `isApproved: false` and agent-only APIs refuse them.',
  payload: loginPayloadSchema,
  handler: (request, h): Promise<LoginResponse> => {
    const { email, password } = request.payload;
    return signInThrottled(request, h, `account:${email}`, () => authenticateByEmail(email, password), AUTH_TEXTS.loginFailedFallback);
  },
});
