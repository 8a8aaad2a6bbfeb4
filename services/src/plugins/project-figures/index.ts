import type { Plugin } from '@hapi/hapi';
import { agentFiguresRoute } from './routes/agent-figures';
import { recordProjectViewRoute } from './routes/record-view';
import { ProjectViewCounter } from './view-counter';

export { ProjectViewCounter } from './view-counter';

/** How often counted page views are written while the server runs. */
const FLUSH_INTERVAL_MS = 15_000;

/**
 * Figures an agent reads about their own projects (views, inquiries, saves by
 * day), and the project page views behind them, counted in memory and written
 * in batches (tests call `server.app.projectViews.flush()` themselves).
 */
export const projectFiguresPlugin: Plugin<void> = {
  name: 'plotwise-project-figures',
  dependencies: ['plotwise-auth'],
  register(server) {
    const counter = new ProjectViewCounter(server.app.knex);
    server.app.projectViews = counter;
    server.route([recordProjectViewRoute, agentFiguresRoute]);
    server.ext('onPostStart', () => {
      counter.start(FLUSH_INTERVAL_MS, (error) => server.logger.error({ err: error }, 'Project views could not be written'));
    });
    server.ext('onPreStop', () => counter.stop());
  },
};
