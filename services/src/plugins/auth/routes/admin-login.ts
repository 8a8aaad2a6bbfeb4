import Boom from '@hapi/boom';
import { AUTH_TEXTS, adminLoginPayloadSchema, emptyObjectSchema, type AdminLoginPayload, type LoginResponse } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { authenticateAdmin } from '../account-service';
import { clientAddress } from '../client-address';
import { assertNotRateLimited } from '../login-rate-limiter';
import { presentSessionUser } from '../present-user';
import { setSessionCookie } from '../session-cookie';
import { signSessionToken } from '../session-token';

export const adminLoginRoute = defineRoute<{ Payload: AdminLoginPayload }>({
  method: 'POST',
  path: '/api/auth/admin-login',
  options: {
    auth: PUBLIC_ACCESS,
    description: 'Admin sign-in with the configured username and password; sets the session cookie.',
    validate: { query: zodValidator(emptyObjectSchema), payload: zodValidator(adminLoginPayloadSchema) },
    handler: async (request, h) => {
      const { config, loginRateLimiter } = request.server.app;
      const { username, password } = request.payload;
      const limiterKeys = [`ip:${clientAddress(request, config.trustProxy)}`, `admin:${username.toLowerCase()}`];

      assertNotRateLimited(loginRateLimiter, limiterKeys);

      const admin = await authenticateAdmin(username, password);
      if (!admin) {
        loginRateLimiter.recordFailure(limiterKeys);
        throw Boom.unauthorized(AUTH_TEXTS.adminLoginFailedFallback);
      }
      loginRateLimiter.reset(`admin:${username.toLowerCase()}`);

      setSessionCookie(request, h, signSessionToken(admin, config.jwtSecret), config.isProduction);
      const body: LoginResponse = { user: presentSessionUser(admin), message: AUTH_TEXTS.loginSuccessful };
      return body;
    },
  },
});
