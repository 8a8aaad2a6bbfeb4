import { useQuery } from '@plotwise/ui';
import type { ProjectSummary } from '@plotwise/contracts';

export const FEATURED_PROJECTS_QUERY_KEY = ['/api/projects/featured'] as const;
export const NEWLY_LAUNCHED_PROJECTS_QUERY_KEY = ['/api/projects/newly-launched'] as const;

export function useFeaturedProjects() {
  return useQuery<ProjectSummary[]>({ queryKey: FEATURED_PROJECTS_QUERY_KEY });
}

export function useNewlyLaunchedProjects() {
  return useQuery<ProjectSummary[]>({ queryKey: NEWLY_LAUNCHED_PROJECTS_QUERY_KEY });
}
