import { AUTH_TEXTS, emptyObjectSchema, registerPayloadSchema, type RegisterPayload, type RegisterResponse } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { registerAccount } from '../account-service';
import { clientAddress } from '../client-address';
import { assertNotRateLimited } from '../login-rate-limiter';
import { presentSessionUser } from '../present-user';
import { setSessionCookie } from '../session-cookie';
import { signSessionToken } from '../session-token';

export const registerRoute = defineRoute<{ Payload: RegisterPayload }>({
  method: 'POST',
  path: '/api/auth/register',
  options: {
    auth: PUBLIC_ACCESS,
    description: 'Creates a user (signed in at once) or an agent (awaiting admin approval, not signed in).',
    validate: { query: zodValidator(emptyObjectSchema), payload: zodValidator(registerPayloadSchema) },
    handler: async (request, h) => {
      const { config, loginRateLimiter } = request.server.app;
      const limiterKeys = [`ip:${clientAddress(request, config.trustProxy)}`, `account:${request.payload.email}`];
      assertNotRateLimited(loginRateLimiter, limiterKeys);

      let user;
      try {
        user = await registerAccount(request.payload);
      } catch (error) {
        // Probing which emails exist counts like a failed login.
        loginRateLimiter.recordFailure(limiterKeys);
        throw error;
      }

      if (user.role === 'agent') {
        const body: RegisterResponse = { user: presentSessionUser(user), message: AUTH_TEXTS.registrationAgentPending };
        return h.response(body).code(201);
      }
      setSessionCookie(request, h, signSessionToken(user, config.jwtSecret), config.isProduction);
      const body: RegisterResponse = { user: presentSessionUser(user), message: AUTH_TEXTS.registrationSuccessful };
      return h.response(body).code(201);
    },
  },
});
