import {
  type AdminProject,
  type CityImage,
  type CityImagePayload,
  type MediaCategory,
  type MediaListResponse,
  type MediaTab,
  type ProjectImagesPayload,
  type ProjectImagesResponse,
} from '@plotwise/contracts';
import { apiRequest, keepPreviousData, useInvalidateByPrefix, useQuery } from '@plotwise/ui';

export const mediaQueryKey = (category: MediaTab, page: number) => ['/api/admin/media', { category, page }] as const;
export const listingQueryKey = (id: number) => [`/api/admin/projects/${id}`] as const;

/** `GET /api/admin/media?category=&page=`. */
export function useMedia(tab: MediaTab, page: number) {
  return useQuery<MediaListResponse>({ queryKey: mediaQueryKey(tab, page), placeholderData: keepPreviousData });
}

/** The listing whose images an item belongs to, whole (its image list is what the edit dialog edits). */
export function useListing(id: number | null) {
  return useQuery<AdminProject>({ queryKey: listingQueryKey(id ?? 0), enabled: id !== null, staleTime: 0 });
}

/** Projects through the project API, owner-submitted plots through the property API. */
export function saveListingImages(category: Exclude<MediaCategory, 'city'>, id: number, payload: ProjectImagesPayload) {
  const resource = category === 'property' ? 'properties' : 'projects';
  return apiRequest<ProjectImagesResponse>('POST', `/api/${resource}/${id}/images`, payload);
}

export const saveCityImage = (city: string, payload: CityImagePayload) =>
  apiRequest<CityImage>('PUT', `/api/admin/media/cities/${encodeURIComponent(city)}`, payload);

export const deleteListingImage = (category: Exclude<MediaCategory, 'city'>, id: number, url: string) =>
  apiRequest<ProjectImagesResponse>('DELETE', `/api/admin/media/${category}/${id}?url=${encodeURIComponent(url)}`);

const AFFECTED_PREFIXES = ['/api/admin/media', '/api/admin/projects', '/api/projects', '/api/properties', '/api/cities'];

/** After a change: media, the hub, and the public pages that show these pictures read afresh. */
export function useInvalidateMediaReads(): () => Promise<void> {
  return useInvalidateByPrefix(AFFECTED_PREFIXES);
}
