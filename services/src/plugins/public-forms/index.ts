import type { Plugin } from '@hapi/hapi';
import { PublicFormLimits } from './public-form-guard';

export { publicFormRoute } from './public-form-route';
export { storedFormRoute } from './stored-form-route';
export { guardPublicForm, PublicFormLimits, type PublicFormName, type PublicFormVerdict } from './public-form-guard';

/** Holds the per-IP counter the public forms share. Register before any plugin that uses guardPublicForm. */
export const publicFormsPlugin: Plugin<void> = {
  name: 'plotwise-public-forms',
  register(server) {
    server.app.publicFormLimits = new PublicFormLimits(server.app.config.publicFormRateLimit, server.app.rateLimitStore);
  },
};
