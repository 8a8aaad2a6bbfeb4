import { BUYER_STORAGE_KEYS, COMPARE_MAX } from '@plotwise/contracts';
import { createLocalListStore } from '../../lib/local-list-store';

/** A project chosen for comparing: its title is kept so the tray names it without asking the API. */
export interface CompareItem {
  id: number;
  title: string;
}

const isCompareItem = (value: unknown): value is CompareItem =>
  typeof value === 'object' && value !== null && Number.isInteger((value as CompareItem).id) && typeof (value as CompareItem).title === 'string';

const store = createLocalListStore<CompareItem>(BUYER_STORAGE_KEYS.compare, isCompareItem);

export const useCompareList = store.useItems;

/** Adds a project unless the list is full: 'full' is the visitor's cue to remove one first. */
export function addToCompare(item: CompareItem): 'added' | 'full' {
  const items = store.read();
  if (items.some((chosen) => chosen.id === item.id)) return 'added';
  if (items.length >= COMPARE_MAX) return 'full';
  store.update((current) => [...current, { id: item.id, title: item.title }]);
  return 'added';
}

export function removeFromCompare(id: number) {
  store.update((items) => items.filter((item) => item.id !== id));
}

export function clearCompare() {
  store.update(() => []);
}
