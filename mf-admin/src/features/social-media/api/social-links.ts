import type { SocialLink, SocialLinkPayload } from '@plotwise/contracts';
import { apiRequest, useQuery } from '@plotwise/ui';
import { useAdminMutation } from '../../../lib/invalidate-admin';

export const socialLinksQueryKey = ['/api/admin/social-media-links'] as const;

/** `GET /api/admin/social-media-links`: active and inactive, in footer order. */
export function useSocialLinks() {
  return useQuery<SocialLink[]>({ queryKey: socialLinksQueryKey });
}

/** `POST /api/admin/social-media-links`, or `PUT …/{id}` when editing; the footer's list is refreshed too. */
export function useSaveSocialLink() {
  return useAdminMutation(({ id, payload }: { id: number | null; payload: SocialLinkPayload }) =>
    id === null
      ? apiRequest<SocialLink>('POST', '/api/admin/social-media-links', payload)
      : apiRequest<SocialLink>('PUT', `/api/admin/social-media-links/${id}`, payload),
  );
}

/** `DELETE /api/admin/social-media-links/{id}`. */
export function useDeleteSocialLink() {
  return useAdminMutation((id: number) => apiRequest<void>('DELETE', `/api/admin/social-media-links/${id}`));
}
