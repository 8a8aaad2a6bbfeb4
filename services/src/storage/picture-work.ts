import Boom from '@hapi/boom';
import { runWorkOr } from '../work-pool';
import { asBuffer } from '../work-pool/work-messages';
import { IMAGE_TEXTS, type EncodedImage } from './image-pipeline';

/** The encoded bytes come back across the process boundary as a Uint8Array. */
const withBuffer = (image: EncodedImage): EncodedImage => ({ ...image, data: asBuffer(image.data) as Buffer });

/** sanitizeImage in the work pool: an upload that runs past its limits is a readable 422. */
export async function sanitizeInPool(input: Buffer | string, name: string): Promise<EncodedImage> {
  return withBuffer(await runWorkOr(() => Boom.badData(IMAGE_TEXTS.tooCostly(name)), 'sanitizeImage', input, name));
}

/**
 * renderVariant in the work pool: a stored picture whose variant runs past the
 * limits has none (404); an upload (`uploadName`) is refused as too costly (422).
 */
export async function renderVariantInPool(input: Buffer | string, variant: string, uploadName?: string): Promise<EncodedImage> {
  const refusal = () => (uploadName ? Boom.badData(IMAGE_TEXTS.tooCostly(uploadName)) : Boom.notFound(IMAGE_TEXTS.noVariant(variant)));
  return withBuffer(await runWorkOr(refusal, 'renderVariant', input, variant));
}
