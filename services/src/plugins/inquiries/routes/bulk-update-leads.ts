import { leadBulkPayloadSchema, type LeadBulkResult } from '@plotwise/contracts';
import { ADMIN_ACCESS, KEEPS_PUBLIC_PAGES, defineRoute } from '../../define-route';
import { bulkUpdateLeadStatus } from '../lead-service';

export const bulkUpdateLeadsRoute = defineRoute('POST /api/admin/inquiries/bulk', ADMIN_ACCESS, {
  app: KEEPS_PUBLIC_PAGES,
  description:
    'Marks up to 100 leads ({action: mark_in_progress|mark_responded, leads: [{record, id}]}) in one transaction; answers each as done, not_found or not_allowed (already there, or already responded) (admin only).',
  payload: leadBulkPayloadSchema,
  handler: (request): Promise<LeadBulkResult> => bulkUpdateLeadStatus(request.payload),
});
