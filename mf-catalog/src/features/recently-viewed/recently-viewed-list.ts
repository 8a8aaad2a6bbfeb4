import { useEffect } from 'react';
import { BUYER_STORAGE_KEYS, RECENTLY_VIEWED_MAX, type Project, type ProjectType } from '@plotwise/contracts';
import { chooseProjectImage } from '@plotwise/ui';
import { createLocalListStore } from '../../lib/local-list-store';

/** What the rail shows of a project the visitor opened, kept so it needs no read of its own. */
export interface RecentlyViewedItem {
  id: number;
  title: string;
  place: string;
  startingPrice: number | null;
  projectType: ProjectType;
  image: string | null;
}

const isItem = (value: unknown): value is RecentlyViewedItem => {
  const item = value as RecentlyViewedItem;
  return typeof value === 'object' && value !== null && Number.isInteger(item.id) && typeof item.title === 'string' && typeof item.place === 'string';
};

const store = createLocalListStore<RecentlyViewedItem>(BUYER_STORAGE_KEYS.recentlyViewed, isItem);

export const useRecentlyViewed = store.useItems;

/** Puts a project first in the list (once), keeping the newest RECENTLY_VIEWED_MAX. */
export function recordView(item: RecentlyViewedItem) {
  store.update((items) => [item, ...items.filter((other) => other.id !== item.id)].slice(0, RECENTLY_VIEWED_MAX));
}

export function clearRecentlyViewed() {
  store.update(() => []);
}

/** Records the project page's project once it is on screen (an effect: never during the server's render). */
export function useRecordView(project: Project) {
  const { id, title, location, city, startingPrice, projectType } = project;
  const image = chooseProjectImage(project);
  useEffect(() => {
    recordView({ id, title, place: [location, city].filter(Boolean).join(', '), startingPrice, projectType, image: image || null });
  }, [id, title, location, city, startingPrice, projectType, image]);
}
