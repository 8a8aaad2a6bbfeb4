import type { HealthResponse } from '@plotwise/contracts';
import { defineRoute } from '../../define-route';
import { isDatabaseReachable } from '../health-service';

export const getHealthRoute = defineRoute('GET /api/health', false, {
  description: 'Liveness and database reachability for load balancers: 200 ok, or 503 (also while the process drains before it stops).',
  query: false,
  handler: async (request, h) => {
    // A process told to stop leaves the load balancer's rotation first, then stops (SHUTDOWN_DRAIN_SECONDS).
    if (request.server.app.draining) return h.response({ status: 'draining', database: 'ok' }).code(503).header('cache-control', 'no-store');
    if (!(await isDatabaseReachable(request.server.app.knex))) {
      return h.response({ status: 'error', database: 'error' }).code(503).header('cache-control', 'no-store');
    }
    const body: HealthResponse = { status: 'ok', database: 'ok' };
    return h.response(body).header('cache-control', 'no-store');
  },
});
