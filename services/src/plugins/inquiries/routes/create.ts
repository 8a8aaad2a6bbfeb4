import { inquiryPayloadSchema, normaliseIndianMobile } from '@plotwise/contracts';
import type { z } from 'zod';
import type { User } from '../../../db/models';
import { storedFormRoute } from '../../public-forms';
import { createInquiry } from '../inquiry-service';
import { verifiedPhoneOf, type VerifiedPhoneRequest } from '../verified-phone';

type InquiryInput = Omit<z.output<typeof inquiryPayloadSchema>, 'website'>;

/** Stores an inquiry; sent while signed in, the account's dashboard lists it (an admin's session links nothing). */
export const storeInquiry = (input: InquiryInput, sender: User | null, request: VerifiedPhoneRequest) =>
  createInquiry({
    ...input,
    userId: sender && sender.role !== 'admin' ? sender.id : undefined,
    // Verified only by the server's own signed cookie for this very number, never by what the form says.
    phoneVerified: verifiedPhoneOf(request) === normaliseIndianMobile(input.phone),
    siteUrl: request.server.app.shared.publicUrl,
  });

export const createInquiryRoute = storedFormRoute('/api/inquiries', 'inquiry', {
  description: 'Stores an enquiry (contact page, floating widget, project or city page) and notifies the admins.',
  payload: inquiryPayloadSchema,
  store: storeInquiry,
});
