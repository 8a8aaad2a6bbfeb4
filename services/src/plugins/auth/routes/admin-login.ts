import { AUTH_TEXTS, adminLoginPayloadSchema, type LoginResponse } from '@plotwise/contracts';
import { KEEPS_PUBLIC_PAGES, PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { authenticateAdmin } from '../account-service';
import { signInThrottled } from '../present-user';

export const adminLoginRoute = defineRoute('POST /api/auth/admin-login', PUBLIC_ACCESS, {
  app: KEEPS_PUBLIC_PAGES,
  description: 'Admin sign-in with the configured username and password; sets the session cookie.',
  payload: adminLoginPayloadSchema,
  handler: (request, h): Promise<LoginResponse> => {
    const { username, password } = request.payload;
    return signInThrottled(request, h, `admin:${username}`, () => authenticateAdmin(username, password), AUTH_TEXTS.adminLoginFailedFallback);
  },
});
