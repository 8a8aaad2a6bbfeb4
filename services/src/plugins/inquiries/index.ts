import type { Plugin } from '@hapi/hapi';
import { createInquiryRoute } from './routes/create';

export { createInquiry, listInquiries, updateInquiryStatus } from './inquiry-service';

/** Enquiries from the public site. The admin list and status changes build on inquiry-service. */
export const inquiriesPlugin: Plugin<void> = {
  name: 'plotwise-inquiries',
  dependencies: ['plotwise-auth', 'plotwise-public-forms'],
  register(server) {
    server.route([createInquiryRoute]);
  },
};
