import type { Plugin } from '@hapi/hapi';
import { getCompanyRoute } from './routes/get';

/** The company's registration details, for the footer, About and the legal pages. */
export const companyPlugin: Plugin<void> = {
  name: 'plotwise-company',
  dependencies: ['plotwise-auth'],
  register(server) {
    server.route(getCompanyRoute);
  },
};
