import Boom from '@hapi/boom';
import { AUTH_TEXTS, loginPayloadSchema, type LoginResponse } from '@plotwise/contracts';
import { KEEPS_PUBLIC_PAGES, PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { authenticateByEmail } from '../account-service';
import { clientAddress } from '../client-address';
import { signedIn } from '../present-user';

export const loginRoute = defineRoute('POST /api/auth/login', PUBLIC_ACCESS, {
  app: KEEPS_PUBLIC_PAGES,
  description:
    'Sign-in by email and password; sets the session cookie. An agent awaiting approval is signed in with `isApproved: false` and agent-only APIs refuse them.',
  payload: loginPayloadSchema,
  handler: async (request, h): Promise<LoginResponse> => {
    const { shared, loginThrottle } = request.server.app;
    const { email, password } = request.payload;
    const address = clientAddress(request, shared.trustProxy);
    const user = await loginThrottle.attempt(address, `account:${email.toLowerCase()}`, () => authenticateByEmail(email, password));
    if (!user) throw Boom.unauthorized(AUTH_TEXTS.loginFailedFallback);

    return signedIn(request, h, user);
  },
});
