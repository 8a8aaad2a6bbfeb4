import Boom from '@hapi/boom';
import { defineRoute } from '../../define-route';

const notFound = (request: { method: string; path: string }) => {
  throw Boom.notFound(`No API route for ${request.method.toUpperCase()} ${request.path}`);
};

/**
 * Unknown API paths answer JSON 404 instead of falling through to the web app.
 * hapi tries a method's own routes before '*' routes, so GET needs its own entry
 * to win over the shell's GET /{path*}.
 */
export const apiNotFoundRoutes = [
  defineRoute('GET /api/{path*}', false, { description: 'An unknown API path: a JSON 404.', query: false, handler: notFound }),
  defineRoute('* /api/{path*}', false, { description: 'An unknown API path: a JSON 404.', query: false, handler: notFound }),
];
