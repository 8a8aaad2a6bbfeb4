import type { Plugin } from '@hapi/hapi';
import { pluginSettings, type SettingsOf } from '../../plugin-settings';
import { PublicFormLimits } from './public-form-guard';

export { publicFormRoute } from './public-form-route';
export { storedFormRoute } from './stored-form-route';
export { guardPublicForm, PublicFormLimits, type PublicFormName, type PublicFormVerdict } from './public-form-guard';

/** The allowance of anonymous forms per address. */
export const publicFormsSettings = pluginSettings('publicFormRateLimit');

/** Holds the per-IP counter the public forms share. Register before any plugin that uses guardPublicForm. */
export const publicFormsPlugin: Plugin<SettingsOf<typeof publicFormsSettings>> = {
  name: 'plotwise-public-forms',
  register(server, { publicFormRateLimit }) {
    server.app.publicFormLimits = new PublicFormLimits(publicFormRateLimit, server.app.rateLimitStore);
  },
};
