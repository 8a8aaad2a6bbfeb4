import Boom from '@hapi/boom';
import { INQUIRY_FORM, INQUIRY_PHONE_FORM, HONEYPOT_FIELD, INQUIRY_REFUSALS, INQUIRY_TEXTS, inquiryPayloadSchema } from '@plotwise/contracts';
import { z } from 'zod';
import { zodValidator } from '../../../validation/zod-validator';
import { currentUser } from '../../auth/current-user';
import { guardPublicForm } from '../../public-forms';
import { PLAIN_INQUIRY_COOKIE, plainInquiryValue } from '../verified-phone';
import { storeInquiry } from './create';
import { plainFormRoute } from './plain-form-route';

/** The project the form is on: the one thing needed to send the visitor back. */
const formSchema = z.looseObject({ projectId: z.coerce.number().int().positive() });
const FIELDS = ['name', 'email', 'phone', 'message', HONEYPOT_FIELD] as const;
const validInquiry = zodValidator(inquiryPayloadSchema);

/** A url-encoded field's first value; a repeated name arrives as a list. */
function fieldText(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}

/** The INQUIRY_TEXTS key of a refusal, so the page shows the API's words without reading text from its address. */
function outcomeOf(error: unknown): string {
  const message = Boom.isBoom(error) ? error.message : '';
  return INQUIRY_REFUSALS.find((key) => INQUIRY_TEXTS[key] === message) ?? INQUIRY_FORM.failed;
}

/**
 * The project inquiry sent by the page's HTML form, before (or without) its
 * script: the JSON route's validation, allowance and honeypot, then a redirect
 * back to the project page, which shows the outcome. Only the site's own pages
 * may post it: the JSON routes refuse form bodies because any site can send one.
 */
export const createInquiryFromFormRoute = plainFormRoute(INQUIRY_FORM.action, {
  description:
    'Stores a project enquiry sent as an HTML form (application/x-www-form-urlencoded: projectId, name, email, phone, message) from this site\'s own page (its Origin); 303 to the project page with ?enquiry=sent (number already confirmed), ?enquiry=confirm (offering to confirm it, for 30 minutes) or the refusal.',
  payload: formSchema,
  handler: async (request, backToProject) => {
    const { projectId } = request.payload;
    const fields = Object.fromEntries(FIELDS.map((name) => [name, fieldText(request.payload[name])]).filter(([, value]) => value !== undefined));
    let inquiry: z.output<typeof inquiryPayloadSchema>;
    try {
      inquiry = await validInquiry({ ...fields, projectId, source: 'project' });
    } catch (error) {
      return backToProject(outcomeOf(error));
    }
    if ((await guardPublicForm(request, 'inquiry')) === 'drop') return backToProject(INQUIRY_FORM.sent);
    const { website: _honeypot, ...input } = inquiry;
    const stored = await storeInquiry(input, currentUser(request), request);
    if (stored.phoneVerifiedAt) return backToProject(INQUIRY_FORM.sent);
    // Not confirmed yet: the answer page offers to confirm the number, for this inquiry only.
    return backToProject(INQUIRY_PHONE_FORM.confirm).state(PLAIN_INQUIRY_COOKIE, plainInquiryValue(stored.id, request.server.app.shared.jwtSecret));
  },
});
