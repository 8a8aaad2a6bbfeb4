import { useSyncExternalStore } from 'react';

export interface LocalListStore<T> {
  /** The list as stored now (empty when storage is unavailable or holds something else). */
  read(): readonly T[];
  update(change: (items: readonly T[]) => readonly T[]): void;
  /**
   * The list for rendering: empty on the server and while the browser hydrates,
   * so the server's HTML and the first render agree; the stored list after.
   */
  useItems(): readonly T[];
}

/**
 * A short list kept in the visitor's localStorage under `key`, shared by every
 * component that shows it and by the site's other tabs (the storage event).
 * Items that fail `isItem` (an older shape, a hand edit) are dropped on read.
 */
export function createLocalListStore<T>(key: string, isItem: (value: unknown) => value is T): LocalListStore<T> {
  const empty: readonly T[] = [];
  const listeners = new Set<() => void>();
  let cache: { raw: string | null; items: readonly T[] } = { raw: null, items: empty };

  const storage = (): Storage | null => {
    try {
      return window.localStorage;
    } catch {
      // Storage refused (a privacy setting): the list lives as long as the page.
      return null;
    }
  };

  function read(): readonly T[] {
    const raw = storage()?.getItem(key) ?? null;
    if (raw === cache.raw) return cache.items;
    let items = empty;
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      if (Array.isArray(parsed)) items = parsed.filter(isItem);
    } catch {
      items = empty;
    }
    cache = { raw, items };
    return items;
  }

  function update(change: (items: readonly T[]) => readonly T[]) {
    const next = change(read());
    const raw = next.length ? JSON.stringify(next) : null;
    try {
      if (raw === null) storage()?.removeItem(key);
      else storage()?.setItem(key, raw);
    } catch {
      // Quota or privacy: keep the change for this page at least.
    }
    cache = { raw, items: next };
    listeners.forEach((listener) => listener());
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => { if (event.key === key || event.key === null) listener(); };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  }

  return { read, update, useItems: () => useSyncExternalStore(subscribe, read, () => empty) };
}
