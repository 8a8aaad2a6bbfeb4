import { useMutation } from '@tanstack/react-query';
import type { CreatedResponse, PlotSubmissionPayload } from '@plotwise/contracts';
import { apiRequest } from '@plotwise/ui';

export const submitPlot = (payload: PlotSubmissionPayload) => apiRequest<CreatedResponse>('POST', '/api/plot-submissions', payload);

export function useSubmitPlot() {
  return useMutation({ mutationFn: submitPlot });
}
