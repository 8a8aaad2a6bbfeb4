import type { Plugin } from '@hapi/hapi';
import { listPlotSubmissionsRoute } from './routes/list';
import { submitPlotRoute } from './routes/submit';

export { submitPlot, listPlotSubmissions } from './plot-submission-service';

/** The public submit-a-plot form and the admins' view of what came in through it. */
export const plotSubmissionsPlugin: Plugin<void> = {
  name: 'plotwise-plot-submissions',
  dependencies: ['plotwise-auth', 'plotwise-public-forms'],
  register(server) {
    server.route([submitPlotRoute, listPlotSubmissionsRoute]);
  },
};
