import { ACCOUNT_TEXTS, accountUpdatePayloadSchema, type AccountUpdateResponse } from '@plotwise/contracts';
import { requireUser } from '../../auth/current-user';
import { presentSessionUser } from '../../auth/present-user';
import { ACCOUNT_HOLDER_ACCESS, KEEPS_PUBLIC_PAGES, defineRoute } from '../../define-route';
import { updateProfile } from '../account-settings-service';

export const updateProfileRoute = defineRoute('PATCH /api/account', ACCOUNT_HOLDER_ACCESS, {
  app: KEEPS_PUBLIC_PAGES,
  description: 'Changes the signed-in user\'s or agent\'s own name and phone: `{ name?, phone? }` → `{ user, message }`.',
  payload: accountUpdatePayloadSchema,
  handler: async (request) => {
    const user = await updateProfile(requireUser(request).id, request.payload);
    const body: AccountUpdateResponse = { user: presentSessionUser(user), message: ACCOUNT_TEXTS.profileUpdated };
    return body;
  },
});
