import { keepPreviousData, useQuery } from '@plotwise/ui';
import type { ProjectListQueryInput, ProjectListResponse } from '@plotwise/contracts';

/** `GET /api/projects` with its filters as query parameters (the key's first element is the path). */
export const projectsQueryKey = (query: ProjectListQueryInput) => ['/api/projects', query] as const;

/** A page of projects; the previous page stays on screen while the next one loads. */
export function useProjects(query: ProjectListQueryInput) {
  return useQuery<ProjectListResponse>({ queryKey: projectsQueryKey(query), placeholderData: keepPreviousData });
}
