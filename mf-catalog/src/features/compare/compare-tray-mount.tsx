import { lazy, Suspense } from 'react';
import { COMPARE_PATH } from '@plotwise/contracts';
import { useLocation } from '@plotwise/ui';
import { useCompareList } from './compare-list';

// Most visits never compare: the tray's code loads the first time the list has something in it.
const CompareTray = lazy(() => import('./components/compare-tray'));

/** The compare tray where the visitor's list is not empty (read after hydration), except on the compare page itself. */
export function CompareTrayMount() {
  const items = useCompareList();
  const { pathname } = useLocation();
  if (items.length === 0 || pathname === COMPARE_PATH) return null;
  return <Suspense fallback={null}><CompareTray items={items} /></Suspense>;
}
