import { lazy, Suspense } from 'react';
import { useRecentlyViewed } from './recently-viewed-list';

export { useRecordView } from './recently-viewed-list';

// Only a returning visitor has a history: the rail's code loads when there is one to show.
const RecentlyViewedRail = lazy(() => import('./components/recently-viewed-rail'));

/** The recently viewed rail when the visitor's history (read after hydration) has a project other than `excludeId`. */
export function RecentlyViewed({ excludeId }: { excludeId?: number }) {
  const items = useRecentlyViewed().filter((item) => item.id !== excludeId);
  if (items.length === 0) return null;
  return <Suspense fallback={null}><RecentlyViewedRail items={items} /></Suspense>;
}
