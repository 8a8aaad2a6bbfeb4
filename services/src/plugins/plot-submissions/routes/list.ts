import { plotSubmissionListQuerySchema, type Page, type PlotSubmission } from '@plotwise/contracts';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { listPlotSubmissions } from '../plot-submission-service';

export const listPlotSubmissionsRoute = defineRoute('GET /api/admin/plot-submissions', ADMIN_ACCESS, {
  description: 'Admins: plots sent through the public form, by approvalStatus (pending by default), newest first, paged.',
  query: plotSubmissionListQuerySchema,
  handler: async (request): Promise<Page<PlotSubmission>> => listPlotSubmissions(request.query),
});
