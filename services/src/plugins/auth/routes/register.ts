import { AUTH_TEXTS, registerPayloadSchema, type RegisterResponse } from '@plotwise/contracts';
import { assertUnderLimit } from '../../../rate-limit/sliding-window-limiter';
import { KEEPS_PUBLIC_PAGES, PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { registerAccount } from '../account-service';
import { clientAddress } from '../client-address';
import { presentSessionUser } from '../present-user';
import { setSessionCookie } from '../session-cookie';
import { signSessionToken } from '../session-token';

export const registerRoute = defineRoute('POST /api/auth/register', PUBLIC_ACCESS, {
  app: KEEPS_PUBLIC_PAGES,
  description: 'Creates a user (signed in at once) or an agent (awaiting admin approval, not signed in).',
  payload: registerPayloadSchema,
  handler: async (request, h) => {
    const { config, loginThrottle, registrationLimiter } = request.server.app;
    const address = clientAddress(request, config.trustProxy);
    const account = `account:${request.payload.email.toLowerCase()}`;
    await loginThrottle.assertAllowed(address, account);
    // Each account created is work for someone (an agent waits for an admin's approval): bounded per address.
    await assertUnderLimit(registrationLimiter, [address], AUTH_TEXTS.tooManyRegistrations);

    let user;
    try {
      user = await registerAccount(request.payload);
    } catch (error) {
      // Probing which emails exist counts like a failed login.
      await loginThrottle.recordFailure(address, account);
      throw error;
    }
    await registrationLimiter.record([address]);

    if (user.role === 'agent') {
      const body: RegisterResponse = { user: presentSessionUser(user), message: AUTH_TEXTS.registrationAgentPending };
      return h.response(body).code(201);
    }
    setSessionCookie(request, h, signSessionToken(user, config.jwtSecret), config.isProduction);
    const body: RegisterResponse = { user: presentSessionUser(user), message: AUTH_TEXTS.registrationSuccessful };
    return h.response(body).code(201);
  },
});
