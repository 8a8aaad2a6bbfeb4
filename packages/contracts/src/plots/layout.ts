// No zod here: the project page reads it, and that page carries no form.

const LAYOUT_IMAGE_PATH = /\.(jpe?g|png|webp)$/i;

/**
 * The project's layout map when it is a picture numbers can sit on: a stored
 * image, or a linked address ending in an image's extension. A PDF is not.
 */
export function layoutImageUrl(project: { layoutMapUrl: string | null; layoutMapFile?: { contentType: string } | null }): string | null {
  const url = project.layoutMapUrl;
  if (!url) return null;
  if (project.layoutMapFile) return project.layoutMapFile.contentType.startsWith('image/') ? url : null;
  return LAYOUT_IMAGE_PATH.test(new URL(url, 'https://x.invalid').pathname) ? url : null;
}
