import { useInvalidateByPrefix, useMutation } from '@plotwise/ui';
/**
 * After any admin change, every admin read is refetched when next shown (the
 * dashboard counts, the queue, the lists) and so are the public reads the
 * change shows in (footer links, the blog, listings).
 */
const AFFECTED_PREFIXES = ['/api/admin/', '/api/social-media-links', '/api/blog-posts', '/api/projects'];

export function useInvalidateAdmin(): () => Promise<void> {
  return useInvalidateByPrefix(AFFECTED_PREFIXES);
}

/** A change the portal sends: once it succeeds, the admin and public reads it affects are refetched. */
export function useAdminMutation<TVariables = void, TData = unknown>(mutationFn: (variables: TVariables) => Promise<TData>) {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn, onSuccess: invalidate });
}
