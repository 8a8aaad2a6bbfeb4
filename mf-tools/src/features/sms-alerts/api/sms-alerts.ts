import { apiRequest, useMutation, useQuery, useQueryClient, withQuery } from '@plotwise/ui';
import type { ProjectType, SmsStatusResponse, SmsSubscriptionResponse } from '@plotwise/contracts';

export const SMS_STATUS_PATH = '/api/notifications/status';
export const smsStatusKey = (phoneNumber: string) => [SMS_STATUS_PATH, phoneNumber] as const;

export const getSmsStatus = (phoneNumber: string) => apiRequest<SmsStatusResponse>('GET', withQuery(SMS_STATUS_PATH, { phoneNumber }));

/** Whether a (normalised) number receives alerts; asks only when `phoneNumber` is set. */
export function useSmsStatus(phoneNumber: string | null) {
  return useQuery({
    queryKey: smsStatusKey(phoneNumber ?? ''),
    queryFn: () => getSmsStatus(phoneNumber!),
    enabled: phoneNumber !== null,
  });
}

export interface SubscribeInput {
  phoneNumber: string;
  propertyTypes: 'all' | ProjectType[];
  website?: string;
}

export const subscribeToSmsAlerts = (input: SubscribeInput) => apiRequest<SmsSubscriptionResponse>('POST', '/api/notifications/subscribe', input);
export const unsubscribeFromSmsAlerts = (input: { phoneNumber: string; website?: string }) =>
  apiRequest<SmsSubscriptionResponse>('POST', '/api/notifications/unsubscribe', input);

/** Both calls answer the number's new state, which becomes the cached status. */
function useStatusWriter() {
  const queryClient = useQueryClient();
  return (reply: SmsSubscriptionResponse) => queryClient.setQueryData<SmsStatusResponse>(smsStatusKey(reply.phoneNumber), { subscribed: reply.subscribed });
}

export function useSubscribeToSmsAlerts() {
  const writeStatus = useStatusWriter();
  return useMutation({ mutationFn: subscribeToSmsAlerts, onSuccess: writeStatus });
}

export function useUnsubscribeFromSmsAlerts() {
  const writeStatus = useStatusWriter();
  return useMutation({ mutationFn: unsubscribeFromSmsAlerts, onSuccess: writeStatus });
}
