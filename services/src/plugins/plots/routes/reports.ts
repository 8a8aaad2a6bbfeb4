import type { ListingReport } from '@plotwise/contracts';
import { idParamsSchema, listingReportPayloadSchema, listingReportQuerySchema, listingReportUpdateSchema } from '@plotwise/contracts';
import { clientAddress } from '../../auth/client-address';
import { ADMIN_ACCESS, KEEPS_PUBLIC_PAGES, defineRoute } from '../../define-route';
import { storedFormRoute } from '../../public-forms';
import { createReport, listReports, senderKeyOf, updateReport } from '../report-service';

export const createReportRoute = storedFormRoute('/api/listing-reports', 'listing-report', {
  description:
    'A buyer reports an approved listing: reason, details, an optional email or phone. Limited per address like every public form (429); a filled honeypot is answered alike and nothing is stored. Open reports from several different senders flag the project for the admins.',
  payload: listingReportPayloadSchema,
  store: (input, sender, request) => createReport(input, senderKeyOf(sender, clientAddress(request, request.server.app.shared.trustProxy))),
});

export const listReportsRoute = defineRoute('GET /api/admin/listing-reports', ADMIN_ACCESS, {
  description: 'The queue of listing reports, newest first, optionally of one status; each with its project\'s title.',
  query: listingReportQuerySchema,
  handler: async (request): Promise<ListingReport[]> => listReports(request.query.status),
});

export const updateReportRoute = defineRoute('PATCH /api/admin/listing-reports/{id}', ADMIN_ACCESS, {
  app: KEEPS_PUBLIC_PAGES,
  description: 'An admin moves a report along (open, reviewing, resolved, dismissed) or writes its notes; the project\'s flag follows its open reports.',
  params: idParamsSchema,
  payload: listingReportUpdateSchema,
  handler: async (request): Promise<ListingReport> => updateReport(request.params.id, request.payload),
});
