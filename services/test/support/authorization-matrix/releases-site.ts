/** Who may call the release routes, the API's catch-all, the sitemaps and the admin remote's files. */
import { startCanary } from '../../../src/plugins/releases/canary-service';
import { makeLive } from '../../../src/plugins/releases/release-service';
import { ADMIN_ONLY, PUBLIC, everyone, type Expectations } from './matrix';
import { recordMatrixRelease, stageMatrixRelease } from './requests';

export const RELEASE_AND_SITE_EXPECTATIONS: Expectations = {
  // Remotes' releases: the deploy token (tested in plugins/releases) or an admin. Each call records a release of its own.
  'GET /api/releases': { outcomes: ADMIN_ONLY },
  'GET /api/releases/events': { outcomes: ADMIN_ONLY },
  'POST /api/releases': { outcomes: ADMIN_ONLY, request: async ({ app }) => ({ payload: { remote: 'catalog', version: await stageMatrixRelease(app) } }) },
  'POST /api/releases/{remote}/promote': {
    outcomes: ADMIN_ONLY,
    request: async ({ app }) => ({ url: '/api/releases/catalog/promote', payload: { version: await recordMatrixRelease(app) } }),
  },
  'POST /api/releases/{remote}/rollback': {
    outcomes: ADMIN_ONLY,
    request: async ({ app }) => {
      for (const version of [await recordMatrixRelease(app), await recordMatrixRelease(app)]) await makeLive(app.knex, app.config, 'catalog', version, 'matrix', 'promote', 'http://localhost');
      return { url: '/api/releases/catalog/rollback', payload: {} };
    },
  },
  'POST /api/releases/{remote}/canary': {
    outcomes: ADMIN_ONLY,
    request: async ({ app }) => {
      await makeLive(app.knex, app.config, 'catalog', await recordMatrixRelease(app), 'matrix', 'promote', 'http://localhost');
      return { url: '/api/releases/catalog/canary', payload: { version: await recordMatrixRelease(app), percent: 10 } };
    },
  },
  'POST /api/releases/{remote}/canary/off': {
    outcomes: ADMIN_ONLY,
    request: async ({ app }) => {
      await makeLive(app.knex, app.config, 'catalog', await recordMatrixRelease(app), 'matrix', 'promote', 'http://localhost');
      await startCanary(app.knex, app.config, 'catalog', await recordMatrixRelease(app), 10, 'matrix', 'http://localhost');
      return { url: '/api/releases/catalog/canary/off', payload: {} };
    },
  },

  // Unknown API paths answer a JSON 404 to everyone.
  'GET /api/{path*}': { outcomes: everyone('open'), request: () => ({ url: '/api/no-such-thing' }) },
  '* /api/{path*}': { outcomes: everyone('open'), request: () => ({ url: '/api/no-such-thing' }) },

  // A sitemap file: the first always exists.
  'GET /sitemaps/{file}': { outcomes: PUBLIC, request: () => ({ url: '/sitemaps/1.xml' }) },

  // The admin remote's files: admins only.
  'GET /remotes/admin/{path*}': {
    outcomes: ADMIN_ONLY,
    request: () => ({ url: '/remotes/admin/mf-manifest.json' }),
  },
};
