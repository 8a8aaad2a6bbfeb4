import { type MeResponse } from '@plotwise/contracts';
import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { currentUser } from '../current-user';
import { presentSessionUser } from '../present-user';
import { SESSION_COOKIE, clearSessionCookie } from '../session-cookie';

export const meRoute = defineRoute('GET /api/auth/me', PUBLIC_ACCESS, {
  description: 'Who is signed in: `{ user }`, or `{ user: null }` for a visitor (never 401).',
  handler: (request, h) => {
    const user = currentUser(request);
    // A cookie that no longer opens a session (logged out, suspended, expired) is removed.
    if (!user && request.state[SESSION_COOKIE] !== undefined) {
      clearSessionCookie(request, h, request.server.app.shared.isProduction);
    }
    const body: MeResponse = { user: user ? presentSessionUser(user) : null };
    return h.response(body).header('cache-control', 'no-store');
  },
});
