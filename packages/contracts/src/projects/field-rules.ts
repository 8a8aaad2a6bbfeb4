import { z } from 'zod';
import { IMAGE_CAPTION_MAX, canonicalAreaUnit } from './constants';
import { PROJECT_FIELD_TEXTS as FIELD } from './texts';

/**
 * A project image's caption wherever images are stored (the hub's form and
 * image dialog, an agent's submission, the CSV import): required and trimmed.
 */
export const imageCaptionSchema = z
  .string({ error: 'caption must be text' })
  .nullish()
  // A missing caption gets the same message as a blank one.
  .transform((value) => value?.trim() ?? '')
  .pipe(z.string().min(1, FIELD.imageCaptionRequired).max(IMAGE_CAPTION_MAX, FIELD.imageCaptionTooLong));

/** A unit of area as people write it ('acre', 'Sq Ft'), stored in its one spelling. */
export const areaUnitSchema = <T extends readonly [string, ...string[]]>(units: T, message: string) =>
  z.string({ error: message }).transform(canonicalAreaUnit).pipe(z.enum(units, { error: message }));
