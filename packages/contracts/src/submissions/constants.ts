/** Plots and projects sent in for review: a visitor's plot (Submit a Plot) and an approved agent's project. No zod here. */

/** The submit form's choices beside the catalogue's types and units. */
export const ROAD_WIDTH_UNITS = ['ft', 'm'] as const;
export type RoadWidthUnit = (typeof ROAD_WIDTH_UNITS)[number];
export const FACINGS = ['north', 'south', 'east', 'west', 'northeast', 'northwest', 'southeast', 'southwest'] as const;
export type Facing = (typeof FACINGS)[number];

/** Submit a Plot's limits, once: the form's yup schema and the API's read the same. */
export const PLOT_SUBMISSION_LIMITS = {
  areaMin: 1,
  priceMin: 1,
  priceMax: 8_000_000,
  nameMin: 3,
  phoneMin: 10,
  maxImages: 5,
  imageMaxBytes: 5 * 1024 * 1024,
  imageTypes: ['image/jpeg', 'image/png'],
} as const;

/** An agent's submission's limits, once: the form's and the API's. */
export const PROJECT_SUBMISSION_LIMITS = {
  totalAreaMin: 1,
  maxImages: 10,
  /** Rupees; above any real project, below the column's range. */
  maxStartingPrice: 1_000_000_000_000,
} as const;

/** Who sent a project in: an agent through their dashboard, or anyone through the public Submit a Plot form. */
export const PROJECT_SUBMISSION_SOURCES = ['agent', 'public'] as const;
export type ProjectSubmissionSource = (typeof PROJECT_SUBMISSION_SOURCES)[number];

/** How many projects the agent dashboard's recent list shows. */
export const AGENT_RECENT_PROJECTS = 5;

/** A submitted plot's reference, as the submitter and the admins read it: PW-000123. */
export function plotReference(id: number): string {
  return `PW-${String(id).padStart(6, '0')}`;
}
