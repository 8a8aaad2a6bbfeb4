import { apiRequest, useMutation } from '@plotwise/ui';
import type { CreatedResponse, InquiryPayload } from '@plotwise/contracts';

export const sendInquiry = (payload: InquiryPayload) => apiRequest<CreatedResponse>('POST', '/api/inquiries', payload);

export function useSendInquiry() {
  return useMutation({ mutationFn: sendInquiry });
}
