import {
  emptyObjectSchema,
  leadParamsSchema,
  leadStatusPayloadSchema,
  type Lead,
  type LeadParams,
  type LeadStatusPayload,
} from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { updateLeadStatus } from '../lead-service';

export const updateLeadStatusRoute = defineRoute<{ Params: LeadParams; Payload: LeadStatusPayload }>({
  method: 'PATCH',
  path: '/api/admin/inquiries/{record}/{id}/status',
  options: {
    auth: ADMIN_ACCESS,
    description: 'Moves a lead (record enquiry, quote or application) to {status}: new, in_progress or responded (admin only).',
    validate: { params: zodValidator(leadParamsSchema), query: zodValidator(emptyObjectSchema), payload: zodValidator(leadStatusPayloadSchema) },
    handler: (request): Promise<Lead> => updateLeadStatus(request.params.record, request.params.id, request.payload.status),
  },
});
