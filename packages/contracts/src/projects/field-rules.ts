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

/**
 * The project's text fields as every form and API path that describes a
 * project takes them (Submit a Plot, an agent's project, the admin hub, the
 * CSV import): trimmed length limits and their words, written once. The
 * forms build their yup rules from this table, the API its zod ones.
 */
export const PROJECT_TEXT_RULES = {
  title: { min: 3, max: 200, tooShort: FIELD.titleMin, tooLong: FIELD.tooLong('Title', 200) },
  description: { min: 10, max: 5000, tooShort: FIELD.descriptionMin, tooLong: FIELD.tooLong('Description', 5000) },
  location: { min: 3, max: 200, tooShort: FIELD.locationRequired, tooLong: FIELD.tooLong('Location', 200) },
  city: { min: 2, max: 100, tooShort: FIELD.cityRequired, tooLong: FIELD.tooLong('City', 100) },
  state: { min: 2, max: 100, tooShort: FIELD.stateRequired, tooLong: FIELD.tooLong('State', 100) },
  possessionTimeline: { min: 0, max: 100, tooShort: '', tooLong: FIELD.tooLong('Possession timeline', 100) },
  reraNumber: { min: 0, max: 50, tooShort: '', tooLong: FIELD.tooLong('RERA number', 50) },
} as const;
export type ProjectTextField = keyof typeof PROJECT_TEXT_RULES;

/** A required project text (title, description, location, city, state) as the API checks it. */
export const requiredProjectText = (field: ProjectTextField) => {
  const rule = PROJECT_TEXT_RULES[field];
  return z.string({ error: rule.tooShort }).trim().min(rule.min, rule.tooShort).max(rule.max, rule.tooLong);
};

/** An optional project text (possession timeline, RERA number): empty or missing is null. */
export const optionalProjectText = (field: ProjectTextField) =>
  z
    .string()
    .trim()
    .max(PROJECT_TEXT_RULES[field].max, PROJECT_TEXT_RULES[field].tooLong)
    .nullish()
    .transform((value) => (value ? value : null));
