import { useMutation } from '@tanstack/react-query';
import type { InquiryPayload } from '@plotwise/contracts';
import { apiRequest } from '@plotwise/ui';

/** `POST /api/inquiries` (201): the enquiry names its project by id. */
export const sendEnquiry = (payload: InquiryPayload) => apiRequest<unknown>('POST', '/api/inquiries', payload);

export function useSendEnquiry() {
  return useMutation({ mutationFn: sendEnquiry });
}
