
/**
 * After any admin change, every admin read is refetched when next shown (the
 * dashboard counts, the queue, the lists) and so are the public reads the
 * change shows in (footer links, the blog, listings).
 */
const AFFECTED_PREFIXES = ['/api/admin/', '/api/social-media-links', '/api/blog-posts', '/api/projects'];

export function useInvalidateAdmin(): () => Promise<void> {
  const client = useQueryClient();
  return () =>
    client.invalidateQueries({
      predicate: (query) => {
        const path = query.queryKey[0];
        return typeof path === 'string' && AFFECTED_PREFIXES.some((prefix) => path.startsWith(prefix));
      },
    });
}import { useQueryClient } from '@plotwise/ui';

