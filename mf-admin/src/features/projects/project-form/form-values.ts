import * as yup from 'yup';
import {
  ADMIN_PROJECT_LIMITS as LIMITS,
  APPROVAL_STATUSES,
  AREA_UNITS,
  IMAGE_CAPTION_MAX,
  PLOT_SIZE_UNITS,
  PROJECT_FIELD_TEXTS,
  PROJECT_STATUSES,
  PROJECT_SUBMISSION_TEXTS as MESSAGES,
  PROJECT_TYPES,
  withOneDefault,
  type AdminProject,
  type AdminProjectPayload,
  type ApprovalStatus,
  type AreaUnit,
  type PlotSizeUnit,
  type ProjectStatus,
  type ProjectType,
  ADMIN_PROJECT_FIELD_TEXTS as ADMIN_FIELD,
  EMAIL_PATTERN,
  PROJECT_AREA_MAX,
  isIndianPhone,
} from '@plotwise/contracts';
import { EMPTY_PROJECT_TEXTS, coordinateYupFields, coordinatesPayload, projectTextYupFields, projectTextsOf, type CoordinateValue, type ProjectTexts } from '@plotwise/ui/forms';
import { toImageRows, type ImageRow } from '../../../components/image-rows-editor';

/** What the form holds: numbers as typed, list rows as edited (one empty row at least). */
export interface ProjectFormValues extends ProjectTexts {
  projectType: ProjectType | '';
  totalArea: string;
  areaUnit: AreaUnit;
  /** Whole rupees as the grouped box holds them ('' when empty). */
  startingPrice: number | string;
  plotSizes: { size: string; unit: PlotSizeUnit }[];
  amenities: string[];
  specifications: { title: string; details: string }[];
  approvals: string[];
  brochureUrl: string;
  layoutMapUrl: string;
  possessionTimeline: string;
  reraNumber: string;
  /** The pin (Location tab): typed or placed on the map, '' until then. */
  latitude: CoordinateValue;
  longitude: CoordinateValue;
  contactEmail: string;
  contactPhone: string;
  status: ProjectStatus;
  approvalStatus: ApprovalStatus;
  featured: boolean;
  isNewlyLaunched: boolean;
  isTopProject: boolean;
  verified: boolean;
  images: ImageRow[];
}

export const EMPTY_PLOT_SIZE = { size: '', unit: 'sq.ft' as PlotSizeUnit };
export const EMPTY_SPECIFICATION = { title: '', details: '' };

export function emptyProjectValues(): ProjectFormValues {
  return {
    ...EMPTY_PROJECT_TEXTS,
    projectType: '',
    totalArea: '',
    areaUnit: 'sq.ft',
    startingPrice: '',
    plotSizes: [{ ...EMPTY_PLOT_SIZE }],
    amenities: [''],
    specifications: [{ ...EMPTY_SPECIFICATION }],
    approvals: [''],
    brochureUrl: '',
    layoutMapUrl: '',
    possessionTimeline: '',
    reraNumber: '',
    latitude: '',
    longitude: '',
    contactEmail: '',
    contactPhone: '',
    status: 'upcoming',
    approvalStatus: 'approved',
    featured: false,
    isNewlyLaunched: false,
    isTopProject: false,
    verified: false,
    images: [],
  };
}

const atLeastOne = <T,>(rows: T[], empty: T): T[] => (rows.length > 0 ? rows : [empty]);
const asPlotUnit = (unit: string): PlotSizeUnit => ((PLOT_SIZE_UNITS as readonly string[]).includes(unit) ? (unit as PlotSizeUnit) : 'sq.ft');

/** A stored project in the form's shape (edit mode). */
export function valuesFromProject(project: AdminProject): ProjectFormValues {
  return {
    ...projectTextsOf(project),
    projectType: project.projectType,
    totalArea: String(project.totalArea),
    areaUnit: project.areaUnit,
    startingPrice: project.startingPrice ? String(project.startingPrice) : '',
    plotSizes: atLeastOne(project.plotSizes.map((plot) => ({ size: String(plot.size), unit: asPlotUnit(plot.unit) })), { ...EMPTY_PLOT_SIZE }),
    amenities: atLeastOne([...project.amenities], ''),
    specifications: atLeastOne(project.specifications.map((row) => ({ ...row })), { ...EMPTY_SPECIFICATION }),
    approvals: atLeastOne([...project.approvals], ''),
    brochureUrl: project.brochureUrl ?? '',
    layoutMapUrl: project.layoutMapUrl ?? '',
    possessionTimeline: project.possessionTimeline ?? '',
    reraNumber: project.reraNumber ?? '',
    latitude: project.latitude ?? '',
    longitude: project.longitude ?? '',
    contactEmail: project.contactEmail ?? '',
    contactPhone: project.contactPhone ?? '',
    status: project.status,
    approvalStatus: project.approvalStatus,
    featured: project.featured,
    isNewlyLaunched: project.isNewlyLaunched,
    isTopProject: project.isTopProject,
    verified: project.verified,
    images: toImageRows(project.images),
  };
}

