import { useMutation } from '@tanstack/react-query';
import type { CreatedResponse, QuotePayload } from '@plotwise/contracts';
import { apiRequest } from '@plotwise/ui';

export const requestQuote = (payload: QuotePayload) => apiRequest<CreatedResponse>('POST', '/api/quotes', payload);

export function useRequestQuote() {
  return useMutation({ mutationFn: requestQuote });
}
