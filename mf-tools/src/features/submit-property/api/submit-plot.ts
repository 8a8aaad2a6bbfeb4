import { apiRequest, useMutation } from '@plotwise/ui';
import type { CreatedResponse, PlotSubmissionPayload } from '@plotwise/contracts';

export const submitPlot = (payload: PlotSubmissionPayload) => apiRequest<CreatedResponse>('POST', '/api/plot-submissions', payload);

export function useSubmitPlot() {
  return useMutation({ mutationFn: submitPlot });
}
