import { HUB_IMAGES_TEXTS, countDefaultImages, isLinkableUrl } from '@plotwise/contracts';
import type { ImageRow } from './image-rows-editor';

export interface ImageRowsTexts {
  noImages: string;
  noDefault: string;
  invalidUrl: string;
}

/**
 * The image dialogs' checks before saving: at least
 * one row, every url filled and usable, a caption on each (the hub's rows), one
 * default. Answers the first problem for the toast and per-row messages.
 */
export function checkImageRows(rows: readonly ImageRow[], texts: ImageRowsTexts, options: { captionRequired: boolean }) {
  const errors: Record<string, string> = {};
  if (rows.length === 0) return { problem: texts.noImages, errors };
  for (const row of rows) {
    if (!isLinkableUrl(row.url.trim())) errors[`${row.key}.url`] = texts.invalidUrl;
    if (options.captionRequired && !row.caption.trim()) errors[`${row.key}.caption`] = HUB_IMAGES_TEXTS.captionRequired;
  }
  const firstError = Object.values(errors)[0];
  if (firstError) return { problem: firstError, errors };
  if (countDefaultImages(rows) !== 1) return { problem: texts.noDefault, errors };
  return { problem: null, errors };
}

export const toImagePayload = (rows: readonly ImageRow[]) => rows.map((row) => ({ url: row.url.trim(), caption: row.caption.trim(), isDefault: row.isDefault }));
