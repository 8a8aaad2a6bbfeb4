import { useHydrated } from '@plotwise/ui';
import { projectPath } from '../../lib/structured-data';

/**
 * The project page's address to share (in a WhatsApp message), once the browser
 * has hydrated: the server's render is anonymous and knows no public origin, so
 * its HTML, and hydration, go without it and the link is added after.
 */
export function useProjectUrl(id: number): string | null {
  const hydrated = useHydrated();
  return hydrated ? `${window.location.origin}${projectPath(id)}` : null;
}
