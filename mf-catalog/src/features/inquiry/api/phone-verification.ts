import { apiRequest, useMutation, useQuery, useQueryClient } from '@plotwise/ui';
import type { InquiryPhoneStatus, SmsCodeSentResponse } from '@plotwise/contracts';

const STATUS_PATH = '/api/inquiries/phone-status';

/** The number this browser already confirmed (its HttpOnly cookie is read by the server only). */
export const usePhoneStatus = () => useQuery<InquiryPhoneStatus>({ queryKey: [STATUS_PATH], staleTime: 0 });

export const useSendPhoneCode = () =>
  useMutation({ mutationFn: (phoneNumber: string) => apiRequest<SmsCodeSentResponse>('POST', '/api/inquiries/phone-code', { phoneNumber }) });

export function useConfirmPhoneCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { phoneNumber: string; code: string }) => apiRequest<InquiryPhoneStatus>('POST', '/api/inquiries/phone-verify', input),
    onSuccess: (status) => client.setQueryData([STATUS_PATH], status),
  });
}
