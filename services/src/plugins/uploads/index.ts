import type { Plugin } from '@hapi/hapi';
import { uploadRoute } from './routes/upload';

export { storeUpload, safeDisplayName } from './upload-service';

export const uploadsPlugin: Plugin<void> = {
  name: 'plotwise-uploads',
  dependencies: ['plotwise-auth', 'plotwise-public-forms', 'plotwise-storage'],
  register(server) {
    server.route(uploadRoute);
  },
};
