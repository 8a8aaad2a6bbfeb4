import { MAP_SETTINGS_PATH, type MapSettings } from '@plotwise/contracts';
import { useQuery } from './query';

/** The maps' tile server from the server's configuration, read once a page and kept. */
export function useMapSettings() {
  return useQuery<MapSettings>({ queryKey: [MAP_SETTINGS_PATH], staleTime: Infinity });
}
