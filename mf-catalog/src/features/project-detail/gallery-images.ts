import type { Project } from '@plotwise/contracts';
import { chooseProjectImage } from '@plotwise/ui';

export interface GalleryImage {
  url: string;
  caption: string;
}

/**
 * The detail gallery's pictures in the project's order, starting at the one the
 * image choice rule picks; a project without any shows its chosen fallback.
 */
export function galleryImages(project: Pick<Project, 'images' | 'defaultImage' | 'projectType'>): { images: GalleryImage[]; start: number } {
  const images = (project.images ?? [])
    .map((image) => (typeof image === 'string' ? { url: image, caption: '' } : { url: image.url ?? '', caption: image.caption ?? '' }))
    .filter((image) => image.url.trim() !== '');
  const chosen = chooseProjectImage(project);
  if (images.length === 0) return { images: [{ url: chosen, caption: '' }], start: 0 };
  return { images, start: Math.max(0, images.findIndex((image) => image.url === chosen)) };
}

/** The next index around a circle of `count` pictures. */
export const circularIndex = (index: number, count: number) => ((index % count) + count) % count;
