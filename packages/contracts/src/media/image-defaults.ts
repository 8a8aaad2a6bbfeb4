/**
 * The default-image rules, once for the client (the hub's
 * form, its images dialog, the media dialog) and the server (every write of a
 * project's images):
 * - at most one image is the default, and when there are images, exactly one;
 * - choosing one as default clears the others;
 * - a newly added image is default only if it is the first;
 * - removing the default makes the first remaining one default.
 * Every function returns a new list and keeps any other fields of the entries.
 */
export interface DefaultFlagged {
  isDefault: boolean;
}

/** Appends an image; it becomes the default only when the list had none. */
export function addImageEntry<T extends DefaultFlagged>(images: readonly T[], image: Omit<T, 'isDefault'>): T[] {
  const isDefault = !images.some((entry) => entry.isDefault);
  return [...images, { ...image, isDefault } as T];
}

/** Makes the image at `index` the default and clears every other. */
export function chooseDefaultImage<T extends DefaultFlagged>(images: readonly T[], index: number): T[] {
  if (index < 0 || index >= images.length) return [...images];
  return images.map((entry, position) => ({ ...entry, isDefault: position === index }));
}

/** Removes the image at `index`; if it was the default, the first remaining one takes over. */
export function removeImageEntry<T extends DefaultFlagged>(images: readonly T[], index: number): T[] {
  const rest = images.filter((_entry, position) => position !== index);
  return withOneDefault(rest);
}

/** Exactly one default when there are images: the first marked one, else the first. */
export function withOneDefault<T extends DefaultFlagged>(images: readonly T[]): T[] {
  const chosen = Math.max(0, images.findIndex((entry) => entry.isDefault));
  return images.map((entry, position) => ({ ...entry, isDefault: position === chosen }));
}

/** How many images are marked default (the server refuses more than one). */
export function countDefaultImages(images: readonly DefaultFlagged[]): number {
  return images.filter((entry) => entry.isDefault).length;
}

/** The default image's url (the project's `defaultImage` column), or null without images. */
export function defaultImageUrlOf(images: readonly (DefaultFlagged & { url: string })[]): string | null {
  return images.find((entry) => entry.isDefault)?.url ?? images[0]?.url ?? null;
}
