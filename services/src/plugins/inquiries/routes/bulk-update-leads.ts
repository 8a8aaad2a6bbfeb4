import { emptyObjectSchema, leadBulkPayloadSchema, type LeadBulkRequest, type LeadBulkResult } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { bulkUpdateLeadStatus } from '../lead-service';

export const bulkUpdateLeadsRoute = defineRoute<{ Payload: LeadBulkRequest }>({
  method: 'POST',
  path: '/api/admin/inquiries/bulk',
  options: {
    auth: ADMIN_ACCESS,
    description:
      'Marks up to 100 leads ({action: mark_in_progress|mark_responded, leads: [{record, id}]}) in one transaction; answers each as done, not_found or not_allowed (already there, or already responded) (admin only).',
    validate: { query: zodValidator(emptyObjectSchema), payload: zodValidator(leadBulkPayloadSchema) },
    handler: (request): Promise<LeadBulkResult> => bulkUpdateLeadStatus(request.payload),
  },
});
