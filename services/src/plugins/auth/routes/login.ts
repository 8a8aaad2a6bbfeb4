import Boom from '@hapi/boom';
import { AUTH_TEXTS, loginPayloadSchema, type LoginResponse } from '@plotwise/contracts';
import { KEEPS_PUBLIC_PAGES, PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { authenticateByEmail } from '../account-service';
import { clientAddress } from '../client-address';
import { presentSessionUser } from '../present-user';
import { setSessionCookie } from '../session-cookie';
import { signSessionToken } from '../session-token';

export const loginRoute = defineRoute('POST /api/auth/login', PUBLIC_ACCESS, {
  app: KEEPS_PUBLIC_PAGES,
  description:
    'Sign-in by email and password; sets the session cookie. An agent awaiting approval is signed in with `isApproved: false` and agent-only APIs refuse them.',
  payload: loginPayloadSchema,
  handler: async (request, h) => {
    const { config, loginThrottle } = request.server.app;
    const { email, password } = request.payload;
    const address = clientAddress(request, config.trustProxy);
    const user = await loginThrottle.attempt(address, `account:${email.toLowerCase()}`, () => authenticateByEmail(email, password));
    if (!user) throw Boom.unauthorized(AUTH_TEXTS.loginFailedFallback);

    setSessionCookie(request, h, signSessionToken(user, config.jwtSecret), config.isProduction);
    const body: LoginResponse = { user: presentSessionUser(user), message: AUTH_TEXTS.loginSuccessful };
    return body;
  },
});
