import { apiRequest, useMutation } from '@plotwise/ui';
import type { InquiryPayload } from '@plotwise/contracts';

/** `POST /api/inquiries` (201): the inquiry names its project by id. */
export const sendInquiry = (payload: InquiryPayload) => apiRequest<unknown>('POST', '/api/inquiries', payload);

export function useSendInquiry() {
  return useMutation({ mutationFn: sendInquiry });
}
