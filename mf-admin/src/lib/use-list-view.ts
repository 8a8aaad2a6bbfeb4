import { useCallback } from 'react';
import { ADMIN_LIST_VIEWS, type AdminListView } from '@plotwise/contracts';
import { useSearchParams } from '@plotwise/ui';

/** The last view this browser's admin chose, for the lists opened without `?view=`. */
const STORAGE_KEY = 'plotwise.admin.listView';

function storedView(): AdminListView | undefined {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return ADMIN_LIST_VIEWS.find((view) => view === value);
  } catch {
    // Storage refused (private mode, a policy): the default serves.
    return undefined;
  }
}

function storeView(view: AdminListView): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, view);
  } catch {
    // Not remembered past this address; the address still holds it.
  }
}

/**
 * Cards or table. The address holds it (`?view=`), so a reload, Back or a
 * shared link keeps it; a list opened without it shows the view this admin
 * last chose, and cards until they choose (they fit every screen, and
 * links and bookmarks made before the tables open as they did).
 * Switching keeps the page, the filters and the sort.
 */
export function useListView(): [AdminListView, (view: AdminListView) => void] {
  const [params, setParams] = useSearchParams();
  const view = ADMIN_LIST_VIEWS.find((value) => value === params.get('view')) ?? storedView() ?? 'cards';
  const setView = useCallback(
    (next: AdminListView) => {
      storeView(next);
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set('view', next);
        return updated;
      }, { replace: true });
    },
    [setParams],
  );
  return [view, setView];
}
