import { leadListQuerySchema, type LeadListResponse } from '@plotwise/contracts';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { listLeads } from '../lead-service';

export const listLeadsRoute = defineRoute('GET /api/admin/inquiries', ADMIN_ACCESS, {
  description:
    'Every lead: enquiries (project, city, contact, widget), quote requests and job applications, newest first; ?kind=, ?status=, ?search=, paged, with counts per status (admin only).',
  query: leadListQuerySchema,
  handler: (request): Promise<LeadListResponse> => listLeads(request.query),
});
