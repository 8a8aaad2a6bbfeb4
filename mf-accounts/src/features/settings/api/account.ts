import { apiRequest, SESSION_QUERY_KEY, useMutation, useQueryClient } from '@plotwise/ui';
import type { AccountUpdatePayload, AccountUpdateResponse, MeResponse, MessageResponse, PasswordChangePayload } from '@plotwise/contracts';

export const updateProfile = (payload: AccountUpdatePayload) => apiRequest<AccountUpdateResponse>('PATCH', '/api/account', payload);

/** Saves name and phone; the session everyone reads (the header's name too) takes the answer at once. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => client.setQueryData<MeResponse>(SESSION_QUERY_KEY, { user }),
  });
}

export const changePassword = (payload: PasswordChangePayload) => apiRequest<MessageResponse>('POST', '/api/account/password', payload);

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
