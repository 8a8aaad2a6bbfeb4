import { apiRequest, invalidateByPrefix, useMutation, useQuery, useQueryClient } from '@plotwise/ui';
import {
  agentProjectsQueryKey,
  type AgentProjectPayload,
  type Project,
  type ProjectCreatedResponse,
} from '@plotwise/contracts';

/** `GET /api/projects/agent/{agentId}`: the agent's own submissions, newest first. */
export function useAgentProjects(agentId: number | undefined) {
  return useQuery<Project[]>({ queryKey: agentProjectsQueryKey(agentId ?? 0), enabled: agentId !== undefined });
}

export const submitProject = (payload: AgentProjectPayload) => apiRequest<ProjectCreatedResponse>('POST', '/api/projects', payload);

export function useSubmitProject(agentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitProject,
    onSuccess: () => invalidateByPrefix(client, agentProjectsQueryKey(agentId)),
  });
}

