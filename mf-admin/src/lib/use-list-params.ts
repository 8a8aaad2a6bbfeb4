import { useSearchParams } from '@plotwise/ui';
import { useCallback, useEffect } from 'react';

/**
 * A list's filters and page live in the address (?search=&status=&page=), so a
 * notification's link such as /admin/inquiries?kind=quote opens the list
 * filtered, and Back restores the last view. Changing a filter returns to page 1.
 */
export function useListParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;
  const pageNumber = Number(params.get('page'));
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 ? pageNumber : 1;

  const setFilters = useCallback(
    (changes: Partial<Record<K, string>>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes) as Array<[K, string | undefined]>) {
          if (value && value !== 'all') next.set(key, value);
          else next.delete(key);
        }
        next.delete('page');
        return next;
      }, { replace: true });
    },
    [setParams],
  );
  const setFilter = useCallback((key: K, value: string) => setFilters({ [key]: value } as Partial<Record<K, string>>), [setFilters]);

  const setPage = useCallback(
    (nextPage: number) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (nextPage > 1) next.set('page', String(nextPage));
        else next.delete('page');
        return next;
      });
      document.documentElement.scrollTop = 0;
    },
    [setParams],
  );

  return { values, page, setFilter, setFilters, setPage };
}

/** When the last item of the last page leaves (approved, deleted), step back to the page that now is last. */
export function useKeepPageInRange(data: { total: number; pageSize: number } | undefined, page: number, setPage: (page: number) => void): void {
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  useEffect(() => {
    if (data && page > lastPage) setPage(lastPage);
  }, [data, page, lastPage, setPage]);
}
