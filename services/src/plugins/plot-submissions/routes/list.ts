import { plotSubmissionListQuerySchema, type Page, type PlotSubmission, type PlotSubmissionListQuery } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { listPlotSubmissions } from '../plot-submission-service';

export const listPlotSubmissionsRoute = defineRoute<{ Query: PlotSubmissionListQuery }>({
  method: 'GET',
  path: '/api/admin/plot-submissions',
  options: {
    auth: ADMIN_ACCESS,
    description: 'Admins: plots sent through the public form, by approvalStatus (pending by default), newest first, paged.',
    validate: { query: zodValidator(plotSubmissionListQuerySchema) },
    handler: async (request): Promise<Page<PlotSubmission>> => listPlotSubmissions(request.query),
  },
});
