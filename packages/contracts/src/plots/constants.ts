import type { Facing } from '../submissions/constants';

/**
 * A project's plot inventory, its due-diligence facts and buyers' reports of a
 * listing: the enumerations and limits, once, for the forms and the API. No zod here.
 */
export const PLOT_STATUSES = ['available', 'booked', 'sold'] as const;
export type PlotStatus = (typeof PLOT_STATUSES)[number];

export const PLOT_STATUS_LABELS: Record<PlotStatus, string> = { available: 'Available', booked: 'Booked', sold: 'Sold' };

/** How a plan writes a facing: N, NE… */
export const FACING_SHORT_LABELS: Record<Facing, string> = {
  north: 'N', south: 'S', east: 'E', west: 'W', northeast: 'NE', northwest: 'NW', southeast: 'SE', southwest: 'SW',
};

export const PLOT_LIMITS = {
  plotNumberMax: 20,
  sizeMax: 10_000_000,
  roadWidthFtMax: 300,
  priceMax: 10_000_000_000,
  /** A layout of more plots than this is several projects. */
  perProjectMax: 2000,
} as const;


// ---------------------------------------------------------------- due diligence

/** Who sanctioned the layout: the state's town planning department, a development authority, or the village panchayat. */
export const APPROVING_AUTHORITIES = ['DTCP', 'PMRDA', 'BMRDA', 'BDA', 'HMDA', 'CIDCO', 'MMRDA', 'panchayat', 'other'] as const;
export type ApprovingAuthority = (typeof APPROVING_AUTHORITIES)[number];

export const APPROVING_AUTHORITY_LABELS: Record<ApprovingAuthority, string> = {
  DTCP: 'DTCP (Directorate of Town and Country Planning)',
  PMRDA: 'PMRDA (Pune)',
  BMRDA: 'BMRDA (Bengaluru region)',
  BDA: 'BDA (Bengaluru)',
  HMDA: 'HMDA (Hyderabad)',
  CIDCO: 'CIDCO (Navi Mumbai)',
  MMRDA: 'MMRDA (Mumbai region)',
  panchayat: 'Gram panchayat',
  other: 'Other authority',
};

/** Where the land stands on conversion from farm land to non-agricultural (NA) use. */
export const NA_STATUSES = ['converted', 'applied', 'not-converted', 'not-required'] as const;
export type NaStatus = (typeof NA_STATUSES)[number];

export const NA_STATUS_LABELS: Record<NaStatus, string> = {
  converted: 'Converted to NA',
  applied: 'NA conversion applied for',
  'not-converted': 'Not converted (agricultural land)',
  'not-required': 'Not required (already urban land)',
};

export const DILIGENCE_DOCUMENT_KINDS = ['title', 'encumbrance'] as const;
export type DiligenceDocumentKind = (typeof DILIGENCE_DOCUMENT_KINDS)[number];

/** Public: anyone may open it. On request: the buyer sees it exists and asks for it through the inquiry. */
export const DOCUMENT_VISIBILITIES = ['public', 'on-request'] as const;
export type DocumentVisibility = (typeof DOCUMENT_VISIBILITIES)[number];

export const DILIGENCE_LIMITS = {
  otherAuthorityMax: 120,
  numberMax: 80,
  surveyNumberMax: 200,
  documentLabelMax: 120,
  documentsMax: 6,
} as const;

// ---------------------------------------------------------------- reports

export const REPORT_REASONS = ['fake', 'not-available', 'wrong-price', 'wrong-location', 'duplicate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  fake: 'Fake or misleading listing',
  'not-available': 'Plots are not available',
  'wrong-price': 'Wrong price',
  'wrong-location': 'Wrong location',
  duplicate: 'Duplicate of another listing',
  other: 'Something else',
};

export const REPORT_STATUSES = ['open', 'reviewing', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = { open: 'Open', reviewing: 'Reviewing', resolved: 'Resolved', dismissed: 'Dismissed' };

export const REPORT_LIMITS = { detailsMin: 10, detailsMax: 2000, contactMax: 254, notesMax: 4000 } as const;

/** Open reports from this many different senders flag a project for the admins. */
export const REPORT_FLAG_SENDERS = 3;
