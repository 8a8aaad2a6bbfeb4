import type { Plugin } from '@hapi/hapi';
import { createQuoteRoute } from './routes/create';

export const quotesPlugin: Plugin<void> = {
  name: 'plotwise-quotes',
  dependencies: ['plotwise-auth', 'plotwise-public-forms'],
  register(server) {
    server.route([createQuoteRoute]);
  },
};
