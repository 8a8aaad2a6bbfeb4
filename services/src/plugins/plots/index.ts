import type { Plugin } from '@hapi/hapi';
import { getDueDiligenceRoute, saveDueDiligenceRoute } from './routes/due-diligence';
import { importPlotsRoute } from './routes/plot-import';
import { createPlotRoute, deletePlotRoute, listPlotsRoute, placePlotRoute, updatePlotRoute } from './routes/plots';
import { createReportRoute, listReportsRoute, updateReportRoute } from './routes/reports';

/**
 * Whether a plot is safe to buy: a project's plot inventory (edited one by one
 * or imported from CSV), the due-diligence facts its agent states, and buyers'
 * reports of a listing with the admins' queue. Writes under /api/projects/
 * refresh search and the cached pages like any project change.
 */
export const plotsPlugin: Plugin<void> = {
  name: 'plotwise-plots',
  dependencies: ['plotwise-auth', 'plotwise-public-forms'],
  register(server) {
    server.route([
      listPlotsRoute,
      createPlotRoute,
      updatePlotRoute,
      placePlotRoute,
      deletePlotRoute,
      importPlotsRoute,
      getDueDiligenceRoute,
      saveDueDiligenceRoute,
      createReportRoute,
      listReportsRoute,
      updateReportRoute,
    ]);
  },
};
