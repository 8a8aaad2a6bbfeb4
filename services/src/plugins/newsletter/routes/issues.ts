import Boom from '@hapi/boom';
import {
  NEWSLETTER_ISSUE_TEXTS, emptyObjectSchema, idParamsSchema, newsletterIssuePayloadSchema,
  type NewsletterIssue, type NewsletterIssueList, type NewsletterSendResponse,
} from '@plotwise/contracts';
import { requireUser } from '../../auth/current-user';
import { linkOrigin } from '../../auth/link-origin';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { createIssue, listIssues, sendIssue, sendTestIssue, updateIssue } from '../newsletter-issues';

export const listIssuesRoute = defineRoute('GET /api/admin/newsletter/issues', ADMIN_ACCESS, {
  description: 'Newsletter issues, newest first, each with its recipients and delivered count, and how many confirmed subscribers there are (admin only).',
  handler: (): Promise<NewsletterIssueList> => listIssues(),
});

export const createIssueRoute = defineRoute('POST /api/admin/newsletter/issues', ADMIN_ACCESS, {
  description: 'Writes a draft issue: {subject, body} (plain text, markdown-lite). 201 with the issue (admin only).',
  payload: newsletterIssuePayloadSchema,
  handler: async (request, h) => h.response(await createIssue(requireUser(request).id, request.payload, linkOrigin(request))).code(201),
});

export const updateIssueRoute = defineRoute('PUT /api/admin/newsletter/issues/{id}', ADMIN_ACCESS, {
  description: "Edits a draft's subject and body; 409 once it was sent (admin only).",
  params: idParamsSchema,
  payload: newsletterIssuePayloadSchema,
  handler: (request): Promise<NewsletterIssue> => updateIssue(request.params.id, request.payload),
});

export const testIssueRoute = defineRoute('POST /api/admin/newsletter/issues/{id}/test', ADMIN_ACCESS, {
  description: "Sends the issue to the signed-in admin's own email, marked as a test (admin only); 400 when the account has no email.",
  params: idParamsSchema,
  payload: emptyObjectSchema,
  handler: async (request) => {
    const { email } = requireUser(request);
    if (!email) throw Boom.badRequest(NEWSLETTER_ISSUE_TEXTS.noAdminEmail);
    await sendTestIssue(request.params.id, email);
    return { message: NEWSLETTER_ISSUE_TEXTS.testSent(email) };
  },
});

export const sendIssueRoute = defineRoute('POST /api/admin/newsletter/issues/{id}/send', ADMIN_ACCESS, {
  description: 'Queues the issue to every confirmed subscriber, one message each (idempotent per subscriber and issue); 409 when it was already sent (admin only).',
  params: idParamsSchema,
  payload: emptyObjectSchema,
  handler: async (request): Promise<NewsletterSendResponse> => {
    const { jwtSecret, publicUrl } = request.server.app.shared;
    const issue = await sendIssue(request.params.id, { secret: jwtSecret, publicUrl });
    return { issue, message: NEWSLETTER_ISSUE_TEXTS.sent(issue.recipients) };
  },
});
