import { AUTH_TEXTS, registerPayloadSchema, type RegisterResponse } from '@plotwise/contracts';
import { releasedOnFailure, reserveUnderLimit } from '../../../rate-limit/sliding-window-limiter';
import { KEEPS_PUBLIC_PAGES, PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { registerAccount } from '../account-service';
import { clientAddress } from '../client-address';
import { presentSessionUser } from '../present-user';
import { openSession } from '../session-cookie';

export const registerRoute = defineRoute('POST /api/auth/register', PUBLIC_ACCESS, {
  app: KEEPS_PUBLIC_PAGES,
  description: 'Creates a user (signed in at once) or an agent (awaiting admin approval, not signed in).',
  payload: registerPayloadSchema,
  handler: async (request, h) => {
    const { shared, loginThrottle, registrationLimiter } = request.server.app;
    const address = clientAddress(request, shared.trustProxy);
    const account = `account:${request.payload.email.toLowerCase()}`;
    // Probing which emails exist counts like a failed login: counted now, taken back when an account is created.
    const { attempt } = await loginThrottle.reserve(address, account);
    // Each account created is work for someone (an agent waits for an admin's approval): bounded per address.
    const registration = await releasedOnFailure(attempt, () => reserveUnderLimit(registrationLimiter, [address], AUTH_TEXTS.tooManyRegistrations));
    const user = await releasedOnFailure(registration, () => registerAccount(request.payload));
    await attempt.release();

    if (user.role === 'agent') {
      const body: RegisterResponse = { user: presentSessionUser(user), message: AUTH_TEXTS.registrationAgentPending };
      return h.response(body).code(201);
    }
    openSession(request, h, user);
    const body: RegisterResponse = { user: presentSessionUser(user), message: AUTH_TEXTS.registrationSuccessful };
    return h.response(body).code(201);
  },
});
