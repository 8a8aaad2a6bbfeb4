import { AUTH_TEXTS, emptyObjectSchema, type MessageResponse } from '@plotwise/contracts';
import { KEEPS_PUBLIC_PAGES, PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { endAllSessions } from '../account-service';
import { currentUser } from '../current-user';
import { clearSessionCookie } from '../session-cookie';

export const logoutRoute = defineRoute('POST /api/auth/logout', PUBLIC_ACCESS, {
  app: KEEPS_PUBLIC_PAGES,
  description: "Ends the session: the user's token version moves on and the cookie is cleared.",
  payload: emptyObjectSchema,
  handler: async (request, h) => {
    const user = currentUser(request);
    if (user) await endAllSessions(user.id);
    clearSessionCookie(request, h, request.server.app.shared.isProduction);
    const body: MessageResponse = { message: AUTH_TEXTS.loggedOut };
    return body;
  },
});
