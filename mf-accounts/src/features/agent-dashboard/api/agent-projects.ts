import { apiRequest, invalidateByPrefix, useMutation, useQuery, useQueryClient } from '@plotwise/ui';
import {
  type AgentProject,
  type AgentProjectPayload,
  type AgentProjectSavedResponse,
  type ProjectCreatedResponse,
} from '@plotwise/contracts';

export const agentProjectsQueryKey = (agentId: number) => [`/api/projects/agent/${agentId}`] as const;

/** `GET /api/projects/agent/{agentId}`: the agent's own submissions, newest first, with changes waiting. */
export function useAgentProjects(agentId: number | undefined) {
  return useQuery<AgentProject[]>({ queryKey: agentProjectsQueryKey(agentId ?? 0), enabled: agentId !== undefined });
}

export const submitProject = (payload: AgentProjectPayload) => apiRequest<ProjectCreatedResponse>('POST', '/api/projects', payload);

export function useSubmitProject(agentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitProject,
    onSuccess: () => invalidateByPrefix(client, agentProjectsQueryKey(agentId)),
  });
}


export const editProject = (id: number, payload: AgentProjectPayload) =>
  apiRequest<AgentProjectSavedResponse>('PUT', `/api/agent/projects/${id}`, payload);

export const withdrawProject = (id: number) => apiRequest<AgentProjectSavedResponse>('POST', `/api/agent/projects/${id}/withdraw`);

/** Edits one of the agent's projects (resubmits it, or sends changes to a live listing for review). */
export function useEditProject(agentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number; payload: AgentProjectPayload }) => editProject(id, payload),
    onSuccess: () => invalidateByPrefix(client, agentProjectsQueryKey(agentId)),
  });
}

export function useWithdrawProject(agentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: withdrawProject,
    onSuccess: () => invalidateByPrefix(client, agentProjectsQueryKey(agentId)),
  });
}
