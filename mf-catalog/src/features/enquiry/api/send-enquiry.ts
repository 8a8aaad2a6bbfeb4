import { apiRequest, useMutation } from '@plotwise/ui';
import type { InquiryPayload } from '@plotwise/contracts';

/** `POST /api/inquiries` (201): the enquiry names its project by id. */
export const sendEnquiry = (payload: InquiryPayload) => apiRequest<unknown>('POST', '/api/inquiries', payload);

export function useSendEnquiry() {
  return useMutation({ mutationFn: sendEnquiry });
}
