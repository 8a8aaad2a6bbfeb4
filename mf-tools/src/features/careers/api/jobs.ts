import { apiRequest, useMutation, useQuery } from '@plotwise/ui';
import type { CreatedResponse, Job, JobApplicationPayload } from '@plotwise/contracts';

export const JOBS_QUERY_KEY = ['/api/jobs'] as const;

export function useOpenJobs() {
  return useQuery({ queryKey: JOBS_QUERY_KEY, queryFn: () => apiRequest<Job[]>('GET', '/api/jobs') });
}

export const submitApplication = (payload: JobApplicationPayload) => apiRequest<CreatedResponse>('POST', '/api/job-applications', payload);

export function useSubmitApplication() {
  return useMutation({ mutationFn: submitApplication });
}
