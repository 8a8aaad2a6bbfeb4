import Boom from '@hapi/boom';
import {
  ACCOUNT_TEXTS,
  emptyObjectSchema,
  passwordChangePayloadSchema,
  type MessageResponse,
  type PasswordChangePayload,
} from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { clientAddress } from '../../auth/client-address';
import { requireUser } from '../../auth/current-user';
import { assertNotRateLimited } from '../../auth/login-rate-limiter';
import { setSessionCookie } from '../../auth/session-cookie';
import { signSessionToken } from '../../auth/session-token';
import { ACCOUNT_HOLDER_ACCESS, defineRoute } from '../../define-route';
import { WrongCurrentPasswordError, changePassword } from '../account-settings-service';

export const changePasswordRoute = defineRoute<{ Payload: PasswordChangePayload }>({
  method: 'POST',
  path: '/api/account/password',
  options: {
    auth: ACCOUNT_HOLDER_ACCESS,
    description:
      'Changes the password given the current one (400 when it is wrong; guesses are rate limited like sign-ins). Ends every other session and re-issues this one.',
    validate: { query: zodValidator(emptyObjectSchema), payload: zodValidator(passwordChangePayloadSchema) },
    handler: async (request, h) => {
      const { config, loginRateLimiter } = request.server.app;
      const user = requireUser(request);
      // A stolen session must not become a way to guess the password.
      const limiterKeys = [`ip:${clientAddress(request, config.trustProxy)}`, `password:${user.id}`];
      assertNotRateLimited(loginRateLimiter, limiterKeys);

      let updated;
      try {
        updated = await changePassword(user, request.payload.currentPassword, request.payload.newPassword);
      } catch (error) {
        if (!(error instanceof WrongCurrentPasswordError)) throw error;
        loginRateLimiter.recordFailure(limiterKeys);
        throw Boom.badRequest(ACCOUNT_TEXTS.currentPasswordWrong);
      }
      loginRateLimiter.reset(`password:${user.id}`);

      setSessionCookie(request, h, signSessionToken(updated, config.jwtSecret), config.isProduction);
      const body: MessageResponse = { message: ACCOUNT_TEXTS.passwordChanged };
      return body;
    },
  },
});
