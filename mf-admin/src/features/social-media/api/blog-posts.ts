import type { BlogPost, BlogPostPayload, BlogPostSummary, Page } from '@plotwise/contracts';
import { apiRequest, keepPreviousData, useQuery } from '@plotwise/ui';
import { useAdminMutation } from '../../../lib/invalidate-admin';

export interface BlogFilters {
  search: string;
  status: string;
  page: number;
}

export const adminBlogPostsQueryKey = (filters: BlogFilters) => ['/api/admin/blog-posts', filters] as const;

/** `GET /api/admin/blog-posts?search=&status=&page=`: drafts too. */
export function useAdminBlogPosts(filters: BlogFilters) {
  return useQuery<Page<BlogPostSummary>>({ queryKey: adminBlogPostsQueryKey(filters), placeholderData: keepPreviousData });
}

/** `GET /api/admin/blog-posts/{id}`: the whole post, for the edit dialog. */
export function useAdminBlogPost(id: number | null) {
  return useQuery<BlogPost>({ queryKey: [`/api/admin/blog-posts/${id}`], enabled: id !== null });
}

/** `POST /api/admin/blog-posts`, or `PUT …/{id}` when editing; the public blog is refreshed too. */
export function useSaveBlogPost() {
  return useAdminMutation(({ id, payload }: { id: number | null; payload: BlogPostPayload }) =>
    id === null ? apiRequest<BlogPost>('POST', '/api/admin/blog-posts', payload) : apiRequest<BlogPost>('PUT', `/api/admin/blog-posts/${id}`, payload),
  );
}

/** `PATCH /api/admin/blog-posts/{id}/publish`. */
export function usePublishBlogPost() {
  return useAdminMutation(({ id, published }: { id: number; published: boolean }) => apiRequest<BlogPost>('PATCH', `/api/admin/blog-posts/${id}/publish`, { published }));
}

/** `DELETE /api/admin/blog-posts/{id}`. */
export function useDeleteBlogPost() {
  return useAdminMutation((id: number) => apiRequest<void>('DELETE', `/api/admin/blog-posts/${id}`));
}

