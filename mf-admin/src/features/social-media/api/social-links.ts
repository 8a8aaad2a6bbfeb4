import type { SocialLink, SocialLinkPayload } from '@plotwise/contracts';
import { apiRequest, useMutation, useQuery } from '@plotwise/ui';
import { useInvalidateAdmin } from '../../../lib/invalidate-admin';

export const socialLinksQueryKey = ['/api/admin/social-media-links'] as const;

/** `GET /api/admin/social-media-links`: active and inactive, in footer order. */
export function useSocialLinks() {
  return useQuery<SocialLink[]>({ queryKey: socialLinksQueryKey });
}

/** `POST /api/admin/social-media-links`, or `PUT …/{id}` when editing; the footer's list is refreshed too. */
export function useSaveSocialLink() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number | null; payload: SocialLinkPayload }) =>
      id === null
        ? apiRequest<SocialLink>('POST', '/api/admin/social-media-links', payload)
        : apiRequest<SocialLink>('PUT', `/api/admin/social-media-links/${id}`, payload),
    onSuccess: invalidate,
  });
}

/** `DELETE /api/admin/social-media-links/{id}`. */
export function useDeleteSocialLink() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `/api/admin/social-media-links/${id}`),
    onSuccess: invalidate,
  });
}
