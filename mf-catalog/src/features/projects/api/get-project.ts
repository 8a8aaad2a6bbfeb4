import { useQuery } from '@plotwise/ui';
import type { Project } from '@plotwise/contracts';

export const projectQueryKey = (id: number) => [`/api/projects/${id}`] as const;

/** One public project; a 404 surfaces as an ApiError with status 404. */
export function useProject(id: number | null) {
  return useQuery<Project>({ queryKey: projectQueryKey(id ?? 0), enabled: id !== null });
}
