import { useCallback, useEffect, useMemo, useState } from 'react';

/**
 * The rows selected on the page shown. A selection never reaches past it:
 * rows that left the page (another page, filter or sort, or a refetch after a
 * change) are no longer selected, and `resetOn` changing clears it.
 */
export function useRowSelection(keys: readonly string[], resetOn: string) {
  const [chosen, setChosen] = useState<Set<string>>(() => new Set());
  useEffect(() => setChosen(new Set()), [resetOn]);
  const selection = useMemo(() => new Set(keys.filter((key) => chosen.has(key))), [keys, chosen]);
  const clear = useCallback(() => setChosen(new Set()), []);
  return { selection, setSelection: setChosen, clear };
}
