import * as yup from 'yup';
import {
  AREA_UNITS,
  IMAGE_CAPTION_MAX,
  PROJECT_AREA_MAX,
  PROJECT_FIELD_TEXTS,
  PROJECT_TYPES,
  PROJECT_SUBMISSION_LIMITS as LIMITS,
  PROJECT_SUBMISSION_TEXTS as TEXTS,
  type AgentProject,
  type AgentProjectPayload,
} from '@plotwise/contracts';
import { EMPTY_PROJECT_TEXTS, coordinateYupFields, coordinatesPayload, projectTextYupFields, projectTextsOf, type CoordinateValue, type ProjectTexts } from '@plotwise/ui/forms';

export interface SubmissionImage {
  url: string;
  name: string;
  caption: string;
  isDefault: boolean;
}

/** What the form holds: text as typed, images as uploaded. */
export interface SubmissionValues extends ProjectTexts {
  /** Formik gives number inputs' values as numbers once typed in, '' while empty. */
  totalArea: number | string;
  areaUnit: (typeof AREA_UNITS)[number];
  projectType: (typeof PROJECT_TYPES)[number] | '';
  startingPrice: number | string;
  possessionTimeline: string;
  reraNumber: string;
  /** Where the plot is: pinned on the map or typed; '' until then. */
  latitude: CoordinateValue;
  longitude: CoordinateValue;
  images: SubmissionImage[];
}

export const EMPTY_SUBMISSION: SubmissionValues = {
  ...EMPTY_PROJECT_TEXTS,
  totalArea: '',
  areaUnit: 'sq.ft',
  projectType: '',
  startingPrice: '',
  possessionTimeline: '',
  reraNumber: '',
  latitude: '',
  longitude: '',
  images: [],
};

const blankAsMissing = (value: unknown, original: unknown) => (typeof original === 'string' && original.trim() === '' ? undefined : value);

/** The agent submission rules, as the API's zod schema has them. */
export const submissionSchema = yup.object({
  ...projectTextYupFields,
  totalArea: yup
    .number()
    .transform(blankAsMissing)
    .typeError(TEXTS.totalAreaMin)
    .min(LIMITS.totalAreaMin, TEXTS.totalAreaMin)
    .max(PROJECT_AREA_MAX, TEXTS.totalAreaTooLarge)
    .required(TEXTS.totalAreaMin),
  areaUnit: yup.string().oneOf([...AREA_UNITS], TEXTS.areaUnitInvalid).required(TEXTS.areaUnitInvalid),
  projectType: yup.string().oneOf([...PROJECT_TYPES], TEXTS.projectTypeInvalid).required(TEXTS.projectTypeInvalid),
  startingPrice: yup
    .number()
    .transform(blankAsMissing)
    .typeError(TEXTS.startingPriceInvalid)
    .integer(TEXTS.startingPriceInvalid)
    .positive(TEXTS.startingPriceInvalid)
    .max(LIMITS.maxStartingPrice, TEXTS.startingPriceInvalid)
    .optional(),
  ...coordinateYupFields,
  images: yup
    .array()
    .of(yup.object({ caption: yup.string().trim().required(PROJECT_FIELD_TEXTS.imageCaptionRequired).max(IMAGE_CAPTION_MAX, PROJECT_FIELD_TEXTS.imageCaptionTooLong) }))
    .max(LIMITS.maxImages, TEXTS.tooManyImages),
});

/** The form's values as `POST /api/projects` takes them (validated first). */
export function toSubmissionPayload(values: SubmissionValues): AgentProjectPayload {
  const price = String(values.startingPrice).trim();
  return {
    ...projectTextsOf(values, { trim: true }),
    totalArea: Number(values.totalArea),
    areaUnit: values.areaUnit,
    projectType: values.projectType as (typeof PROJECT_TYPES)[number],
    startingPrice: price ? Number(price) : null,
    possessionTimeline: values.possessionTimeline.trim() || null,
    reraNumber: values.reraNumber.trim() || null,
    ...coordinatesPayload(values),
    images: values.images.map(({ url, caption, isDefault }) => ({ url, caption: caption.trim(), isDefault })),
  };
}

/** The form's values for editing a project: the changes waiting for review if any, else the project as it is. */
export function submissionValuesOf(project: AgentProject): SubmissionValues {
  const fields = project.pendingChanges ?? project;
  return {
    ...projectTextsOf(fields),
    totalArea: fields.totalArea,
    areaUnit: fields.areaUnit ?? 'sq.ft',
    projectType: fields.projectType,
    startingPrice: fields.startingPrice ?? '',
    possessionTimeline: fields.possessionTimeline ?? '',
    reraNumber: fields.reraNumber ?? '',
    latitude: fields.latitude ?? '',
    longitude: fields.longitude ?? '',
    images: fields.images.map((image, index) => ({ url: image.url, name: image.caption || `Image ${index + 1}`, caption: image.caption, isDefault: image.isDefault })),
  };
}
