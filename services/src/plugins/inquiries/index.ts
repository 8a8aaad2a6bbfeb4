import type { Plugin } from '@hapi/hapi';
import { bulkUpdateLeadsRoute } from './routes/bulk-update-leads';
import { createInquiryRoute } from './routes/create';
import { createInquiryFromFormRoute } from './routes/create-from-form';
import { listLeadsRoute } from './routes/list-leads';
import { updateLeadStatusRoute } from './routes/update-lead-status';
import { inquiryPhoneCodeRoute, inquiryPhoneStatusRoute, inquiryPhoneVerifyRoute } from './routes/phone-verification';
import { inquiryPhoneCodeFormRoute, inquiryPhoneVerifyFormRoute } from './routes/phone-verification-form';
import { defineVerifiedPhoneCookie } from './verified-phone';

export { createInquiry, listInquiries, updateInquiryStatus } from './inquiry-service';
export { countNewLeads } from './lead-service';

/** Inquiries from the public site, and the admins' list of every lead kind with its status. */
export const inquiriesPlugin: Plugin<void> = {
  name: 'plotwise-inquiries',
  dependencies: ['plotwise-auth', 'plotwise-public-forms', 'plotwise-messages'],
  register(server) {
    server.route([createInquiryRoute, createInquiryFromFormRoute, listLeadsRoute, updateLeadStatusRoute, bulkUpdateLeadsRoute]);
    // An inquirer confirms their phone with a texted code; the signed cookie marks their inquiries verified.
    defineVerifiedPhoneCookie(server);
    server.route([inquiryPhoneCodeRoute, inquiryPhoneVerifyRoute, inquiryPhoneStatusRoute]);
    // The same without script, for an inquiry just sent by the plain form.
    server.route([inquiryPhoneCodeFormRoute, inquiryPhoneVerifyFormRoute]);
  },
};
