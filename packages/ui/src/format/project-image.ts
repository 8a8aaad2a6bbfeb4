import type { ProjectType } from '@plotwise/contracts';
import { projectPlaceholderImage } from './placeholder-images';

/** Images arrive as `{ url, caption, isDefault }`; some older records carry plain strings. */
type ImageEntry = string | { url?: string | null; isDefault?: boolean | null } | null | undefined;

export interface ProjectImageSource {
  images?: readonly ImageEntry[] | null;
  defaultImage?: string | null;
  projectType?: ProjectType | null;
}

const urlOf = (image: ImageEntry): string => {
  if (!image) return '';
  return (typeof image === 'string' ? image : image.url ?? '').trim();
};

/**
 * The spec's image choice: the default-flagged image, else
 * the first image with a url, else `defaultImage` unless it is the prototype's
 * 'default-project' stand-in, else a placeholder coloured by project type.
 */
export function chooseProjectImage(project: ProjectImageSource): string {
  const images = project.images ?? [];
  const flagged = images.find((image) => typeof image === 'object' && image?.isDefault && urlOf(image));
  if (flagged) return urlOf(flagged);
  const first = images.find((image) => urlOf(image));
  if (first) return urlOf(first);
  const fallback = project.defaultImage?.trim();
  if (fallback && !fallback.includes('default-project')) return fallback;
  return projectPlaceholderImage(project.projectType);
}
