import { inquiryPayloadSchema } from '@plotwise/contracts';
import { storedFormRoute } from '../../public-forms';
import { createInquiry } from '../inquiry-service';

export const createInquiryRoute = storedFormRoute('/api/inquiries', 'inquiry', {
  description: 'Stores an enquiry (contact page, floating widget, project or city page) and notifies the admins.',
  payload: inquiryPayloadSchema,
  // Sent while signed in: the account's dashboard lists it (an admin's session links nothing).
  store: (input, sender) => createInquiry({ ...input, userId: sender && sender.role !== 'admin' ? sender.id : undefined }),
});
