import Boom from '@hapi/boom';
import { defineRoute } from '../../define-route';

/** Unknown API paths answer JSON 404 (whatever the method) instead of falling through to the web app. */
export const apiNotFoundRoute = defineRoute({
  method: '*',
  path: '/api/{path*}',
  options: {
    auth: false,
    handler: (request) => {
      throw Boom.notFound(`No API route for ${request.method.toUpperCase()} ${request.path}`);
    },
  },
});
