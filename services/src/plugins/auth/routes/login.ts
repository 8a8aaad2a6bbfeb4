import Boom from '@hapi/boom';
import { AUTH_TEXTS, emptyObjectSchema, loginPayloadSchema, type LoginPayload, type LoginResponse } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { authenticateByEmail } from '../account-service';
import { clientAddress } from '../client-address';
import { assertNotRateLimited } from '../login-rate-limiter';
import { presentSessionUser } from '../present-user';
import { setSessionCookie } from '../session-cookie';
import { signSessionToken } from '../session-token';

export const loginRoute = defineRoute<{ Payload: LoginPayload }>({
  method: 'POST',
  path: '/api/auth/login',
  options: {
    auth: PUBLIC_ACCESS,
    description:
      'Sign-in by email and password; sets the session cookie. An agent awaiting approval is signed in with `isApproved: false` and agent-only APIs refuse them.',
    validate: { query: zodValidator(emptyObjectSchema), payload: zodValidator(loginPayloadSchema) },
    handler: async (request, h) => {
      const { config, loginRateLimiter } = request.server.app;
      const { email, password } = request.payload;
      const accountKey = `account:${email}`;
      const limiterKeys = [`ip:${clientAddress(request, config.trustProxy)}`, accountKey];
      assertNotRateLimited(loginRateLimiter, limiterKeys);

      const user = await authenticateByEmail(email, password);
      if (!user) {
        loginRateLimiter.recordFailure(limiterKeys);
        throw Boom.unauthorized(AUTH_TEXTS.loginFailedFallback);
      }
      loginRateLimiter.reset(accountKey);

      setSessionCookie(request, h, signSessionToken(user, config.jwtSecret), config.isProduction);
      const body: LoginResponse = { user: presentSessionUser(user), message: AUTH_TEXTS.loginSuccessful };
      return body;
    },
  },
});
