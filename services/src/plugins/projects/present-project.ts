import { projectSummarySchema, type Project as ProjectResponse, type ProjectSummary } from '@plotwise/contracts';
import type { Project } from '../../db/models';

/** The named fields of a row, as they are stored, and nothing else. */
export function pickFields<T, K extends keyof T>(row: T, fields: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const field of fields) picked[field] = row[field];
  return picked;
}

/** The named fields of a row, one that is not set as null (the API and the columns say null, never undefined). */
export function fieldsOrNull<T, K extends keyof T>(row: T, fields: readonly K[]): { [F in K]-?: Exclude<T[F], undefined> | null } {
  const picked = {} as { [F in K]-?: Exclude<T[F], undefined> | null };
  for (const field of fields) picked[field] = (row[field] ?? null) as Exclude<T[typeof field], undefined> | null;
  return picked;
}

/**
 * The columns of a card, named once by packages/contracts `projectSummarySchema`:
 * lists select only these, with knex alone (a page of plain rows needs no model instances).
 */
export const SUMMARY_COLUMNS = projectSummarySchema.keyof().options;

/** The columns of a card as knex reads them (camelCase, jsonb parsed, timestamps as dates). */
export type ProjectSummaryRow = Pick<Project, (typeof SUMMARY_COLUMNS)[number]>;

/** What the detail read carries on top of a card; the dates and the rejection reason are shaped apart. */
const DETAIL_FIELDS = [
  'description', 'amenities', 'specifications', 'brochureUrl', 'layoutMapUrl', 'approvals', 'contactEmail', 'contactPhone',
  'approvalStatus', 'createdBy', 'lastUpdatedBy',
] as const satisfies readonly (keyof Project)[];

/** A project as a card shows it (packages/contracts `projectSummarySchema`). */
export function presentProjectSummary(project: ProjectSummaryRow): ProjectSummary {
  return { ...pickFields(project, SUMMARY_COLUMNS), createdAt: new Date(project.createdAt).toISOString() };
}

/** A project in the API's read shape (packages/contracts `projectSchema`); internal columns stay inside. */
export function presentProject(project: Project): ProjectResponse {
  return {
    ...presentProjectSummary(project),
    ...pickFields(project, DETAIL_FIELDS),
    rejectionReason: project.rejectionReason ?? null,
    updatedAt: new Date(project.updatedAt).toISOString(),
  };
}
