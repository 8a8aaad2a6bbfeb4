import { AUTH_TEXTS, emptyObjectSchema, type MessageResponse } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { endAllSessions } from '../account-service';
import { currentUser } from '../current-user';
import { clearSessionCookie } from '../session-cookie';

export const logoutRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/logout',
  options: {
    auth: PUBLIC_ACCESS,
    validate: { query: zodValidator(emptyObjectSchema), payload: zodValidator(emptyObjectSchema) },
    description: "Ends the session: the user's token version moves on and the cookie is cleared.",
    handler: async (request, h) => {
      const user = currentUser(request);
      if (user) await endAllSessions(user.id);
      clearSessionCookie(request, h, request.server.app.config.isProduction);
      const body: MessageResponse = { message: AUTH_TEXTS.loggedOut };
      return body;
    },
  },
});
