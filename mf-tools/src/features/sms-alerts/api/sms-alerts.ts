import { apiRequest, useMutation, useQuery, useQueryClient, withQuery } from '@plotwise/ui';
import type { ProjectType, SmsCodeSentResponse, SmsStatusResponse, SmsSubscriptionResponse, SmsVerifiedResponse } from '@plotwise/contracts';
import { forgetSubscriptionToken, keepSubscriptionToken } from './subscription-tokens';

export const SMS_STATUS_PATH = '/api/notifications/status';
export const smsStatusKey = (phoneNumber: string) => [SMS_STATUS_PATH, phoneNumber] as const;

export const getSmsStatus = (phoneNumber: string, token: string) => apiRequest<SmsStatusResponse>('GET', withQuery(SMS_STATUS_PATH, { phoneNumber, token }));

/**
 * Whether a (normalised) number receives alerts. Only the holder of its token
 * can tell, so without one nothing is asked: the answer would be "no".
 */
export function useSmsStatus(phoneNumber: string | null, token: string | null) {
  return useQuery({
    queryKey: smsStatusKey(phoneNumber ?? ''),
    queryFn: () => getSmsStatus(phoneNumber!, token!),
    enabled: phoneNumber !== null && token !== null,
  });
}

export interface SubscribeInput {
  phoneNumber: string;
  propertyTypes: 'all' | ProjectType[];
  website?: string;
}

/** Texts a code to the number; nothing is subscribed until it is confirmed. */
export const subscribeToSmsAlerts = (input: SubscribeInput) => apiRequest<SmsCodeSentResponse>('POST', '/api/notifications/subscribe', input);
export const confirmSmsNumber = (input: { phoneNumber: string; code: string }) => apiRequest<SmsVerifiedResponse>('POST', '/api/notifications/verify', input);
export const unsubscribeFromSmsAlerts = (input: { phoneNumber: string; token: string; website?: string }) =>
  apiRequest<SmsSubscriptionResponse>('POST', '/api/notifications/unsubscribe', input);

export function useSubscribeToSmsAlerts() {
  return useMutation({ mutationFn: subscribeToSmsAlerts });
}

/** The confirmed number's token is kept in this browser, and its status becomes subscribed. */
export function useConfirmSmsNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmSmsNumber,
    onSuccess: (reply) => {
      keepSubscriptionToken(reply.phoneNumber, reply.token);
      queryClient.setQueryData<SmsStatusResponse>(smsStatusKey(reply.phoneNumber), { subscribed: true });
    },
  });
}

export function useUnsubscribeFromSmsAlerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsubscribeFromSmsAlerts,
    onSuccess: (reply) => {
      forgetSubscriptionToken(reply.phoneNumber);
      queryClient.setQueryData<SmsStatusResponse>(smsStatusKey(reply.phoneNumber), { subscribed: false });
    },
  });
}
