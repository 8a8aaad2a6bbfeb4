import type { AdminProject, AdminProjectListItem } from '@plotwise/contracts';
import type { Project } from '../../db/models';
import { presentProject, presentProjectSummary, type ProjectSummaryRow } from '../projects/present-project';

/** A project as the hub reads it: the public read shape plus what the hub needs to edit it. */
export function presentAdminProject(project: Project): AdminProject {
  return { ...presentProject(project), version: project.version, submitterName: project.submitterName ?? null };
}

export type AdminProjectListRow = ProjectSummaryRow & Pick<Project, 'approvalStatus' | 'version' | 'reportFlagged'>;

/** A hub card. */
export function presentAdminProjectListItem(row: AdminProjectListRow): AdminProjectListItem {
  return { ...presentProjectSummary(row), approvalStatus: row.approvalStatus, version: row.version, reportFlagged: row.reportFlagged };
}
