import Boom from '@hapi/boom';
import type { Plugin } from '@hapi/hapi';

/** Sent with every response, errors and static files included. A CSP comes with the built front end. */
export const SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

export const securityHeadersExtension: Plugin<void> = {
  name: 'plotwise-security-headers',
  register(server) {
    server.ext('onPreResponse', (request, h) => {
      const { response } = request;
      if (Boom.isBoom(response)) {
        Object.assign(response.output.headers, SECURITY_HEADERS);
      } else {
        for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.header(name, value);
      }
      return h.continue;
    });
  },
};
