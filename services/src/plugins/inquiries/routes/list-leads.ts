import { leadListQuerySchema, type LeadListQuery, type LeadListResponse } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { listLeads } from '../lead-service';

export const listLeadsRoute = defineRoute<{ Query: LeadListQuery }>({
  method: 'GET',
  path: '/api/admin/inquiries',
  options: {
    auth: ADMIN_ACCESS,
    description:
      'Every lead: enquiries (project, city, contact, widget), quote requests and job applications, newest first; ?kind=, ?status=, ?search=, paged, with counts per status (admin only).',
    validate: { query: zodValidator(leadListQuerySchema) },
    handler: (request): Promise<LeadListResponse> => listLeads(request.query),
  },
});
