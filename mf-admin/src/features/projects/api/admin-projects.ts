import {
  type AdminProject,
  type AdminProjectListQueryInput,
  type AdminProjectListResponse,
  type AdminProjectPayload,
  type AdminProjectSavedResponse,
  type AdminProjectUpdatePayload,
  type BulkResult,
  type MessageResponse,
  type ProjectBulkPayload,
  type ProjectImagesPayload,
  type ProjectImagesResponse,
} from '@plotwise/contracts';
import { apiRequest, invalidateByPrefix, keepPreviousData, useInvalidateByPrefix, useQuery, type QueryClient } from '@plotwise/ui';

export const adminProjectsQueryKey = (query: AdminProjectListQueryInput) => ['/api/admin/projects', query] as const;

/** `GET /api/admin/projects`: one page of the hub's list; the previous page stays while the next loads. */
export function useAdminProjects(query: AdminProjectListQueryInput) {
  return useQuery<AdminProjectListResponse>({ queryKey: adminProjectsQueryKey(query), placeholderData: keepPreviousData });
}

/** `GET /api/admin/projects/{id}`: the whole project with its version, whatever its approval status. */
export const fetchAdminProject = (id: number) => apiRequest<AdminProject>('GET', `/api/admin/projects/${id}`);

export const createProject = (payload: AdminProjectPayload) => apiRequest<AdminProjectSavedResponse>('POST', '/api/projects', payload);

export const updateProject = (id: number, payload: AdminProjectUpdatePayload) =>
  apiRequest<AdminProjectSavedResponse>('PUT', `/api/projects/${id}`, payload);

export const deleteProject = (id: number) => apiRequest<MessageResponse>('DELETE', `/api/projects/${id}`);

export const saveProjectImages = (id: number, payload: ProjectImagesPayload) =>
  apiRequest<ProjectImagesResponse>('POST', `/api/projects/${id}/images`, payload);

/** Reads a project change shows in: the hub's list and projects, media, and the public catalogue's lists. */
const AFFECTED_PREFIXES = ['/api/admin/projects', '/api/admin/media', '/api/projects', '/api/properties', '/api/cities'];

export function invalidateProjectReads(client: QueryClient): Promise<void> {
  return invalidateByPrefix(client, AFFECTED_PREFIXES);
}

export function useInvalidateProjectReads(): () => Promise<void> {
  return useInvalidateByPrefix(AFFECTED_PREFIXES);
}

/** `POST /api/admin/projects/bulk`: approve, reject or delete the selected projects in one call, answered per id. */
export const bulkChangeProjects = (payload: ProjectBulkPayload) => apiRequest<BulkResult>('POST', '/api/admin/projects/bulk', payload);
