import { useEffect } from 'react';

/**
 * Tells the server the page was opened, once it shows: a beacon that never
 * delays the page (the server counts it in batches, once per visitor and day).
 */
export function useCountView(projectId: number) {
  useEffect(() => {
    const url = `/api/projects/${projectId}/views`;
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url)) return;
    void fetch(url, { method: 'POST', keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
  }, [projectId]);
}
