import { z } from 'zod';
import { INQUIRY_STATUSES } from './constants';
import { leadVisitSchema } from './site-visits/schemas';

/**
 * An inquiry as the API reads it back. Each reader sees its part: the sender
 * their own inquiries, the project's agent a lead with the buyer's contact,
 * an admin every field.
 */
export const inquirySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  /** The project it is about (its title as it was when asked). */
  projectId: z.number().int().nullable(),
  projectTitle: z.string().nullable(),
  status: z.enum(INQUIRY_STATUSES),
  createdAt: z.string(),
  /** The buyer confirmed this phone with a texted code (checked by the server, not claimed by the form). */
  phoneVerified: z.boolean(),
  /** The site visit it booked from the project page, if any. */
  visit: leadVisitSchema.nullable(),
});
