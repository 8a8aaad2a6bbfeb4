import { useMutation, useQuery } from '@tanstack/react-query';
import type { CreatedResponse, Job, JobApplicationPayload } from '@plotwise/contracts';
import { apiRequest } from '@plotwise/ui';

export const JOBS_QUERY_KEY = ['/api/jobs'] as const;

export function useOpenJobs() {
  return useQuery({ queryKey: JOBS_QUERY_KEY, queryFn: () => apiRequest<Job[]>('GET', '/api/jobs') });
}

export const submitApplication = (payload: JobApplicationPayload) => apiRequest<CreatedResponse>('POST', '/api/job-applications', payload);

export function useSubmitApplication() {
  return useMutation({ mutationFn: submitApplication });
}
