import { isIndianPhone } from './phone-rule';
import { z } from 'zod';
import { honeypotSchema } from './inquiry';
import { HONEYPOT_FIELD } from './inquiry-constants';
import { storedFileUrlSchema } from './stored-file';
import { CAREERS_TEXTS } from './tools-texts';
import { EMAIL_PATTERN } from './email-rule';

/** A job opening as `GET /api/jobs` lists it. */
export const jobSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.string(),
  department: z.string(),
  location: z.string(),
  description: z.string(),
  requirements: z.array(z.string()),
});
export type Job = z.infer<typeof jobSchema>;

export const JOB_APPLICATION_LIMITS = { name: 100, email: 254, position: 200, phone: 20, message: 5000 } as const;

const required = (max: number) => z.string().trim().min(1, CAREERS_TEXTS.requiredFields).max(max);

/** `POST /api/job-applications`: the spec's payload; the resume is uploaded first (`/api/upload?kind=resume`). */
export const jobApplicationPayloadSchema = z.strictObject({
  name: required(JOB_APPLICATION_LIMITS.name),
  email: z.string().trim().toLowerCase().min(1, CAREERS_TEXTS.requiredFields).max(JOB_APPLICATION_LIMITS.email)
    .pipe(z.email({ pattern: EMAIL_PATTERN, error: 'Please enter a valid email' })),
  position: required(JOB_APPLICATION_LIMITS.position),
  phone: z.string().trim().max(JOB_APPLICATION_LIMITS.phone).refine((value) => value === '' || isIndianPhone(value), 'Please enter a valid phone number').default(''),
  message: z.string().trim().max(JOB_APPLICATION_LIMITS.message).default(''),
  /** Empty when no resume was attached. */
  resumeUrl: z.union([z.literal(''), storedFileUrlSchema(CAREERS_TEXTS.resumeNotOurs)]).default(''),
  [HONEYPOT_FIELD]: honeypotSchema,
});
export type JobApplicationPayload = z.input<typeof jobApplicationPayloadSchema>;
