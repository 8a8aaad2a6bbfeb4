import { useMutation } from '@tanstack/react-query';
import type { CreatedResponse, InquiryPayload } from '@plotwise/contracts';
import { apiRequest } from '@plotwise/ui';

export const sendInquiry = (payload: InquiryPayload) => apiRequest<CreatedResponse>('POST', '/api/inquiries', payload);

export function useSendInquiry() {
  return useMutation({ mutationFn: sendInquiry });
}
