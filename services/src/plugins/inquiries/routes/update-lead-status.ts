import { leadParamsSchema, leadStatusPayloadSchema, type Lead } from '@plotwise/contracts';
import { ADMIN_ACCESS, KEEPS_PUBLIC_PAGES, defineRoute } from '../../define-route';
import { updateLeadStatus } from '../lead-service';

export const updateLeadStatusRoute = defineRoute('PATCH /api/admin/inquiries/{record}/{id}/status', ADMIN_ACCESS, {
  app: KEEPS_PUBLIC_PAGES,
  description: 'Moves a lead (record enquiry, quote or application) to {status}: new, in_progress or responded (admin only).',
  params: leadParamsSchema,
  payload: leadStatusPayloadSchema,
  handler: (request): Promise<Lead> => updateLeadStatus(request.params.record, request.params.id, request.payload.status),
});
