import Boom from '@hapi/boom';
import { ACCOUNT_TEXTS, AUTH_TEXTS, passwordChangePayloadSchema, type MessageResponse } from '@plotwise/contracts';
import { reserveUnderLimit } from '../../../rate-limit/sliding-window-limiter';
import { requireUser } from '../../auth/current-user';
import { openSession } from '../../auth/session-cookie';
import { ACCOUNT_HOLDER_ACCESS, KEEPS_PUBLIC_PAGES, defineRoute } from '../../define-route';
import { WrongCurrentPasswordError, changePassword } from '../account-settings-service';

export const changePasswordRoute = defineRoute('POST /api/account/password', ACCOUNT_HOLDER_ACCESS, {
  app: KEEPS_PUBLIC_PAGES,
  description:
    'Changes the password given the current one (400 when it is wrong; guesses are rate limited like sign-ins). Ends every other session and re-issues this one.',
  payload: passwordChangePayloadSchema,
  handler: async (request, h) => {
    const { passwordChangeLimiter } = request.server.app;
    const user = requireUser(request);
    // A stolen session must not become a way to guess the password: counted per
    // account, from any address (only the session's holder can spend it).
    const key = `password:${user.id}`;
    // Counted before the password is compared (a burst cannot all pass the check), kept only for a wrong one.
    const guess = await reserveUnderLimit(passwordChangeLimiter, [key], AUTH_TEXTS.tooManyLoginAttempts);

    let updated;
    try {
      updated = await changePassword(user, request.payload.currentPassword, request.payload.newPassword);
    } catch (error) {
      if (!(error instanceof WrongCurrentPasswordError)) {
        await guess.release();
        throw error;
      }
      throw Boom.badRequest(ACCOUNT_TEXTS.currentPasswordWrong);
    }
    await passwordChangeLimiter.reset(key);

    openSession(request, h, updated);
    const body: MessageResponse = { message: ACCOUNT_TEXTS.passwordChanged };
    return body;
  },
});
