import Boom from '@hapi/boom';
import sharp from 'sharp';
import { IMAGE_VARIANT_FORMATS, IMAGE_VARIANT_WIDTHS, SOCIAL_PREVIEW_SIZE, SOCIAL_PREVIEW_VARIANT } from '@plotwise/contracts';

/** Pictures larger than this (in pixels) are refused before they are decoded: a 50 MP photo is already a large camera's. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** The longest edge kept of the picture itself; the site shows the variants, this is the download. */
export const MAX_STORED_EDGE = 2560;
/** A side shorter than this shows nothing of a plot; an icon is the smallest picture worth keeping. */
export const MIN_SIDE = 16;
/** Longest side over shortest: a phone's widest panorama fits; a 1,000,000×1 strip does not. */
export const MAX_ASPECT_RATIO = 10;
/** The link-preview crop enlarges a small picture at most this much; a smaller one gives a smaller preview. */
export const MAX_PREVIEW_ENLARGEMENT = 2;

export const IMAGE_TEXTS = {
  tooManyPixels: (name: string) => `${name} has too many pixels: send a picture of at most 50 megapixels.`,
  tooSmall: (name: string) => `${name} is too small: send a picture at least ${MIN_SIDE} pixels on each side.`,
  tooNarrow: (name: string) => `${name} is too long and narrow: send a picture at most ${MAX_ASPECT_RATIO} times as long as it is wide.`,
  tooCostly: (name: string) => `${name} took too long to process: send a smaller or simpler picture.`,
  unreadable: (name: string) => `${name} could not be read as a picture.`,
  noVariant: (variant: string) => `This picture cannot be made into ${variant}.`,
} as const;

export interface EncodedImage {
  data: Buffer;
  contentType: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/avif';
  width: number;
  height: number;
}

const CONTENT_TYPES = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' } as const;

async function encode(pipeline: sharp.Sharp, format: keyof typeof CONTENT_TYPES): Promise<EncodedImage> {
  const encoder =
    format === 'avif' ? pipeline.avif({ quality: 50, effort: 2 })
    : format === 'webp' ? pipeline.webp({ quality: 72, effort: 4 })
    : format === 'png' ? pipeline.png({ compressionLevel: 9, palette: true })
    // JPEG has no transparency: a PNG's transparent parts become white, not black.
    : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 78, mozjpeg: true, progressive: true });
  const { data, info } = await encoder.toBuffer({ resolveWithObject: true });
  return { data, contentType: CONTENT_TYPES[format], width: info.width, height: info.height };
}

const decoder = (input: Buffer | string) => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();

/** Runs sharp, turning a picture it cannot read into a readable 415. */
async function readable<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (Boom.isBoom(error)) throw error;
    throw Boom.unsupportedMediaType(IMAGE_TEXTS.unreadable(name));
  }
}

/** A picture's size as shown, upright (EXIF orientations 5 to 8 turn it a quarter), read from its header only. */
async function uprightSize(input: Buffer | string, name: string): Promise<{ width: number; height: number; format: string | undefined }> {
  const metadata = await readable(name, () => sharp(input, { limitInputPixels: false }).metadata());
  const { width = 0, height = 0 } = metadata.autoOrient ?? metadata;
  return { width, height, format: metadata.format };
}

/**
 * Refuses, from the header alone, a picture whose decoding or resizing would
 * cost far more than its bytes: too many pixels (413), a shape past
 * MAX_ASPECT_RATIO or a side under MIN_SIDE (422).
 */
export function checkPictureSize({ width, height }: { width: number; height: number }, name: string): void {
  if (width * height > MAX_INPUT_PIXELS) throw Boom.entityTooLarge(IMAGE_TEXTS.tooManyPixels(name));
  if (Math.max(width, height) / Math.min(width, height) > MAX_ASPECT_RATIO) throw Boom.badData(IMAGE_TEXTS.tooNarrow(name));
  if (Math.min(width, height) < MIN_SIDE) throw Boom.badData(IMAGE_TEXTS.tooSmall(name));
}

/**
 * Decodes an uploaded picture and writes it anew, which also neutralises a
 * file that merely starts like a JPEG or PNG: rotated by its EXIF orientation,
 * stripped of EXIF and GPS (sharp keeps no metadata unless asked), at most
 * MAX_STORED_EDGE on its longest side. Pictures refused by checkPictureSize,
 * and decompression bombs that claim to be, are refused before they are decoded.
 */
export async function sanitizeImage(input: Buffer | string, name: string): Promise<EncodedImage> {
  const metadata = await uprightSize(input, name);
  checkPictureSize(metadata, name);
  const fit = { width: MAX_STORED_EDGE, height: MAX_STORED_EDGE, fit: 'inside' as const, withoutEnlargement: true };
  return readable(name, () => encode(decoder(input).resize(fit), metadata.format === 'png' ? 'png' : 'jpg'));
}

/**
 * The link-preview crop's size for a picture: SOCIAL_PREVIEW_SIZE, unless
 * covering it would enlarge the picture more than MAX_PREVIEW_ENLARGEMENT;
 * then the crop of the picture enlarged that much (a long thin one stays
 * thin), so no picture is ever blown up into billions of pixels.
 */
export function previewBox({ width, height }: { width: number; height: number }): { width: number; height: number } {
  const { width: boxWidth, height: boxHeight } = SOCIAL_PREVIEW_SIZE;
  const scale = Math.min(Math.max(boxWidth / width, boxHeight / height), MAX_PREVIEW_ENLARGEMENT);
  return { width: Math.max(1, Math.min(boxWidth, Math.round(width * scale))), height: Math.max(1, Math.min(boxHeight, Math.round(height * scale))) };
}

/**
 * One variant of a picture (see IMAGE_VARIANT_NAMES): `w{width}.{format}`,
 * never wider than the picture, or the 1200×630 link-preview crop around its
 * most interesting part. SVG illustrations are drawn at the variant's size.
 */
export async function renderVariant(input: Buffer | string, variant: string): Promise<EncodedImage> {
  if (variant === SOCIAL_PREVIEW_VARIANT) {
    const box = previewBox(await uprightSize(input, variant));
    return readable(variant, () => encode(decoder(input).resize({ ...box, fit: 'cover', position: sharp.strategy.attention }), 'jpg'));
  }
  const match = /^w(\d+)\.(avif|webp|jpg)$/.exec(variant);
  const width = Number(match?.[1]);
  const format = match?.[2] as (typeof IMAGE_VARIANT_FORMATS)[number] | undefined;
  if (!format || !(IMAGE_VARIANT_WIDTHS as readonly number[]).includes(width)) throw new Error(`Unknown image variant: ${variant}`);
  return readable(variant, () => encode(decoder(input).resize({ width, withoutEnlargement: true }), format));
}
