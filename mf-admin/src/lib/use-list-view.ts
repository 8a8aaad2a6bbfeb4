import { useCallback } from 'react';
import { ADMIN_LIST_VIEWS, type AdminListView } from '@plotwise/contracts';
import { useSearchParams } from '@plotwise/ui';

/** Wide enough for the table to show most of its columns without scrolling. */
const WIDE_SCREEN = '(min-width: 768px)';

function defaultView(): AdminListView {
  return typeof window !== 'undefined' && window.matchMedia?.(WIDE_SCREEN).matches ? 'table' : 'cards';
}

/**
 * Cards or table, kept in the address (`?view=`) so a reload or a shared
 * link keeps it; without one, a wide screen gets the table and a phone the
 * cards. Switching keeps the page, the filters and the sort.
 */
export function useListView(): [AdminListView, (view: AdminListView) => void] {
  const [params, setParams] = useSearchParams();
  const view = ADMIN_LIST_VIEWS.find((value) => value === params.get('view')) ?? defaultView();
  const setView = useCallback(
    (next: AdminListView) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set('view', next);
        return updated;
      }, { replace: true }),
    [setParams],
  );
  return [view, setView];
}
