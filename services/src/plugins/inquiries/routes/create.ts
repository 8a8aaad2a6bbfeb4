import { inquiryPayloadSchema, type CreatedResponse } from '@plotwise/contracts';
import { currentUser } from '../../auth/current-user';
import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { guardPublicForm } from '../../public-forms';
import { createInquiry } from '../inquiry-service';

export const createInquiryRoute = defineRoute('POST /api/inquiries', PUBLIC_ACCESS, {
  description: 'Stores an enquiry (contact page, floating widget, project or city page) and notifies the admins. 201 {id}.',
  payload: inquiryPayloadSchema,
  handler: async (request, h) => {
    if ((await guardPublicForm(request, 'inquiry')) === 'drop') return h.response({ id: 0 } satisfies CreatedResponse).code(201);
    const { website: _honeypot, ...input } = request.payload;
    // Sent while signed in: the account's dashboard lists it (an admin's session links nothing).
    const sender = currentUser(request);
    const inquiry = await createInquiry({ ...input, userId: sender && sender.role !== 'admin' ? sender.id : undefined });
    return h.response({ id: inquiry.id } satisfies CreatedResponse).code(201);
  },
});
