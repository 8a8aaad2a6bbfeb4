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
 * A project's picture: the default-flagged image, else
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

/** A caption that is only a file's name ('IMG_2034.jpg', 'meadows.png', 'DSC_0042'): what a camera or an upload called it, not words for a person. */
const FILE_NAME_CAPTION = /^(?:[^\s/\\]+\.(?:jpe?g|png|gif|webp|avif|heic|heif|svg|bmp|tiff?)|(?:IMG|DSC|DSCN|PXL|MVIMG|Screenshot)[-_ ]?[\w-]*\d[\w-]*)$/i;

/**
 * The words shown under a project's picture (`position` counts from 1): its
 * caption, unless it is empty or a file's name, then 'Photo 3 of Green Acres'.
 */
export function projectPhotoCaption(caption: string | null | undefined, position: number, title: string): string {
  const text = (caption ?? '').trim();
  return text && !FILE_NAME_CAPTION.test(text) ? text : `Photo ${position} of ${title}`;
}

/**
 * A picture's alt text: its caption when that already names the project
 * ('Green Acres: gate'), else the project's name before it, so the name is said once.
 */
export function projectPhotoAlt(caption: string | null | undefined, position: number, title: string): string {
  const text = projectPhotoCaption(caption, position, title);
  return text.toLowerCase().includes(title.trim().toLowerCase()) ? text : `${title}: ${text}`;
}
