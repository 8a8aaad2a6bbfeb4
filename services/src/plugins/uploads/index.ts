import type { Plugin } from '@hapi/hapi';
import type { SettingsOf } from '../../plugin-settings';
import { uploadRoute } from './routes/upload';
import type { uploadsSettings } from './settings';

export { storeUpload, safeDisplayName } from './upload-service';

export const uploadsPlugin: Plugin<SettingsOf<typeof uploadsSettings>> = {
  name: 'plotwise-uploads',
  dependencies: ['plotwise-auth', 'plotwise-public-forms', 'plotwise-storage'],
  register(server) {
    server.route(uploadRoute);
  },
};
