import { plotSubmissionSchema, type PlotSubmission } from '@plotwise/contracts';
import type { Project } from '../../db/models';
import { pickFields } from '../projects/present-project';

/** The fields packages/contracts `plotSubmissionSchema` names, all stored on the project but createdAt's format. */
const SUBMISSION_FIELDS = plotSubmissionSchema.keyof().options;

export function presentPlotSubmission(project: Project): PlotSubmission {
  return { ...pickFields(project, SUBMISSION_FIELDS), createdAt: new Date(project.createdAt).toISOString() };
}
