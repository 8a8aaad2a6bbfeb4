import Boom from '@hapi/boom';
import type { Lifecycle } from '@hapi/hapi';
import { defineRoute } from '../../define-route';

const notFound: Lifecycle.Method = (request) => {
  throw Boom.notFound(`No API route for ${request.method.toUpperCase()} ${request.path}`);
};

/**
 * Unknown API paths answer JSON 404 instead of falling through to the web app.
 * hapi tries a method's own routes before '*' routes, so GET needs its own entry
 * to win over the shell's GET /{path*}.
 */
export const apiNotFoundRoutes = [
  defineRoute({ method: 'GET', path: '/api/{path*}', options: { auth: false, handler: notFound } }),
  defineRoute({ method: '*', path: '/api/{path*}', options: { auth: false, handler: notFound } }),
];
