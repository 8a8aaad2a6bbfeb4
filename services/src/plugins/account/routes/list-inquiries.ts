import { ACCOUNT_INQUIRIES_LIMIT, type AccountInquiriesResponse } from '@plotwise/contracts';
import { requireUser } from '../../auth/current-user';
import { ACCOUNT_HOLDER_ACCESS, defineRoute } from '../../define-route';
import { listAccountInquiries } from '../../inquiries/inquiry-service';

export const listAccountInquiriesRoute = defineRoute('GET /api/account/inquiries', ACCOUNT_HOLDER_ACCESS, {
  description: 'The enquiries the signed-in user or agent sent while signed in, newest first (the latest 20), with their status: `{ items }`.',
  handler: async (request): Promise<AccountInquiriesResponse> => {
    const inquiries = await listAccountInquiries(requireUser(request).id, ACCOUNT_INQUIRIES_LIMIT);
    return {
      items: inquiries.map((inquiry) => ({
        id: inquiry.id,
        subject: inquiry.subject,
        message: inquiry.message,
        projectId: inquiry.projectId,
        projectTitle: inquiry.projectTitle,
        status: inquiry.status,
        createdAt: new Date(inquiry.createdAt).toISOString(),
      })),
    };
  },
});
