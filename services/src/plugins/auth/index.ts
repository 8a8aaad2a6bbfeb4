import Jwt from '@hapi/jwt';
import type { Plugin } from '@hapi/hapi';
import { PASSWORD_RESET } from '@plotwise/contracts';
import { RecipientLimits } from '../../rate-limit/recipient-limits';
import { perMinutes, SlidingWindowLimiter } from '../../rate-limit/sliding-window-limiter';
import { pluginSettings, type SettingsOf } from '../../plugin-settings';
import { findUserById } from './account-service';
import { sessionScopes } from './session-scopes';
import { LoginThrottle } from './login-throttle';
import { adminLoginRoute } from './routes/admin-login';
import { forgotPasswordRoute } from './routes/forgot-password';
import { loginRoute } from './routes/login';
import { logoutRoute } from './routes/logout';
import { meRoute } from './routes/me';
import { registerRoute } from './routes/register';
import { resetPasswordRoute } from './routes/reset-password';
import { SESSION_COOKIE, SESSION_COOKIE_OPTIONS } from './session-cookie';
import { renewSessionIfDue } from './session-renewal';
import {
  SESSION_AUDIENCE,
  SESSION_CLOCK_SKEW_SECONDS,
  SESSION_ISSUER,
  SESSION_TTL_SECONDS,
  hasSessionLifetime,
  type SessionClaims,
} from './session-token';

/** The allowances of sign-in attempts and registrations per address. */
export const authSettings = pluginSettings('loginRateLimit', 'registrationRateLimit');

/**
 * Sessions: a short-lived JWT in the httpOnly `plotwise_session` cookie, renewed
 * while the person is active, and checked against the database on every request
 * so logout, suspension and a password change take effect at once.
 * Registers the `session` strategy every other plugin's routes name.
 */
export const authPlugin: Plugin<SettingsOf<typeof authSettings>> = {
  name: 'plotwise-auth',
  // The public forms' per-address allowance bounds "forgot password" requests.
  dependencies: ['plotwise-public-forms'],
  async register(server, { loginRateLimit, registrationRateLimit }) {
    await server.register(Jwt);

    server.state(SESSION_COOKIE, SESSION_COOKIE_OPTIONS);

    server.auth.strategy('session', 'jwt', {
      cookieName: SESSION_COOKIE,
      keys: { key: server.app.shared.jwtSecret, algorithms: ['HS256'] },
      verify: {
        aud: SESSION_AUDIENCE,
        iss: SESSION_ISSUER,
        sub: false,
        nbf: true,
        exp: true,
        maxAgeSec: SESSION_TTL_SECONDS,
        timeSkewSec: SESSION_CLOCK_SKEW_SECONDS,
      },
      validate: async (artifacts: { decoded: { payload: SessionClaims } }) => {
        const { sub, tv } = artifacts.decoded.payload;
        if (!hasSessionLifetime(artifacts.decoded.payload)) return { isValid: false };
        const id = Number(sub);
        const user = Number.isSafeInteger(id) ? await findUserById(id) : undefined;
        if (!user || !user.isActive || user.tokenVersion !== tv) return { isValid: false };
        return { isValid: true, credentials: { user, scope: sessionScopes(user) } };
      },
    });
    // A route that forgets to declare its access is closed, not open.
    server.auth.default({ strategy: 'session', mode: 'required' });
    server.ext('onPostAuth', (request, h) => {
      renewSessionIfDue(request, h);
      return h.continue;
    });

    server.app.loginThrottle = new LoginThrottle(loginRateLimit, server.app.rateLimitStore);
    server.app.registrationLimiter = new SlidingWindowLimiter(registrationRateLimit, server.app.rateLimitStore, 'registration');

    const { linksPerAsker, linksPerEmail, linksWindowMinutes } = PASSWORD_RESET;
    const perAsker = perMinutes(linksPerAsker, linksWindowMinutes);
    server.app.passwordResetLimits = new RecipientLimits(perAsker, perMinutes(linksPerEmail, linksWindowMinutes), server.app.rateLimitStore, 'password-reset');

    server.route([registerRoute, loginRoute, adminLoginRoute, meRoute, logoutRoute, forgotPasswordRoute, resetPasswordRoute]);
  },
};
