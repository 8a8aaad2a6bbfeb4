import Boom from '@hapi/boom';
import sharp from 'sharp';
import { IMAGE_VARIANT_FORMATS, IMAGE_VARIANT_WIDTHS, SOCIAL_PREVIEW_SIZE, SOCIAL_PREVIEW_VARIANT } from '@plotwise/contracts';

/** Pictures larger than this (in pixels) are refused before they are decoded: a 50 MP photo is already a large camera's. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** The longest edge kept of the picture itself; the site shows the variants, this is the download. */
export const MAX_STORED_EDGE = 2560;

export const IMAGE_TEXTS = {
  tooManyPixels: (name: string) => `${name} has too many pixels: send a picture of at most 50 megapixels.`,
  unreadable: (name: string) => `${name} could not be read as a picture.`,
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

/**
 * Decodes an uploaded picture and writes it anew, which also neutralises a
 * file that merely starts like a JPEG or PNG: rotated by its EXIF orientation,
 * stripped of EXIF and GPS (sharp keeps no metadata unless asked), at most
 * MAX_STORED_EDGE on its longest side. Pictures over MAX_INPUT_PIXELS, and
 * decompression bombs that claim to be, get a 413 before they are decoded.
 */
export async function sanitizeImage(input: Buffer | string, name: string): Promise<EncodedImage> {
  const metadata = await readable(name, () => sharp(input, { limitInputPixels: false }).metadata());
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) throw Boom.entityTooLarge(IMAGE_TEXTS.tooManyPixels(name));
  const fit = { width: MAX_STORED_EDGE, height: MAX_STORED_EDGE, fit: 'inside' as const, withoutEnlargement: true };
  return readable(name, () => encode(decoder(input).resize(fit), metadata.format === 'png' ? 'png' : 'jpg'));
}

/**
 * One variant of a picture (see IMAGE_VARIANT_NAMES): `w{width}.{format}`,
 * never wider than the picture, or the 1200×630 link-preview crop around its
 * most interesting part. SVG illustrations are drawn at the variant's size.
 */
export async function renderVariant(input: Buffer | string, variant: string): Promise<EncodedImage> {
  if (variant === SOCIAL_PREVIEW_VARIANT) {
    return readable(variant, () => encode(decoder(input).resize({ ...SOCIAL_PREVIEW_SIZE, fit: 'cover', position: sharp.strategy.attention }), 'jpg'));
  }
  const match = /^w(\d+)\.(avif|webp|jpg)$/.exec(variant);
  const width = Number(match?.[1]);
  const format = match?.[2] as (typeof IMAGE_VARIANT_FORMATS)[number] | undefined;
  if (!format || !(IMAGE_VARIANT_WIDTHS as readonly number[]).includes(width)) throw new Error(`Unknown image variant: ${variant}`);
  return readable(variant, () => encode(decoder(input).resize({ width, withoutEnlargement: true }), format));
}