/** `startingPrice` is parsed as an integer; empty is price on request (null). The form refuses anything else unreadable first. */
export function parseWholeRupees(amount: number | string): number | null {
  const value = Number.parseInt(String(amount).replace(/[,\s₹]/g, ''), 10);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** Areas and plot sizes are parsed as decimals; anything invalid becomes 0. */
export function parseDecimal(text: string): number {
  const value = Number.parseFloat(text.replace(/[,\s]/g, ''));
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * The form's values as the API takes them, cleaned: empty
 * plot sizes (size not above 0), blank amenities and approvals, and
 * specifications lacking a title or details are dropped; image rows without a
 * url are dropped and exactly one remaining image is the default.
 */
export function toProjectPayload(values: ProjectFormValues): AdminProjectPayload {
  const images = withOneDefault(
    values.images.filter((row) => row.url.trim()).map((row) => ({ url: row.url.trim(), caption: row.caption.trim(), isDefault: row.isDefault })),
  );
  return {
    ...projectTextsOf(values, { trim: true }),
    projectType: values.projectType as ProjectType,
    totalArea: parseDecimal(values.totalArea),
    areaUnit: values.areaUnit,
    startingPrice: parseWholeRupees(values.startingPrice),
    plotSizes: values.plotSizes.map((plot) => ({ size: parseDecimal(plot.size), unit: plot.unit })).filter((plot) => plot.size > 0),
    amenities: values.amenities.map((amenity) => amenity.trim()).filter(Boolean),
    specifications: values.specifications
      .map((row) => ({ title: row.title.trim(), details: row.details.trim() }))
      .filter((row) => row.title && row.details),
    approvals: values.approvals.map((approval) => approval.trim()).filter(Boolean),
    brochureUrl: values.brochureUrl.trim() || null,
    layoutMapUrl: values.layoutMapUrl.trim() || null,
    possessionTimeline: values.possessionTimeline.trim() || null,
    reraNumber: values.reraNumber.trim() || null,
    ...coordinatesPayload(values),
    contactEmail: values.contactEmail.trim() || null,
    contactPhone: values.contactPhone.trim() || null,
    status: values.status,
    featured: values.featured,
    isNewlyLaunched: values.isNewlyLaunched,
    isTopProject: values.isTopProject,
    verified: values.verified,
    images,
    approvalStatus: values.approvalStatus,
  };
}

const required = (message: string) => yup.string().trim().required(message);

/** The hub form's required fields, with the site's minimum lengths (the API checks the same). */
export const projectFormSchema = yup.object({
  ...projectTextYupFields,
  projectType: yup.string().oneOf([...PROJECT_TYPES], 'Choose a project type').required('Choose a project type'),
  totalArea: required('Total area is required')
    .test('positive-area', MESSAGES.totalAreaMin, (text) => parseDecimal(text ?? '') > 0)
    .test('area-max', MESSAGES.totalAreaTooLarge, (text) => parseDecimal(text ?? '') <= PROJECT_AREA_MAX),
  // Empty is price on request; anything else must read as whole rupees, never silently "on request".
  startingPrice: yup
    .mixed<number | string>()
    .test('whole-rupees', MESSAGES.startingPriceInvalid, (amount) => {
      const digits = String(amount ?? '').replace(/[,\s₹]/g, '');
      return digits === '' || (/^\d+$/.test(digits) && Number(digits) > 0);
    })
    .test('price-max', ADMIN_FIELD.startingPriceTooLarge, (amount) => (parseWholeRupees(amount ?? '') ?? 0) <= LIMITS.maxStartingPrice),
  areaUnit: yup.string().oneOf([...AREA_UNITS]).required(),
  status: yup.string().oneOf([...PROJECT_STATUSES]).required(),
  approvalStatus: yup.string().oneOf([...APPROVAL_STATUSES]).required(),
  ...coordinateYupFields,
  contactEmail: yup.string().trim().max(254, ADMIN_FIELD.contactEmail).matches(EMAIL_PATTERN, { message: ADMIN_FIELD.contactEmail, excludeEmptyString: true }),
  contactPhone: yup.string().trim().max(20, ADMIN_FIELD.contactPhoneTooLong).test('indian-phone', ADMIN_FIELD.contactPhone, (text) => !text || isIndianPhone(text)),
  // Rows without an address are dropped on save; every other image needs its caption, as the API says.
  // (Formik hands yup empty texts as undefined.)
  images: yup
    .array()
    .test('captions', PROJECT_FIELD_TEXTS.imageCaptionRequired, (rows) => Object.keys(imageCaptionErrors(rows ?? [])).length === 0)
    .test('caption-length', PROJECT_FIELD_TEXTS.imageCaptionTooLong, (rows) => (rows ?? []).every((row: Partial<ImageRow>) => (row.caption ?? '').trim().length <= IMAGE_CAPTION_MAX)),
});

/** Each image row whose caption the API would refuse, keyed as the image rows editor shows errors. */
export function imageCaptionErrors(rows: readonly Partial<ImageRow>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const row of rows) {
    if ((row.url ?? '').trim() && !(row.caption ?? '').trim()) errors[`${row.key}.caption`] = PROJECT_FIELD_TEXTS.imageCaptionRequired;
  }
  return errors;
}

/** The fields whose absence the form reports as 'Missing required fields'. */
export const REQUIRED_TEXT_FIELDS = ['title', 'description', 'location'] as const;
