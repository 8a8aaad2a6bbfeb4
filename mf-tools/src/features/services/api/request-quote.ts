import { apiRequest, useMutation } from '@plotwise/ui';
import type { CreatedResponse, QuotePayload } from '@plotwise/contracts';

export const requestQuote = (payload: QuotePayload) => apiRequest<CreatedResponse>('POST', '/api/quotes', payload);

export function useRequestQuote() {
  return useMutation({ mutationFn: requestQuote });
}
