import type { Plugin } from '@hapi/hapi';
import type { SettingsOf } from '../../plugin-settings';
import { getCompanyRoute } from './routes/get';
import type { companySettings } from './settings';

/** The company's registration details, for the footer, About and the legal pages. */
export const companyPlugin: Plugin<SettingsOf<typeof companySettings>> = {
  name: 'plotwise-company',
  dependencies: ['plotwise-auth'],
  register(server) {
    server.route(getCompanyRoute);
  },
};
