import Boom from '@hapi/boom';
import { AUTH_TEXTS, adminLoginPayloadSchema, type LoginResponse } from '@plotwise/contracts';
import { KEEPS_PUBLIC_PAGES, PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { authenticateAdmin } from '../account-service';
import { clientAddress } from '../client-address';
import { signedIn } from '../present-user';

export const adminLoginRoute = defineRoute('POST /api/auth/admin-login', PUBLIC_ACCESS, {
  app: KEEPS_PUBLIC_PAGES,
  description: 'Admin sign-in with the configured username and password; sets the session cookie.',
  payload: adminLoginPayloadSchema,
  handler: async (request, h): Promise<LoginResponse> => {
    const { shared, loginThrottle } = request.server.app;
    const { username, password } = request.payload;
    const address = clientAddress(request, shared.trustProxy);
    const admin = await loginThrottle.attempt(address, `admin:${username.toLowerCase()}`, () => authenticateAdmin(username, password));
    if (!admin) throw Boom.unauthorized(AUTH_TEXTS.adminLoginFailedFallback);

    return signedIn(request, h, admin);
  },
});
