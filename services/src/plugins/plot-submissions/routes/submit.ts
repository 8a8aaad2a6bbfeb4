import { plotSubmissionPayloadSchema } from '@plotwise/contracts';
import { storedFormRoute } from '../../public-forms';
import { submitPlot } from '../plot-submission-service';

export const submitPlotRoute = storedFormRoute('/api/plot-submissions', 'plot-submission', {
  description: 'Submit a plot: stored as a project pending approval, images uploaded first with /api/upload?kind=image.',
  payload: plotSubmissionPayloadSchema,
  store: ({ agree: _agreed, ...input }, sender) => submitPlot(input, sender),
});
