import Boom from '@hapi/boom';
import { PASSWORD_RESET_TEXTS, resetPasswordPayloadSchema, type MessageResponse } from '@plotwise/contracts';
import { KEEPS_PUBLIC_PAGES, PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { InvalidResetTokenError, resetPasswordWithToken } from '../password-reset-service';

export const resetPasswordRoute = defineRoute('POST /api/auth/reset-password', PUBLIC_ACCESS, {
  app: KEEPS_PUBLIC_PAGES,
  description:
    "Sets a new password with an emailed reset token: {token, password} (registration's password rule). The token works once; every session of the account ends. 400 for an unknown, expired or used token.",
  payload: resetPasswordPayloadSchema,
  handler: async (request) => {
    try {
      await resetPasswordWithToken(request.payload.token, request.payload.password);
    } catch (error) {
      if (error instanceof InvalidResetTokenError) throw Boom.badRequest(PASSWORD_RESET_TEXTS.invalidLink);
      throw error;
    }
    const body: MessageResponse = { message: PASSWORD_RESET_TEXTS.passwordReset };
    return body;
  },
});
